// `npm run service` with its own sandbox chains, for the parts that send real transactions
// (chain fills, swap fills): a fresh data directory, a free port, and a stop that takes the
// service's Anvil nodes with it (they run in its process group) and removes the data.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort, stopGroup } from './startup';

export interface SandboxService {
  base: string;
  stop: () => Promise<void>;
}

const START_LIMIT_MS = 60_000;

export async function startSandboxService(
  root: string,
  { clockSpeed, name }: { clockSpeed: number; name: string },
): Promise<SandboxService> {
  const dataDir = mkdtempSync(path.join(tmpdir(), `ferry-bench-${name}-`));
  const port = await freePort();
  const child = spawn('npm', ['run', '--silent', 'service'], {
    cwd: root,
    detached: true,
    stdio: 'ignore',
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      SERVICE_PORT: String(port),
      LOG_LEVEL: 'warn',
      SERVICE_CLOCK_SPEED: String(clockSpeed),
    },
  });
  const stop = async () => {
    await stopGroup(child.pid!);
    rmSync(dataDir, { recursive: true, force: true });
  };
  const base = `http://127.0.0.1:${port}`;
  try {
    const deadline = performance.now() + START_LIMIT_MS;
    for (;;) {
      if (child.exitCode !== null) throw new Error(`npm run service exited (${child.exitCode})`);
      if (performance.now() > deadline) {
        throw new Error(`npm run service did not answer in ${START_LIMIT_MS / 1000} s`);
      }
      const up = await fetch(`${base}/v1/quotes/ping`).then(
        (r) => r.ok,
        () => false,
      );
      if (up) return { base, stop };
      await new Promise((r) => setTimeout(r, 10));
    }
  } catch (e) {
    await stop();
    throw e;
  }
}
