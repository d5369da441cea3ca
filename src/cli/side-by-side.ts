// Runs commands at the same time and keeps each one's output whole, so a log shows them one after
// another as if they had run in turn (interleaved lines from three tools would read as none).
import { spawn } from 'node:child_process';

export interface Command {
  stage: string;
  command: string;
  args: string[];
}

export interface Outcome extends Command {
  ok: boolean;
  seconds: number;
  /** Standard output and error, in the order written. */
  output: string;
}

function runKeepingOutput(c: Command): Promise<Outcome> {
  return new Promise((resolve) => {
    const started = Date.now();
    let output = '';
    const child = spawn(c.command, c.args, { stdio: ['ignore', 'pipe', 'pipe'] });
    child.stdout.on('data', (d: Buffer) => (output += d.toString()));
    child.stderr.on('data', (d: Buffer) => (output += d.toString()));
    // A command that cannot start (not found) fails its stage with the reason.
    child.on('error', (err) => (output += `${err.message}\n`));
    child.on('close', (code) =>
      resolve({ ...c, ok: code === 0, seconds: (Date.now() - started) / 1000, output }),
    );
  });
}

export function runSideBySide(commands: readonly Command[]): Promise<Outcome[]> {
  return Promise.all(commands.map(runKeepingOutput));
}
