// Vitest: the app's Vite config (plugins, aliases) plus four projects, each one test environment,
// so a worker runs file after file of one kind in one process (isolate: false) and never swaps
// environments. `npm run test:unit` runs the first three (`--project '!postgres'`);
// `npm run test:postgres` the fourth.
//   browser-env  browser code that renders (the suites asking for jsdom in their docblock)
//   unit         every other suite but the chains': browser logic, the BFF, the embedded service,
//                the database layer, the contract (node)
//   chains       suites that start Anvil nodes (node; mostly waiting on the nodes)
//   postgres     the database code again, on a real PostgreSQL (test-setup.ts provides one)
import { readdirSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { defineConfig, mergeConfig } from 'vitest/config';
// With its extension: Vite warns of an extensionless import in its config file.
import viteConfig from './vite.config.js';

const browserDirs = ['app', 'features', 'components', 'api', 'lib', 'i18n'].map((d) => `src/${d}`);

/** Browser-code suites that ask for a DOM in their docblock (`@vitest-environment jsdom`). */
const domSuites = browserDirs.flatMap((dir) =>
  readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((f) => /\.test\.tsx?$/.test(f))
    .map((f) => path.join(dir, f))
    .filter((f) => /@vitest-environment\s+jsdom/.test(readFileSync(f, 'utf8').slice(0, 2000))),
);

// Suites that start sandbox chains (Anvil): apart, so the PostgreSQL run never repeats them.
const chainSuites = [
  'src/server/service/chains/**/*.test.ts',
  'src/server/**/*chain*.test.ts',
  'src/server/service/sandbox/deposits-by-txn.test.ts',
  'src/server/service/official-client/docs-example.test.ts',
  'src/server/bff/faucet/faucet.test.ts',
  'src/server/bff/rpc/sandbox-rpc.test.ts',
];

// The PostgreSQL run: only the suites whose SQL can differ from PGlite's, the database code
// itself (migrations, the test databases, group commit, storable types) and the stores that
// open a database directly (journal, vault, event store, route table, jobs, webhook deliveries,
// deposit-address restarts). Every other server suite reaches the database through these and
// ran on PGlite already; re-running all 57 that import it took 99 s of the run here.
const databaseSuites = [
  'src/server/db/**/*.test.ts',
  'src/server/bff/executions/quote-journal.test.ts',
  'src/server/bff/integrator/event-store.test.ts',
  'src/server/bff/integrator/vault.test.ts',
  'src/server/bff/own/route-table.test.ts',
  'src/server/service/deposit-addresses/restart.test.ts',
  'src/server/service/jobs.test.ts',
  'src/server/service/webhooks/db-store.test.ts',
];

export default defineConfig(async (env) =>
  mergeConfig(typeof viteConfig === 'function' ? await viteConfig(env) : viteConfig, {
    test: {
      setupFiles: ['src/testing/vitest-setup.ts'],
      pool: 'forks',
      // Files share a worker's module cache instead of re-importing viem, zod, Hono, Drizzle and
      // React for each of 300 files: 96 s instead of 221 s here. Every suite leaves no global
      // behind (stubs are undone after each file; servers and databases are closed in afterAll).
      isolate: false,
      // Vitest's default, one worker fewer than the cores, is one on a 2-core machine (CI's),
      // which left a core idle while a test waited: two took the unit stage from 168 s to 115 s.
      maxWorkers: Math.max(2, availableParallelism() - 1),
      unstubGlobals: true,
      unstubEnvs: true,
      testTimeout: 20_000,
      hookTimeout: 60_000,
      projects: [
        {
          extends: true,
          test: {
            name: 'browser-env',
            include: domSuites,
            environment: 'jsdom',
            // One project after another: files of two projects side by side would share no
            // worker, and each switch starts a process that imports everything again.
            sequence: { groupOrder: 0 },
          },
        },
        {
          extends: true,
          test: {
            name: 'unit',
            include: ['{src,build,test-tools}/**/*.test.{ts,tsx}'],
            exclude: [...domSuites, ...chainSuites],
            environment: 'node',
            // Never a developer's database: the PostgreSQL run is the postgres project.
            env: { TEST_DATABASE_URL: '' },
            sequence: { groupOrder: 1 },
          },
        },
        {
          extends: true,
          test: {
            name: 'chains',
            include: chainSuites,
            environment: 'node',
            env: { TEST_DATABASE_URL: '' },
            sequence: { groupOrder: 2 },
          },
        },
        {
          extends: true,
          test: {
            name: 'postgres',
            include: databaseSuites,
            environment: 'node',
            // Finds or starts PostgreSQL and sets TEST_DATABASE_URL, or skips saying why.
            globalSetup: ['test-tools/postgres-for-tests.ts'],
            setupFiles: ['src/testing/vitest-setup.ts', 'test-tools/postgres-skip.ts'],
            sequence: { groupOrder: 3 },
          },
        },
      ],
    },
  }),
);
