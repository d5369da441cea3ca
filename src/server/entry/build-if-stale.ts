// `npm start` builds the SPA only when a source file is newer than the last build. Vite is a
// dev dependency: an install without them (`npm ci --omit=dev`) serves the dist/ it was given.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { SERVER_BUNDLE_DIR, SERVER_ENTRY_FILE } from '../../app/ssr/server-entry';

function newestMtime(entry: string): number {
  if (!existsSync(entry)) return 0;
  const stat = statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const name of readdirSync(entry)) {
    // Server code and tests do not change the SPA bundle.
    if (name === 'server' || name.includes('.test.')) continue;
    newest = Math.max(newest, newestMtime(path.join(entry, name)));
  }
  return newest;
}

function viteBuild() {
  // --no-install: never fetch a Vite other than the one package-lock.json names.
  const result = spawnSync('npx', ['--no-install', 'vite', 'build', '--logLevel', 'warn'], {
    stdio: 'inherit',
  });
  if (result.status !== 0) throw new Error('vite build failed');
}

export function buildIfStale(
  distDir: string,
  {
    viteInstalled = existsSync(path.resolve('node_modules', '.bin', 'vite')),
    build = viteBuild,
  } = {},
) {
  const built = path.join(distDir, 'index.html');
  // The server entry comes from the same build: a dist/ without it (made before pages were
  // rendered on the server) is stale too.
  const serverEntry = path.join(path.dirname(distDir), SERVER_BUNDLE_DIR, SERVER_ENTRY_FILE);
  const inputs = ['src', 'build', 'public', 'index.html', 'vite.config.ts', 'package-lock.json'];
  const sourceTime = Math.max(...inputs.map(newestMtime));
  const fresh = (file: string) => existsSync(file) && statSync(file).mtimeMs >= sourceTime;
  if (fresh(built) && fresh(serverEntry)) return;
  if (!viteInstalled) {
    const todo =
      'run `npm run build` where the dev dependencies are installed, then copy dist/ here';
    if (!existsSync(built)) {
      throw new Error(
        `No web app in ${distDir} and no Vite to build it (npm ci --omit=dev): ${todo}.`,
      );
    }
    console.warn(
      `The web app in ${distDir} is older than its sources and Vite is not installed to rebuild it (npm ci --omit=dev): serving it as it is. To update it, ${todo}.`,
    );
    return;
  }
  console.log('Building the web app (sources changed since the last build)…');
  build();
}
