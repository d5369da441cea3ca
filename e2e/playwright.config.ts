import { rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, devices } from '@playwright/test';
import { buildIfStale } from '../src/server/entry/build-if-stale';
import { chromiumArgs, chromiumPath } from '../test-tools/chromium-path';
import { INSTANCES_READY, MAIN } from './fixtures/env';

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

/** Journeys that run by themselves after the rest (the project chromium-alone). */
const ALONE = /bridge-swap-chain\.spec\.ts$/;

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  // Relative to this file: the repository's test-results/ (screenshots, traces).
  outputDir: '../test-results',
  fullyParallel: true,
  // Journeys mostly wait on the servers' clocks, so a third worker still gains on two cores:
  // 133 journeys in 3.6 min with three, 4.4 min with two (this machine, the same tree).
  workers: 3,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 5_000 },
  // The JSON report is what `npm test`'s summary counts (test-tools/test-summary.ts).
  reporter: [['list'], ['json', { outputFile: '../.test-results/playwright.json' }]],
  // Finds the Chromium to use (CHROMIUM_PATH, Debian's, npm's), or stops saying what to install.
  globalSetup: './browser-for-tests.ts',
  use: {
    baseURL: MAIN.baseURL,
    // No trace: recording one for every journey (a DOM snapshot and screencast frames at each
    // step, thrown away when it passes) cost a fifth of the run's time on two cores, and CI
    // keeps nothing to open it from. Rerun a failing journey with `--trace on` to get one.
    trace: 'off',
    screenshot: 'only-on-failure',
    // Never a downloaded browser (there is no internet here): Debian's Chromium.
    launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
  },
  projects: [
    {
      name: 'chromium',
      testIgnore: ALONE,
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
      },
    },
    {
      // Journeys that hold a chain's mining and move its pools, run once every other journey
      // is done: while Base is held, the service's writes there (other journeys' fills and
      // faucet top-ups) wait in one queue, and the fill these journeys wait for came behind
      // them too late (1 run in 4 with the rest beside it).
      name: 'chromium-alone',
      testMatch: ALONE,
      dependencies: ['chromium'],
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
      },
    },
  ],
  // Both instances at once (Playwright starts the entries of a list one after another), as a
  // person runs Ferry, each with a data dir of its own under runDir.
  webServer: {
    command: 'node --import tsx e2e/fixtures/start-instances.ts',
    cwd: root,
    env: { FERRY_E2E_DATA: runDir },
    wait: { stdout: new RegExp(INSTANCES_READY) },
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
