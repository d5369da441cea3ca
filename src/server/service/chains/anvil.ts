// One Anvil process: the binary comes from the npm registry (@foundry-rs/anvil's platform
// package), it listens on a loopback port and loads its chain from the state file the service
// writes (chain-state.ts), so a restart (even after kill -9) resumes the chain.
import { spawn, type ChildProcess } from 'node:child_process';
import {
  closeSync,
  existsSync,
  mkdirSync,
  openSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import net from 'node:net';
import nodeModule from 'node:module';
import path from 'node:path';
import { adoptExitState, dumpState, writeFileAtomically } from './chain-state';

// Named apart from `require`: the server bundle's banner declares that one
// (src/server/entry/launch.js).
const resolveFrom = nodeModule.createRequire(import.meta.url);

/** The npm package that carries Anvil for this platform (what `npm install` brings). */
export function anvilPackage(platform = process.platform, arch = process.arch): string {
  const cpu = arch === 'x64' ? 'amd64' : arch;
  return `@foundry-rs/anvil-${platform}-${cpu}`;
}

export class AnvilUnavailable extends Error {}

/** The installed Anvil package's folder and version, or an error naming the package to install. */
export function anvilInstall(): { dir: string; version: string; binary: string } {
  const pkg = anvilPackage();
  const exe = process.platform === 'win32' ? 'anvil.exe' : 'anvil';
  try {
    const manifest = resolveFrom.resolve(`${pkg}/package.json`);
    const dir = path.dirname(manifest);
    const binary = path.join(dir, 'bin', exe);
    const { version } = JSON.parse(readFileSync(manifest, 'utf8')) as { version: string };
    if (existsSync(binary)) return { dir, version, binary };
  } catch {
    // Not installed: say so below.
  }
  throw new AnvilUnavailable(
    `The sandbox chains need Anvil, and ${pkg} is not installed. Run npm install; if npm ` +
      `skipped it, this platform (${process.platform}/${process.arch}) has no Anvil build on npm.`,
  );
}

export interface AnvilOptions {
  chainId: number;
  /** Folder holding the chain's state file and pid file. */
  dir: string;
  /** Genesis time (unix seconds) for a new chain: the service clock's now. */
  genesisTimestamp: number;
}

/** Where a chain's files live in its folder. */
export const chainFiles = (dir: string, chainId: number) => ({
  /** The state the service writes (chain-state.ts) and the node loads at start. */
  state: path.join(dir, `${chainId}.json`),
  /** The state the node writes when it is ended with SIGTERM (adoptExitState). */
  exit: path.join(dir, `${chainId}.exit.json`),
  /** `{"pid":…,"port":…}` of the running node, for the next start if this process dies. */
  pid: path.join(dir, `${chainId}.pid`),
  log: path.join(dir, `${chainId}.log`),
});

/** Whether process `pid` is running (signal 0 checks without sending anything). */
export const isAlive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

/** The pid file: JSON with the port, or (written before the port was kept) a bare pid. */
function readPidFile(file: string): { pid: number; port?: number } | undefined {
  if (!existsSync(file)) return undefined;
  const text = readFileSync(file, 'utf8');
  try {
    const parsed = JSON.parse(text) as unknown;
    if (typeof parsed === 'number') return { pid: parsed };
    const { pid, port } = parsed as { pid?: unknown; port?: unknown };
    if (typeof pid === 'number') return { pid, ...(typeof port === 'number' && { port }) };
  } catch {
    // Not ours: nothing to stop.
  }
  return undefined;
}

async function waitForExit(pid: number) {
  for (let i = 0; i < 100 && isAlive(pid); i++) await new Promise((r) => setTimeout(r, 50));
  if (isAlive(pid)) process.kill(pid, 'SIGKILL');
}

/**
 * A node left running by a process that was killed (kill -9 ends the parent, not its children)
 * still holds the newest chain state: write it to the state file, then stop the node (which also
 * writes its exit state, adopted below if it is newer) and wait.
 */
export async function stopLeftover(files: ReturnType<typeof chainFiles>) {
  const left = readPidFile(files.pid);
  rmSync(files.pid, { force: true });
  if (left && left.pid > 0 && isAlive(left.pid) && isAnvil(left.pid)) {
    if (left.port !== undefined) {
      try {
        const { json } = await dumpState(`http://127.0.0.1:${left.port}`);
        await writeFileAtomically(files.state, json);
      } catch {
        // It does not respond: its exit state is all there is.
      }
    }
    process.kill(left.pid, 'SIGTERM');
    await waitForExit(left.pid);
  }
  adoptExitState(files.state, files.exit);
}

function isAnvil(pid: number) {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('anvil');
  } catch {
    // Not Linux: trust the pid file, which only Ferry writes.
    return true;
  }
}

