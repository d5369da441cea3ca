// `npm start`: build the SPA when stale, then serve it and /api from one Node process; with no
// upstream configured, the embedded service runs beside it (docs/architecture.md). As in
// service.ts, the sandbox's Anvil nodes start before the rest of the code is loaded
// (start-run.ts), so their start-up overlaps the loading.
import path from 'node:path';
import { loadConfig } from '../config';
import { createLogger } from '../logger';
import { startConfiguredNodes } from '../service/chains/configured-nodes';
import { buildIfStale } from './build-if-stale';
import { runProcess } from './run-process';

await runProcess(async () => {
  const config = loadConfig();
  const logger = createLogger({ level: config.LOG_LEVEL });
  const nodes = config.embedded ? startConfiguredNodes(config, logger) : undefined;
  // Awaited in runFerry; a failure meanwhile is not left unhandled (the nodes stop themselves).
  nodes?.catch(() => {});
  const distDir = path.resolve('dist');
  buildIfStale(distDir);
  const { runFerry } = await import('./start-run');
  return runFerry(config, logger, distDir, nodes);
});
