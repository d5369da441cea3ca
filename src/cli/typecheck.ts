// `npm run typecheck`: the four TypeScript projects (browser code without Node types, server
// code without DOM types, the browser code's tests, and e2e/bench/config), two at a time.
// The checker is TypeScript 7 (the native compiler, devDependency `typescript-7`): the four took
// 100 s with TypeScript 6 here and 20 s with 7, each single-threaded, two at once (its own
// threads gave 26-34 s on two cores). Editors and typescript-eslint keep `typescript` (6.0).
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';

const tsc = path.join(
  path.dirname(createRequire(import.meta.url).resolve('typescript-7/package.json')),
  'bin',
  'tsc',
);

const projects = ['app', 'server', 'app-tests', 'node'].map((p) => `tsconfig.${p}.json`);

function check(project: string): Promise<{ project: string; ok: boolean; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [tsc, '-p', project, '--pretty', '--singleThreaded'], {
      stdio: 'pipe',
    });
    let output = '';
    child.stdout.on('data', (d: Buffer) => (output += d.toString()));
    child.stderr.on('data', (d: Buffer) => (output += d.toString()));
    child.on('close', (code) => resolve({ project, ok: code === 0, output }));
  });
}

const queue = [...projects];
const results: Awaited<ReturnType<typeof check>>[] = [];
const worker = async () => {
  for (let p = queue.shift(); p; p = queue.shift()) results.push(await check(p));
};
await Promise.all(Array.from({ length: Math.min(2, os.cpus().length) }, worker));

let failed = false;
for (const r of results) {
  if (r.ok) continue;
  failed = true;
  console.error(`\n✖ ${r.project}\n${r.output}`);
}
if (!failed) console.log(`typecheck: ${projects.join(', ')} — no errors`);
process.exit(failed ? 1 : 0);