/** A free loopback port, chosen by the kernel. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

/** One running Anvil process (node-supervisor.ts restarts it when it dies). */
export interface AnvilProcess {
  pid: number;
  port: number;
  url: string;
  child: ChildProcess;
  /** Resolves when the process has exited, however it ended. */
  exited: Promise<void>;
}

/**
 * Starts Anvil on the chain's state file (when it has one) and `port` (a free one when not
 * given), once any node left by a killed service has handed over its state. Anvil does not write
 * the state file itself: the service does (chain-state.ts); at a SIGTERM it writes its exit file.
 */
export async function launchAnvil(opts: AnvilOptions, port?: number): Promise<AnvilProcess> {
  const bin = anvilInstall().binary;
  mkdirSync(opts.dir, { recursive: true });
  const files = chainFiles(opts.dir, opts.chainId);
  await stopLeftover(files);
  const chosen = port ?? (await freePort());
  const args = [
    ...['--port', String(chosen), '--host', '127.0.0.1', '--chain-id', String(opts.chainId)],
    ...(existsSync(files.state) ? ['--load-state', files.state] : []),
    ...['--dump-state', files.exit],
    ...['--accounts', '2', '--timestamp', String(opts.genesisTimestamp), '--silent'],
  ];
  // Output goes to a file, not a pipe: a node outlives a parent killed with -9, and a pipe
  // with no reader would end it before it could write its state.
  const log = openSync(files.log, 'a');
  const child = spawn(bin, args, { stdio: ['ignore', log, log] });
  closeSync(log);
  const exited = new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve();
    else child.once('exit', () => resolve());
  });
  await acceptingConnections(child, chosen, opts.chainId);
  writeFileSync(files.pid, JSON.stringify({ pid: child.pid, port: chosen }));
  return { pid: child.pid!, port: chosen, url: `http://127.0.0.1:${chosen}`, child, exited };
}

/** Whether `port` on loopback is free now (a restarted node keeps its port when it can). */
export function portIsFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const srv = net.createServer();
    srv.once('error', () => resolve(false));
    srv.listen(port, '127.0.0.1', () => srv.close(() => resolve(true)));
  });
}

/**
 * Waits until the node accepts connections on its port (it opens the port once its state is
 * loaded, ~0.1 s); fails if it exits first or takes over 20 s. A bare connection, not an RPC
 * call, and the first try after most nodes are up: each refused try costs an error object.
 */
async function acceptingConnections(child: ChildProcess, port: number, chainId: number) {
  let exit: string | undefined;
  child.once('exit', (code) => (exit = `exited with ${code}`));
  const accepts = () =>
    new Promise<boolean>((resolve) => {
      const socket = net.connect({ port, host: '127.0.0.1' });
      socket.once('connect', () => {
        socket.destroy();
        resolve(true);
      });
      socket.once('error', () => resolve(false));
    });
  await new Promise((r) => setTimeout(r, 80));
  for (let i = 0; i < 1000 && !exit; i++) {
    if (await accepts()) return;
    await new Promise((r) => setTimeout(r, 20));
  }
  child.kill('SIGKILL');
  throw new Error(`Anvil for chain ${chainId} did not start (${exit ?? 'no answer in 20 s'}).`);
}

/**
 * Stops `pids` (SIGTERM, so each node writes its exit state) once process `parentPid` is gone: a
 * test worker or a service killed with -9 leaves no nodes behind. One small shell loop for all of
 * them; the returned function ends it when the nodes are stopped the ordinary way.
 */
export function stopWhenGone(parentPid: number, pids: readonly number[]): () => void {
  const list = pids.join(' ');
  const script = `while kill -0 ${parentPid} 2>/dev/null; do sleep 2; done; kill -TERM ${list} 2>/dev/null`;
  const watcher = spawn('/bin/sh', ['-c', script], { stdio: 'ignore', detached: true });
  watcher.unref();
  return () => {
    if (watcher.exitCode === null) watcher.kill('SIGKILL');
  };
}
