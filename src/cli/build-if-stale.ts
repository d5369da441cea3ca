// `npm start` builds the SPA only when a source file is newer than the last build.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

function newestMtime(entry: string): number {
  if (!existsSync(entry)) return 0;
  const stat = statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const name of readdirSync(entry)) {
    // Server code and tests do not change the SPA bundle.
    if (name === 'server' || name === 'cli' || name.includes('.test.')) continue;
    newest = Math.max(newest, newestMtime(path.join(entry, name)));
  }
  return newest;
}

export function buildIfStale(distDir: string) {
  const built = path.join(distDir, 'index.html');
  const inputs = ['src', 'public', 'index.html', 'vite.config.ts', 'package-lock.json'];
  const sourceTime = Math.max(...inputs.map(newestMtime));
  if (existsSync(built) && statSync(built).mtimeMs >= sourceTime) return;
  console.log('Building the web app (sources changed since the last build)…');
  const result = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], { stdio: 'inherit' });
  if (result.status !== 0) throw new Error('vite build failed');
}
