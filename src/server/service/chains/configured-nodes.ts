// The Anvil nodes a configuration runs (none when SANDBOX_CHAINS is off), under DATA_DIR/chains.
// Light, like nodes.ts: the service's entry calls it first thing.
import path from 'node:path';
import { systemClock } from '../../clock';
import type { Config } from '../../config';
import type { Logger } from '../../logger';
import { startSandboxNodes, type SandboxNodes } from './nodes';

/** Where a configuration keeps its chains' state files and its sandbox keys. */
export const sandboxChainsDir = (config: Config) => path.join(config.DATA_DIR, 'chains');

export function startConfiguredNodes(
  config: Config,
  logger: Logger,
): Promise<SandboxNodes | undefined> {
  if (!config.SANDBOX_CHAINS) return Promise.resolve(undefined);
  return startSandboxNodes({
    dir: sandboxChainsDir(config),
    clock: systemClock(config.SERVICE_CLOCK_SPEED),
    logger,
  });
}
