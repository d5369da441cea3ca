// One Anvil node: the binary comes from the npm registry (@foundry-rs/anvil's platform package),
// listens on a free loopback port, and keeps its chain state in a file that it loads at start and
// writes at exit and every few seconds, so a restart (even after kill -9) resumes the chain.
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

// Named apart from `require`: the server bundle's banner declares that one (src/cli/launch.js).
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

export interface AnvilNode {
  chainId: number;
  /** http://127.0.0.1:PORT, for the service's own use only (never handed to a browser). */
  url: string;
  pid: number;
  /** Ends the node; it writes its state file first. */
  stop(): Promise<void>;
}

export interface AnvilOptions {
  chainId: number;
  /** Folder holding the chain's state file and pid file. */
  dir: string;
  /** Genesis time (unix seconds) for a new chain: the service clock's now. */
  genesisTimestamp: number;
  /** How often the state file is rewritten while running (seconds). */
  stateIntervalSec?: number;
}

/** Whether process `pid` is running (signal 0 checks without sending anything). */
export const isAlive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

/**
 * A node left running by a process that was killed (kill -9 ends the parent, not its children)
 * still holds the newest chain state: ask it to stop, which makes it write that state, and wait.
 */
async function stopLeftover(pidFile: string) {
  if (!existsSync(pidFile)) return;
  const pid = Number(readFileSync(pidFile, 'utf8'));
  rmSync(pidFile, { force: true });
  if (!Number.isInteger(pid) || pid <= 0 || !isAlive(pid)) return;
  let cmdline = '';
  try {
    cmdline = readFileSync(`/proc/${pid}/cmdline`, 'utf8');
  } catch {
    // Not Linux: trust the pid file, which only Ferry writes.
    cmdline = 'anvil';
  }
  if (!cmdline.includes('anvil')) return;
  process.kill(pid, 'SIGTERM');
  for (let i = 0; i < 100 && isAlive(pid); i++) await new Promise((r) => setTimeout(r, 50));
  if (isAlive(pid)) process.kill(pid, 'SIGKILL');
}

/** A free loopback port, chosen by the kernel. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

export async function startAnvil(opts: AnvilOptions): Promise<AnvilNode> {
  const bin = anvilInstall().binary;
  mkdirSync(opts.dir, { recursive: true });
  const pidFile = path.join(opts.dir, `${opts.chainId}.pid`);
  const stateFile = path.join(opts.dir, `${opts.chainId}.json`);
  await stopLeftover(pidFile);
  const port = await freePort();
  const args = [
    ...['--port', String(port), '--host', '127.0.0.1', '--chain-id', String(opts.chainId)],
    ...['--state', stateFile, '--state-interval', String(opts.stateIntervalSec ?? 2)],
    ...['--accounts', '2', '--timestamp', String(opts.genesisTimestamp), '--silent'],
  ];
  // Output goes to a file, not a pipe: a node outlives a parent killed with -9, and a pipe
  // with no reader would end it before it could write its state.
  const log = openSync(path.join(opts.dir, `${opts.chainId}.log`), 'a');
  const child = spawn(bin, args, { stdio: ['ignore', log, log] });
  closeSync(log);
  const url = `http://127.0.0.1:${port}`;
  await answering(child, port, opts.chainId);
  writeFileSync(pidFile, String(child.pid));
  const exited = new Promise<void>((resolve) => {
    if (child.exitCode !== null) resolve();
    else child.once('exit', () => resolve());
  });
  return {
    chainId: opts.chainId,
    url,
    pid: child.pid!,
    async stop() {
      if (child.exitCode === null) {
        child.kill('SIGTERM');
        const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
        await exited;
        clearTimeout(timer);
      }
      rmSync(pidFile, { force: true });
    },
  };
}

/**
 * Waits until the node accepts connections on its port (it opens the port once its state is
 * loaded, ~0.1 s); fails if it exits first or takes over 20 s. A bare connection, not an RPC
 * call, and the first try after most nodes are up: each refused try costs an error object.
 */
async function answering(child: ChildProcess, port: number, chainId: number) {
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
 * Stops `pids` (SIGTERM, so each node writes its state) once process `parentPid` is gone: a test
 * worker or a service killed with -9 leaves no nodes behind. One small shell loop for all of
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
