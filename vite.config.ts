/// <reference types="vitest/config" />
import { availableParallelism } from 'node:os';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
// With its extension: Vite warns of an extensionless import in its config file.
import EnvironmentGroupedSequencer from './src/cli/vitest-sequencer.js';
import { precompressAssets } from './src/cli/precompress-assets.js';
import { firstPageGuard } from './src/cli/first-page-guard.js';
import { routePreload } from './src/cli/route-preload.js';
import { routeChunks } from './src/cli/route-chunks.js';
import { messageCatalogues } from './src/cli/message-catalogues.js';
import { compileDefaultMessagesPlugin } from './src/cli/compile-default-messages.js';
import { serverBundle } from './src/cli/server-bundle.js';

const bffPort = Number(process.env.PORT ?? 3000);

export default defineConfig(({ command }) => ({
  plugins: [
    react(),
    tailwindcss(),
    messageCatalogues(),
    compileDefaultMessagesPlugin(),
    firstPageGuard(),
    routePreload(routeChunks),
    serverBundle(),
    precompressAssets(),
  ],
  server: {
    // In development the BFF serves /api; Vite only serves the SPA.
    proxy: { '/api': `http://127.0.0.1:${bffPort}` },
  },
  resolve: {
    // Messages reach the page compiled (src/cli/message-catalogues.ts): the built app leaves out
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
  test: {
    include: ['src/**/*.test.{ts,tsx}'],
    environment: 'node',
    setupFiles: ['src/testing/vitest-setup.ts'],
    pool: 'forks',
    // Files share a worker's module cache instead of re-importing viem, zod, Hono, Drizzle and
    // React for each of 165 files: 96 s instead of 221 s here. Every suite leaves no global
    // behind (stubs are undone after each file; servers and databases are closed in afterAll).
    isolate: false,
    // Vitest's default, one worker fewer than the cores, is one worker on a 2-core machine (CI's),
    // which left a core idle while a test waited: two workers took the unit stage from 168 s to
    // 115 s and the PostgreSQL one from 124 s to 92 s. A worker keeps its process only from one
    // file to the next of the same environment, hence the order (src/cli/vitest-sequencer.ts).
    maxWorkers: Math.max(2, availableParallelism() - 1),
    sequence: { sequencer: EnvironmentGroupedSequencer },
    unstubGlobals: true,
    unstubEnvs: true,
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
}));
