// (f) Runs handler-loop.ts in its own process, from the bundle `npm start` runs, and reads back
// its one JSON line.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export interface HandlerRow {
  path: string;
  us: number;
  vsHealthz: number;
}

const launcher = path.join(
  path.dirname(fileURLToPath(import.meta.url)),
  '..',
  'src',
  'cli',
  'launch.js',
);

export async function handlerLoop(): Promise<HandlerRow[]> {
  const run = spawnSync(process.execPath, [launcher, 'bench-handler'], {
    encoding: 'utf8',
    env: { ...process.env, NODE_ENV: 'production' },
    timeout: 180_000,
  });
  const line = run.stdout.split('\n').find((l) => l.startsWith('{"rows"'));
  if (!line) throw new Error(`the handler loop failed: ${run.stderr.slice(-500)}`);
  return (JSON.parse(line) as { rows: HandlerRow[] }).rows;
}
