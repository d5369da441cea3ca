// Starts the bench's child processes (service, BFF) from the server bundle, as `npm start` runs,
// and waits for "READY <port>"; stops them by their own PID. Only loopback addresses are ever
// used.
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));

export interface Child {
  base: string;
  pid: number;
  /** Write a line to the child's stdin and wait for a stdout line matching `reply`. */
  ask(line: string, reply: RegExp): Promise<RegExpExecArray>;
  /** Resident set size of the child, in MB (from /proc). */
  rssMb(): Promise<number>;
  stop(): Promise<void>;
}

/** BENCH_NODE_ARGS (e.g. "--cpu-prof") passes flags to a child, for profiling a run. */
const extraNodeArgs = (env: Record<string, string>) =>
  (env.BENCH_NODE_ARGS ?? process.env.BENCH_NODE_ARGS ?? '').split(' ').filter(Boolean);

export async function startChild(
  script: 'bench-service' | 'bench-bff',
  env: Record<string, string> = {},
): Promise<Child> {
  const child: ChildProcess = spawn(
    process.execPath,
    [...extraNodeArgs(env), path.join(here, '..', 'src', 'cli', 'launch.js'), script],
    {
      env: { ...process.env, ...env, NODE_ENV: 'production' },
      stdio: ['pipe', 'pipe', 'inherit'],
    },
  );
  const port = await new Promise<number>((resolve, reject) => {
    let out = '';
    const timer = setTimeout(() => reject(new Error(`${script} did not start in 60 s`)), 60_000);
    child.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const m = /READY (\d+)/.exec(out);
      if (m) {
        clearTimeout(timer);
        resolve(Number(m[1]));
      }
    });
    child.once('exit', (code) => reject(new Error(`${script} exited with ${code}`)));
  });
  child.stdout!.resume();
  return {
    ask: (line, reply) =>
      new Promise((resolve) => {
        const onData = (chunk: Buffer) => {
          const m = reply.exec(chunk.toString());
          if (!m) return;
          child.stdout!.off('data', onData);
          resolve(m);
        };
        child.stdout!.on('data', onData);
        child.stdin!.write(`${line}\n`);
      }),
    base: `http://127.0.0.1:${port}`,
    pid: child.pid!,
    async rssMb() {
      const { readFile } = await import('node:fs/promises');
      const status = await readFile(`/proc/${child.pid}/status`, 'utf8').catch(() => '');
      const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
      return Math.round(kb / 1024);
    },
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        const force = setTimeout(() => child.kill('SIGKILL'), 5_000);
        child.once('exit', () => {
          clearTimeout(force);
          resolve();
        });
        child.kill('SIGTERM');
      }),
  };
}
