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
        // The first page's code in one chunk (beside Rolldown's runtime), and what lazily loaded
        // chunks share grouped by exactly the chunks that use it. Small groups are not merged:
        // Rolldown merges one into its closest neighbour whatever that weighs, and with a 4 KB
        // threshold the bridge's first view loaded signing checks, keccak or full zod by turns
        // (docs/benchmarks.md, 2026-12-03 bridge split). More files, fewer bytes; the build
        // fails if one comes back (build/first-page-guard.ts).
        codeSplitting: {
          groups: [
            { name: 'app', tags: ['$initial'], priority: 2 },
            // The explorer's tables apart: merged as a small group into one the bridge page
            // also loads, TanStack Table (16 KB gzip) came with every first visit to `/`.
            { name: 'tables', test: /node_modules[\\/]@tanstack[\\/](react-)?table/, priority: 1 },
            // Full zod (the dashboard's forms) apart from the app's own modules, grouped by the
            // chunks that use it; the core zod/mini shares is on the first page (the app group).
            { name: 'zod', test: /node_modules[\\/]zod[\\/]/, priority: 1, entriesAware: true },
            {
              name: 'shared',
              minShareCount: 2,
              priority: 1,
              entriesAware: true,
              entriesAwareMergeThreshold: 0,
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
