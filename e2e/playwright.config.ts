import { rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, devices } from '@playwright/test';
import { buildIfStale } from '../src/cli/build-if-stale';
import { chromiumArgs, chromiumPath } from '../src/cli/chromium-path';
import { E2E_WALLETCONNECT_PROJECT_ID, INSTANCES, MAIN, type FerryInstance } from './fixtures/env';

const root = fileURLToPath(new URL('..', import.meta.url));
const dataRoot = path.join(root, '.test-results', 'e2e-data');

// This file is loaded by the runner and again by every worker; only the runner (the first
// load, before FERRY_E2E_RUN exists) prepares the run: fresh data, a built app. Workers
// inherit the run id, so they never touch the data of the servers that are running.
if (!process.env.FERRY_E2E_RUN) {
  process.env.FERRY_E2E_RUN = String(Date.now());
  rmSync(dataRoot, { recursive: true, force: true });
  // Both servers would otherwise race to rebuild a stale dist/ at once.
  buildIfStale(path.join(root, 'dist'));
}
const runDir = path.join(dataRoot, process.env.FERRY_E2E_RUN);

/** Ferry as a person runs it, with the embedded service and a data dir of its own. */
function ferry(i: FerryInstance) {
  return {
    command: 'node src/cli/launch.js start',
    cwd: root,
    // Ready when the SPA, the BFF and the embedded service all answer.
    url: `${i.baseURL}/api/v1/quotes/ping`,
    // A fresh, known state every run; a port in use fails loudly instead of reusing it.
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore' as const,
    stderr: 'pipe' as const,
    env: {
      PORT: String(i.port),
      HOST: '127.0.0.1',
      SERVICE_PORT: String(i.servicePort),
      SERVICE_CLOCK_SPEED: String(i.clockSpeed),
      DATA_DIR: path.join(runDir, i.name),
      LOG_LEVEL: 'warn',
      // Webhook subscriptions to Ferry's own receiver on 127.0.0.1 (integrator journey).
      SERVICE_ALLOW_LOCAL_WEBHOOKS: '1',
      // Never a developer's database or upstream: the embedded service on PGlite.
      DATABASE_URL: '',
      SERVICE_BASE_URL: '',
      SERVICE_V1_BASE_URL: '',
      SERVICE_API_KEY: '',
      SERVICE_INTEGRATOR_ID: '',
      WALLETCONNECT_PROJECT_ID: i.name === 'fast' ? E2E_WALLETCONNECT_PROJECT_ID : '',
      // The main instance runs as `npm start` does, with its sandbox chains; the fast one (a clock
      // at 1,080× for lifecycles on the simulated ledger, which no journey sends transactions on
      // yet) leaves its eleven nodes off, to spare the two cores.
      SANDBOX_CHAINS: i.sandboxChains ? '1' : '0',
      // Every journey funds its new wallet from the faucet, all from 127.0.0.1: one client
      // address for many people, as behind a NAT.
      RATE_LIMIT_FAUCET: '60',
    },
  };
}

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  // Relative to this file: the repository's test-results/ (screenshots, traces).
  outputDir: '../test-results',
  fullyParallel: true,
  // Journeys mostly wait on the servers' clocks; two workers halve the run on two cores.
  workers: 2,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 5_000 },
  // The runner sets PLAYWRIGHT_JSON_OUTPUT_NAME; locally the report goes beside the screenshots.
  reporter: [
    ['list'],
    [
      'json',
      { outputFile: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ?? '../test-results/playwright.json' },
    ],
  ],
  use: {
    baseURL: MAIN.baseURL,
    // No trace: recording one for every journey (a DOM snapshot and screencast frames at each
    // step, thrown away when it passes) cost a fifth of the run's time on two cores, and CI
    // keeps nothing to open it from. Rerun a failing journey with `--trace on` to get one.
    trace: 'off',
    screenshot: 'only-on-failure',
    // Never a downloaded browser: Debian's Chromium (TOOLCHAIN pitfall 6).
    launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
      },
    },
  ],
  webServer: INSTANCES.map(ferry),
});
