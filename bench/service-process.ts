// `npm run service` as the bench starts it: in a process group of its own (so npm, node and the
// service's Anvil nodes stop together, startup.ts stopGroup), and the wait for its first answer.
import { spawn, type ChildProcess } from 'node:child_process';

const START_LIMIT_MS = 60_000;

export function spawnService(root: string, env: Record<string, string>): ChildProcess {
  return spawn('npm', ['run', '--silent', 'service'], {
    cwd: root,
    detached: true,
    stdio: 'ignore',
    env: { ...process.env, LOG_LEVEL: 'warn', ...env },
  });
}

/** Resolves once the service at `base` answers its ping; throws if it exits or 60 s pass. */
export async function untilServiceAnswers(child: ChildProcess, base: string): Promise<void> {
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
    if (up) return;
    await new Promise((r) => setTimeout(r, 10));
  }
}
