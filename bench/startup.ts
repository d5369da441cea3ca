// (e) Start-up of `npm run service` once its data directory exists (target: 3 s with its sandbox
// chains), from the command to the first answer on its port, as an integrator would time it, and
// the resident memory of its whole process tree then (node and the Anvil nodes). The baseline is
// an empty `node -e ''` started in the same run, so a slow moment shows in both.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { spawnService, untilServiceAnswers } from './service-process';
import { fixed, int, table, verdict } from './table';

export interface StartupResult {
  /** The first start: creates and migrates the database (not under the 2 s target). */
  firstMs: number;
  /** Later starts on the same data directory. */
  runsMs: number[];
  /** `node -e ''`: a process that starts and exits. */
  baselineMs: number;
  /** Resident memory once answering (last run), MB: the service's node process and all of it. */
  rss: { nodeMb: number; treeMb: number; processes: number };
}

/** Part (e) as the bench prints it: each start against `node -e ''`, the target, the memory. */
export async function startupPart(root: string) {
  console.log('\n(e) Start-up — `npm run service`, command to first answer on its port');
  const s = await startupTimes(root);
  const worst = Math.max(...s.runsMs);
  console.log(
    table(
      ['run', 'ms', 'vs node -e'],
      [
        [
          'first (creates the data directory)',
          int(s.firstMs),
          `${fixed(s.firstMs / s.baselineMs, 1)}×`,
        ],
        ...s.runsMs.map((ms, i) => [`again ${i + 1}`, int(ms), `${fixed(ms / s.baselineMs, 1)}×`]),
        ["baseline: node -e ''", int(s.baselineMs), '1.0×'],
      ],
    ),
  );
  console.log(
    `target: under 3,000 ms once the data directory exists, with the sandbox chains — ${verdict(worst < 3_000)}`,
  );
  console.log(
    `resident memory at rest: node ${s.rss.nodeMb} MB; the whole tree ${s.rss.treeMb} MB in ${s.rss.processes} processes (node, npm and the Anvil nodes)`,
  );
}

export async function startupTimes(root: string, runs = 3): Promise<StartupResult> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'ferry-bench-startup-'));
  try {
    const first = await timeOneStart(root, dataDir);
    const later = [];
    for (let i = 0; i < runs; i++) later.push(await timeOneStart(root, dataDir));
    const started = performance.now();
    spawnSync(process.execPath, ['-e', '']);
    return {
      firstMs: first.ms,
      runsMs: later.map((r) => r.ms),
      baselineMs: performance.now() - started,
      rss: later.at(-1)!.rss,
    };
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** RSS of every process in the group `pgid` (ps reports kB): the largest is the service's node. */
function groupRss(pgid: number) {
  const out = spawnSync('ps', ['-o', 'rss=,comm=', '-g', String(pgid)]).stdout.toString();
  const rows = out
    .trim()
    .split('\n')
    .map((l) => l.trim().split(/\s+/))
    .filter((r) => r.length >= 2)
    .map(([kb, comm]) => ({ mb: Number(kb) / 1024, comm: comm! }));
  const node = rows.filter((r) => r.comm === 'node').reduce((m, r) => Math.max(m, r.mb), 0);
  const tree = rows.reduce((sum, r) => sum + r.mb, 0);
  return { nodeMb: Math.round(node), treeMb: Math.round(tree), processes: rows.length };
}

async function timeOneStart(root: string, dataDir: string) {
  const port = await freePort();
  const started = performance.now();
  const child = spawnService(root, { DATA_DIR: dataDir, SERVICE_PORT: String(port) });
  try {
    await untilServiceAnswers(child, `http://127.0.0.1:${port}`);
    return { ms: performance.now() - started, rss: groupRss(child.pid!) };
  } finally {
    await stopGroup(child.pid!);
  }
}

export async function stopGroup(pid: number) {
  const alive = () => {
    try {
      process.kill(-pid, 0);
      return true;
    } catch {
      return false;
    }
  };
  if (alive()) process.kill(-pid, 'SIGTERM');
  for (let i = 0; i < 100 && alive(); i++) await new Promise((r) => setTimeout(r, 50));
  if (alive()) process.kill(-pid, 'SIGKILL');
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}
