// `npm start`, `npm run service` and the bench's servers run a bundled copy of their entry
// point. Loading ~600 TypeScript modules through tsx took 2 of the service's 3 s start-up;
// one bundle loads in a fraction of that. The bundle is rebuilt only when one of
// its inputs changed. Plain JavaScript, so that nothing has to be transpiled before we know
// whether anything has to be.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { removeStaleChunks } from './stale-chunks.js';

const entries = {
  start: 'src/server/entry/start.ts',
  service: 'src/server/entry/service.ts',
  // `npm run bench` measures the code that ships, bundled the same way.
  'bench-service': 'bench/serve-service.ts',
  'bench-bff': 'bench/serve-bff.ts',
  'bench-handler': 'bench/handler-loop.ts',
};
const root = path.resolve(import.meta.dirname, '..', '..', '..');
// Build output stays inside node_modules/.cache, where tools keep what a clean install discards.
const outDir = path.join(root, 'node_modules', '.cache', 'ferry-server');
const manifestFile = path.join(outDir, 'manifest.json');
const dbFromBundle = path
  .relative(outDir, path.join(root, 'src', 'server', 'db'))
  .split(path.sep)
  .join('/');
// Packages that find files beside their own modules (PGlite's wasm, pino's workers, pg's
// optional native driver) stay outside the bundle.
const external = ['@electric-sql/pglite', 'pg', 'pg-native', 'pino', 'thread-stream'];

const name = process.argv[2];
if (name === '--bundle') {
  await bundle();
  process.exit(0);
}
if (name === '--packages') {
  console.log(JSON.stringify(await packagesReached()));
  process.exit(0);
}
if (!(name in entries)) {
  console.error(`usage: node src/server/entry/launch.js ${Object.keys(entries).join('|')}`);
  process.exit(2);
}

// The build runs in a process of its own: esbuild's output (every bundle and source map, held
// in memory to be written atomically) would otherwise stay in the server's resident memory for
// its whole life, about 125 MB (docs/benchmarks.md, memory).
if (!isFresh()) {
  const built = spawnSync(process.execPath, [import.meta.filename, '--bundle'], {
    stdio: 'inherit',
  });
  if (built.status !== 0) process.exit(built.status ?? 1);
}
// Stack traces point at the TypeScript sources.
process.setSourceMapsEnabled(true);
await import(pathToFileURL(path.join(outDir, `${name}.mjs`)).href);

/** True when the last bundle is newer than every file it was built from (this one included). */
function isFresh() {
  if (!existsSync(manifestFile) || !existsSync(path.join(outDir, `${name}.mjs`))) return false;
  const { builtAt, inputs } = JSON.parse(readFileSync(manifestFile, 'utf8'));
  return inputs.every((input) => {
    const file = path.join(root, input);
    return existsSync(file) && statSync(file).mtimeMs <= builtAt;
  });
}

/** What esbuild builds the server's entry points with. */
function buildOptions() {
  return {
    absWorkingDir: root,
    entryPoints: Object.entries(entries).map(([out, entry]) => ({ in: entry, out })),
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    outExtension: { '.js': '.mjs' },
    outdir: outDir,
    // What an entry imports dynamically stays in a chunk of its own, loaded when first needed:
    // PostgreSQL's driver (pg) is then read only when DATABASE_URL names a server. Chunks sit
    // beside the entries, so paths the code finds from import.meta.url hold in both.
    splitting: true,
    chunkNames: 'chunk-[hash]',
    write: false,
    metafile: true,
    sourcemap: 'linked',
    // Node maps a stack trace with a map's mappings alone, but keeps each map it loads whole in
    // the server's heap: with the sources' text that was 6.5 MB more held for nothing.
    sourcesContent: false,
    external,
    // Bundled CommonJS dependencies still call require().
    banner: {
      js: "import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);",
    },
    // The database module reads each side's migrations at run time, from the source tree.
    define: { FERRY_DB_FROM_BUNDLE: JSON.stringify(`${dbFromBundle}/`) },
    logLevel: 'warning',
  };
}

async function bundle() {
  const started = Date.now();
  const { build } = await import('esbuild');
  const { lineSourceMap } = await import('./line-source-maps.js');
  const result = await build(buildOptions());
  mkdirSync(outDir, { recursive: true });
  // Two processes may build at once (the e2e servers): each file is replaced whole.
  for (const file of result.outputFiles) {
    const temporary = `${file.path}.${process.pid}`;
    writeFileSync(temporary, file.path.endsWith('.map') ? lineSourceMap(file.text) : file.contents);
    renameSync(temporary, file.path);
  }
  // Chunks of earlier builds that no entry imports any more; an hour old at least, so a build
  // running beside this one keeps what its process may still load.
  removeStaleChunks(outDir, new Set(result.outputFiles.map((f) => path.basename(f.path))), started);
  const inputs = [
    ...Object.keys(result.metafile.inputs).filter((input) => !input.includes('node_modules')),
    'package-lock.json',
    // Its entry points and build options live here.
    'src/server/entry/launch.js',
  ];
  const temporary = `${manifestFile}.${process.pid}`;
  writeFileSync(temporary, JSON.stringify({ builtAt: started, inputs }));
  renameSync(temporary, manifestFile);
  console.log(
    `Bundled the server in ${Date.now() - started} ms (sources changed since the last run).`,
  );
}

/**
 * The package folders (node_modules/…) that `npm start` loads: those bundled, those left outside
 * the bundle, and the tools that build it at start. `npm ci --omit=dev` must install them all.
 */
async function packagesReached() {
  const { builtinModules } = await import('node:module');
  const { build } = await import('esbuild');
  const { metafile } = await build({ ...buildOptions(), sourcemap: false, logLevel: 'error' });
  // The build's own tools: esbuild, and the codec that trims its source maps.
  const folders = new Set(['node_modules/esbuild', 'node_modules/@jridgewell/sourcemap-codec']);
  const packageOf = (specifier) =>
    specifier
      .split('/')
      .slice(0, specifier.startsWith('@') ? 2 : 1)
      .join('/');
  for (const [input, { imports }] of Object.entries(metafile.inputs)) {
    const bundled = /^(.*node_modules\/(?:@[^/]+\/)?[^/]+)\//.exec(input);
    if (bundled) folders.add(bundled[1]);
    for (const { path: specifier, external } of imports) {
      if (!external || /^(node:|\.|<)/.test(specifier)) continue;
      if (builtinModules.includes(packageOf(specifier))) continue;
      folders.add(`node_modules/${packageOf(specifier)}`);
    }
  }
  return [...folders].sort();
}
