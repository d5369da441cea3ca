// `npm run service` with its own sandbox chains, for the parts that send real transactions
// (chain fills, swap fills): a fresh data directory, a free port, and a stop that takes the
// service's Anvil nodes with it and removes the data.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { spawnService, untilServiceAnswers } from './service-process';
import { freePort, stopGroup } from './startup';

export interface SandboxService {
  base: string;
  stop: () => Promise<void>;
}

export async function startSandboxService(
  root: string,
  { clockSpeed, name }: { clockSpeed: number; name: string },
): Promise<SandboxService> {
  const dataDir = mkdtempSync(path.join(tmpdir(), `ferry-bench-${name}-`));
  const port = await freePort();
  const child = spawnService(root, {
    DATA_DIR: dataDir,
    SERVICE_PORT: String(port),
    SERVICE_CLOCK_SPEED: String(clockSpeed),
  });
  const stop = async () => {
    await stopGroup(child.pid!);
    rmSync(dataDir, { recursive: true, force: true });
  };
  const base = `http://127.0.0.1:${port}`;
  try {
    await untilServiceAnswers(child, base);
    return { base, stop };
  } catch (e) {
    await stop();
    throw e;
  }
}
