// Sandbox chains for one test file: Anvil nodes in a temporary folder on a manual clock, started
// before the first test and stopped (the folder removed) after the last.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { manualClock, type ManualClock } from '../../../clock';
import { createLogger } from '../../../logger';
import type { Supervision } from '../node-supervisor';
import { startSandboxChains, type SandboxChains } from '../sandbox-chains';

export interface TestChains {
  chains: SandboxChains;
  clock: ManualClock;
  dir: string;
  /** Stop the nodes and start them again on the same state files. */
  restart(): Promise<void>;
}

export function sandboxChainsForThisFile(
  chainIds: number[],
  clock = manualClock(),
  supervision: Supervision = {},
): () => TestChains {
  let t: TestChains | undefined;
  const logger = createLogger({ level: 'silent' });
  beforeAll(async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'ferry-chains-'));
    const start = () => startSandboxChains({ dir, clock, logger, chainIds, supervision });
    const chains = await start();
    t = {
      chains,
      clock,
      dir,
      async restart() {
        await t!.chains.stop();
        t!.chains = await start();
      },
    };
  }, 60_000);
  afterAll(async () => {
    await t?.chains.stop();
    if (t) rmSync(t.dir, { recursive: true, force: true });
  });
  return () => {
    if (!t) throw new Error('the sandbox chains have not started');
    return t;
  };
}
