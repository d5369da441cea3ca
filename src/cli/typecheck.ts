// `npm run typecheck`: the four TypeScript projects (browser code without Node types, server
// code without DOM types, the browser code's tests, and e2e/bench/config), two at a time: each
// run is single-threaded, and one after another they took twice as long on two cores.
import { spawn } from 'node:child_process';
import os from 'node:os';

const projects = ['app', 'server', 'app-tests', 'node'].map((p) => `tsconfig.${p}.json`);

function check(project: string): Promise<{ project: string; ok: boolean; output: string }> {
  return new Promise((resolve) => {
    const child = spawn('npx', ['tsc', '-p', project, '--pretty'], { stdio: 'pipe' });
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
