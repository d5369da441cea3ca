// A Vite build plugin: after the browser's build, the server entry (src/app/ssr/render-page.tsx)
// built for Node into dist-server/, beside dist/. The BFF imports it and renders each page in
// its own process (src/server/bff/page-render.ts); a server given a build made elsewhere gets
// this folder with dist/. Dependencies stay in node_modules, loaded by Node with its own
// (server) export conditions, so TanStack Router runs in its server mode.
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { build, type Plugin } from 'vite';
// With extensions: Vite loads this file with its config, and warns of extensionless imports.
import { SERVER_BUNDLE_DIR, SERVER_ENTRY_FILE } from '../src/app/ssr/server-entry.js';
import { messageCatalogues } from './message-catalogues.js';

export function serverBundle(): Plugin {
  let root = '';
  let outDir = '';
  let log: (message: string) => void = () => {};
  return {
    name: 'ferry:server-bundle',
    apply: (config, env) => env.command === 'build' && !config.build?.ssr,
    configResolved(config) {
      root = config.root;
      outDir = path.resolve(config.root, config.build.outDir);
      log = (message) => config.logger.info(message);
    },
    async writeBundle() {
      const started = performance.now();
      await build({
        configFile: false,
        root,
        logLevel: 'warn',
        // Styles left out: the page links the browser build's stylesheet.
        plugins: [react(), messageCatalogues(), withoutStyles()],
        build: {
          ssr: 'src/app/ssr/render-page.tsx',
          outDir: path.join(path.dirname(outDir), SERVER_BUNDLE_DIR),
          emptyOutDir: true,
          copyPublicDir: false,
          sourcemap: false,
          minify: false,
          rolldownOptions: { output: { entryFileNames: SERVER_ENTRY_FILE } },
        },
      });
      log(`built the server entry in ${Math.round(performance.now() - started)} ms`);
    },
  };
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
