// `npm start` as a person runs it (the BFF, the SPA, the embedded service and its sandbox
// chains), on free loopback ports with a data folder of the caller's, for the parts that
// measure what a browser loads (c, j) and the memory of the running app (k). Its own process
// group, so npm, Ferry's node process and the Anvil nodes stop together.
import { spawn, spawnSync } from 'node:child_process';
import { freePort, stopGroup } from './startup';

export interface ProcessMemory {
  /** Ferry's own node process (BFF, SPA and embedded service in one). */
  ferryMb: number;
  /** npm's node process, which only waits for Ferry's. */
  npmMb: number;
  /** The sandbox chains' Anvil nodes, together. */
  anvilMb: number;
  anvilNodes: number;
}

export interface RunningFerry {
  base: string;
  memory(): ProcessMemory;
  stop(): Promise<void>;
}

export async function startFerry(root: string, dataDir: string): Promise<RunningFerry> {
  const [port, servicePort] = [await freePort(), await freePort()];
  const child = spawn('npm', ['start', '--silent'], {
    cwd: root,
    detached: true,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      SERVICE_PORT: String(servicePort),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      // The embedded service on PGlite, never a developer's database or upstream.
      DATABASE_URL: '',
      SERVICE_BASE_URL: '',
      SERVICE_V1_BASE_URL: '',
      SERVICE_API_KEY: '',
      SERVICE_INTEGRATOR_ID: '',
      WALLETCONNECT_PROJECT_ID: '',
    },
  });
  const base = `http://127.0.0.1:${port}`;
  const stop = () => stopGroup(child.pid!);
  try {
    // A build, when the sources changed, comes first: minutes on a busy machine.
    const deadline = performance.now() + 600_000;
    for (;;) {
      if (child.exitCode !== null) throw new Error(`npm start exited (${child.exitCode})`);
      if (performance.now() > deadline) throw new Error('npm start did not answer in 10 min');
      const ok = await fetch(`${base}/api/v1/quotes/ping`).then(
        (r) => r.ok,
        () => false,
      );
      if (ok) break;
      await new Promise((r) => setTimeout(r, 200));
    }
  } catch (err) {
    await stop();
    throw err;
  }
  return { base, memory: () => groupMemory(child.pid!), stop };
}

/** Resident memory of each process of the group, told apart by command line (ps reports kB). */
function groupMemory(pgid: number): ProcessMemory {
  const out = spawnSync('ps', ['-o', 'rss=,args=', '-g', String(pgid)]).stdout.toString();
  const rows = out
    .trim()
    .split('\n')
    .map((line) => /^\s*(\d+)\s+(.*)$/.exec(line))
    .filter((m) => m !== null)
    .map((m) => ({ mb: Number(m[1]) / 1024, args: m[2]! }));
  const sum = (pick: (args: string) => boolean) =>
    Math.round(rows.filter((r) => pick(r.args)).reduce((n, r) => n + r.mb, 0));
  const isAnvil = (args: string) => /(^|\/)anvil\s/.test(args);
  return {
    ferryMb: sum((a) => a.includes('launch.js start')),
    npmMb: sum((a) => /(^|\/)npm( |$)/.test(a) || a.startsWith('npm ')),
    anvilMb: sum(isAnvil),
    anvilNodes: rows.filter((r) => isAnvil(r.args)).length,
  };
}
