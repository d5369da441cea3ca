// A Vite build plugin: the pages a first visit most often opens, rendered at build time in
// every language (src/app/prerender/render-page.tsx) and written as documents of their own,
// dist/prerendered/<locale>/<page>.html. The BFF sends the one for the path and the person's
// language (src/server/bff/prerendered-pages.ts): a phone draws the page from the HTML alone,
// before any script has arrived, and React then takes it over (src/app/main.tsx).
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { build, type Plugin } from 'vite';
// With extensions: Vite loads this file with its config, and warns of extensionless imports.
import { PRERENDERED_PAGES, RENDER_BUNDLE_DIR } from '../app/prerender/prerendered.js';
import { LOCALES } from '../i18n/locales.js';
import { messageCatalogues } from './message-catalogues.js';

export function prerenderPages(): Plugin {
  let root = '';
  let outDir = '';
  let log: (message: string) => void = () => {};
  return {
    name: 'ferry:prerender-pages',
    apply: (config, env) => env.command === 'build' && !config.build?.ssr,
    configResolved(config) {
      root = config.root;
      outDir = path.resolve(config.root, config.build.outDir);
      log = (message) => config.logger.info(message);
    },
    // After index.html is written: each page is that document with the page drawn into it.
    async writeBundle() {
      const started = performance.now();
      const runner = await buildRunner(root, path.join(path.dirname(outDir), RENDER_BUNDLE_DIR));
      const run = spawnSync(process.execPath, [runner, outDir], { stdio: 'inherit' });
      if (run.status !== 0) throw new Error(`prerendering the pages failed (${run.status})`);
      const pages = LOCALES.length * PRERENDERED_PAGES.length;
      log(`prerendered ${pages} pages in ${Math.round(performance.now() - started)} ms`);
    },
  };
}

/**
 * The app built for Node with its runner (styles left out: the page has the client's), kept
 * beside dist/: the BFF runs it again as its render worker (src/server/bff/page-render/).
 */
async function buildRunner(root: string, ssrOut: string): Promise<string> {
  await build({
    configFile: false,
    root,
    logLevel: 'warn',
    plugins: [react(), messageCatalogues(), withoutStyles()],
    // The router drawn as the browser draws it: its server mode leaves out the Suspense
    // boundaries the browser's tree has (React could not take the page over) and writes an
    // inline scroll script our content security policy refuses.
    resolve: {
      alias: { '@tanstack/router-core/isServer': routerCoreClientFlag(root) },
    },
    ssr: { noExternal: [/^@tanstack\/(react-)?router/] },
    build: {
      ssr: true,
      rolldownOptions: {
        input: {
          'prerender-runner': 'src/cli/prerender-runner.ts',
          'render-page': 'src/app/prerender/render-page.tsx',
        },
      },
      outDir: ssrOut,
      emptyOutDir: true,
      // The public folder is the client's, already in dist/.
      copyPublicDir: false,
      sourcemap: false,
      minify: false,
    },
  });
  return path.join(ssrOut, 'prerender-runner.js');
}

function routerCoreClientFlag(root: string): string {
  const core = path.dirname(
    createRequire(path.join(root, 'package.json')).resolve('@tanstack/router-core/package.json'),
  );
  return path.join(core, 'dist', 'esm', 'isServer', 'client.js');
}

function withoutStyles(): Plugin {
  const EMPTY = '\0ferry-empty-style';
  return {
    name: 'ferry:without-styles',
    enforce: 'pre',
    resolveId: (id) => (id.endsWith('.css') ? EMPTY : undefined),
    load: (id) => (id === EMPTY ? 'export default {}' : undefined),
  };
}
