import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
// With their extension: Vite warns of an extensionless import in its config file.
import { precompressAssets } from './build/precompress-assets.js';
import { firstPageGuard } from './build/first-page-guard.js';
import { pageStart } from './build/page-start.js';
import { routeChunks } from './build/route-chunks.js';
import { messageCatalogues } from './build/message-catalogues.js';
import { compileDefaultMessagesPlugin } from './build/compile-default-messages.js';
import { serverBundle } from './build/server-bundle.js';

const bffPort = Number(process.env.PORT ?? 3000);

export default defineConfig(({ command }) => ({
  plugins: [
    react(),
    tailwindcss(),
    messageCatalogues(),
    compileDefaultMessagesPlugin(),
    firstPageGuard(),
    pageStart(routeChunks),
    serverBundle(),
    precompressAssets(),
  ],
  server: {
    // In development the BFF serves /api; Vite only serves the SPA.
    proxy: { '/api': `http://127.0.0.1:${bffPort}` },
  },
  resolve: {
    // Messages reach the page compiled (build/message-catalogues.ts): the built app leaves out
    // react-intl's ICU parser (11 KB gzip). Development and tests keep it for defaultMessage.
    alias:
      command === 'build'
        ? [
            {
              find: /^@formatjs\/icu-messageformat-parser$/,
              replacement: '@formatjs/icu-messageformat-parser/no-parser.js',
            },
          ]
        : [],
  },
  build: {
    rolldownOptions: {
      output: {
        // Fewer, larger chunks: the first page's code in one (beside Rolldown's runtime), and
        // what lazily loaded pages share grouped by the pages that use it, small groups merged
        // (the default split the bridge page alone into 26 files, each a request on a phone).
        codeSplitting: {
          groups: [
            { name: 'app', tags: ['$initial'], priority: 2 },
            // The explorer's tables apart: merged as a small group into one the bridge page
            // also loads, TanStack Table (16 KB gzip) came with every first visit to `/`.
            { name: 'tables', test: /node_modules[\\/]@tanstack[\\/](react-)?table/, priority: 1 },
            {
              name: 'shared',
              minShareCount: 2,
              priority: 1,
              entriesAware: true,
              entriesAwareMergeThreshold: 4_000,
            },
          ],
        },
      },
    },
    outDir: 'dist',
    sourcemap: true,
    chunkSizeWarningLimit: 700,
  },
}));
