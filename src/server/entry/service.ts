// `npm run service`: the embedded service alone, for integrators to develop against. The
// sandbox's Anvil nodes start first, before the rest of the service's code is loaded
// (service-run.ts): each node's own start-up then overlaps that loading, and a process that is
// still small spawns them faster.
import { loadConfig } from '../config';
import { createLogger } from '../logger';
import { startConfiguredNodes } from '../service/chains/configured-nodes';
import { runProcess } from './run-process';

await runProcess(async () => {
  const config = loadConfig();
  const logger = createLogger({ level: config.LOG_LEVEL, name: 'service' });
  const nodes = startConfiguredNodes(config, logger);
  // Awaited in runService; a failure meanwhile is not left unhandled (the nodes stop themselves).
  nodes.catch(() => {});
  const { runService } = await import('./service-run');
  return runService(config, logger, nodes);
});
