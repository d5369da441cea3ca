// `npm test`: every check in one command, ending with one line of totals that CI reads.
// Each stage runs even when an earlier one failed, so one run shows everything that is wrong.
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { runSideBySide } from './side-by-side';
import { provideBrowser, providePostgres, type Browser, type Postgres } from './test-setup';
import type { UnhandledLine } from './unhandled-errors-reporter';

const resultsDir = path.resolve('.test-results');
rmSync(resultsDir, { recursive: true, force: true });
mkdirSync(resultsDir, { recursive: true });

interface Tally {
  stage: string;
  passed: number;
  failed: number;
  skipped: number;
  seconds: number;
}
const tallies: Tally[] = [];
/** Errors outside any test: they fail a stage whose tests all passed, so the summary names them. */
const unhandledErrors: (UnhandledLine & { stage: string })[] = [];

function run(stage: string, command: string, args: string[], env: NodeJS.ProcessEnv = {}) {
  const started = Date.now();
  console.log(`\n▶ ${stage}: ${command} ${args.join(' ')}`);
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  return { ok: result.status === 0, seconds: (Date.now() - started) / 1000 };
}

function readJson(file: string): unknown {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
}

// What the later stages need beyond node_modules, installed when missing (test-setup.ts). It runs
// beside typecheck, lint and build, which need none of it: on a clean machine apt-get took 55 s
// for both packages, mostly waiting on the network and dpkg. One after the other, as apt-get
// holds a lock of its own.
const setupStarted = Date.now();
const setupFailure = (err: unknown) => `the set-up failed: ${String(err)}`;
// Never rejected: awaited only after the checks, a rejection would end the process first.
const setUp = (async () => {
  const browser: Browser = await provideBrowser().catch((err) => ({ problem: setupFailure(err) }));
  const postgres: Postgres = await providePostgres().catch((err) => ({ skip: setupFailure(err) }));
  return { browser, postgres, seconds: (Date.now() - setupStarted) / 1000 };
})();

// Typecheck (four projects: browser code without Node types, server code without DOM, tests,
// tooling), lint and build start no server and spend most of their time on one core each: side
// by side they took 66 s here, one after another 101 s. Each counts as one check.
const checks = await runSideBySide([
  { stage: 'typecheck', command: 'npm', args: ['run', '--silent', 'typecheck'] },
  { stage: 'lint', command: 'npm', args: ['run', '--silent', 'lint'] },
  { stage: 'build', command: 'npx', args: ['vite', 'build', '--logLevel', 'warn'] },
]);
console.log('\nTypecheck, lint and build, side by side; the output of each, one after another:');
for (const { stage, command, args, ok, seconds, output } of checks) {
  console.log(`\n▶ ${stage}: ${command} ${args.join(' ')}`);
  process.stdout.write(output);
  tallies.push({ stage, passed: ok ? 1 : 0, failed: ok ? 0 : 1, skipped: 0, seconds });
}
const built = checks.find((c) => c.stage === 'build')!.ok;

const { browser, postgres, seconds: setupSeconds } = await setUp;
console.log(
  `\n▶ set-up (${setupSeconds.toFixed(1)} s, beside the checks): Chromium: ${'path' in browser ? `${browser.path} (${browser.source})` : browser.problem}; PostgreSQL: ${'url' in postgres ? postgres.source : `stage skipped, ${postgres.skip}`}`,
);

function vitestStage(
  stage: string,
  label: string,
  file: string,
  args: string[],
  env: NodeJS.ProcessEnv = {},
) {
  const unhandledFile = file.replace(/\.json$/, '-unhandled.json');
  const { ok, seconds } = run(
    label,
    'npx',
    [
      'vitest',
      ...args,
      '--reporter=json',
      `--outputFile.json=${file}`,
      '--reporter=./src/cli/unhandled-errors-reporter.ts',
    ],
    { ...env, FERRY_UNHANDLED_FILE: unhandledFile },
  );
  const unhandled = (readJson(unhandledFile) ?? []) as UnhandledLine[];
  for (const u of unhandled) unhandledErrors.push({ stage, ...u });
  const report = readJson(file) as
    | {
        numPassedTests: number;
        numFailedTests: number;
        numPendingTests: number;
        numTodoTests: number;
      }
    | undefined;
  const failed = report?.numFailedTests ?? 0;
  tallies.push({
    stage,
    passed: report?.numPassedTests ?? 0,
    // A crashed runner with no report still fails the run.
    failed: failed + (!ok && failed === 0 ? 1 : 0),
    skipped: (report?.numPendingTests ?? 0) + (report?.numTodoTests ?? 0),
    seconds,
  });
}

// Unit and integration tests, with the embedded database (PGlite).
vitestStage(
  'vitest',
  'unit + integration (vitest)',
  path.join(resultsDir, 'vitest.json'),
  ['run', '--reporter=default'],
  {
    TEST_DATABASE_URL: '',
  },
);

// The server suites that open a database, again on a real PostgreSQL: TEST_DATABASE_URL's, or
// Debian's, installed and started by the set-up as root; skipped otherwise, saying why here and in
// the summary. Vitest's own module graph picks them (`related`: every suite that imports the
// database module, directly or not); suites that never touch a database would only repeat
// themselves, and the whole re-run took 168 s of a 12-minute budget.
if ('url' in postgres) {
  vitestStage(
    'postgres',
    'server suites that open a database, on PostgreSQL (vitest)',
    path.join(resultsDir, 'vitest-postgres.json'),
    ['related', 'src/server/db/open.ts', '--run', '--reporter=dot'],
    { TEST_DATABASE_URL: postgres.url },
  );
  await postgres.stop?.();
} else {
  console.log(`\n▶ postgres: skipped, ${postgres.skip}.`);
}

{
  const file = path.join(resultsDir, 'playwright.json');
  if ('problem' in browser) {
    console.error(`\n✖ e2e: ${browser.problem}.`);
    tallies.push({ stage: 'playwright', passed: 0, failed: 1, skipped: 0, seconds: 0 });
  } else if (!built) {
    console.error('\n✖ e2e: skipped because the build failed.');
    tallies.push({ stage: 'playwright', passed: 0, failed: 1, skipped: 0, seconds: 0 });
  } else {
    const { ok, seconds } = run(
      'end-to-end (playwright)',
      'npx',
      ['playwright', 'test', '-c', 'e2e/playwright.config.ts'],
      { PLAYWRIGHT_JSON_OUTPUT_NAME: file, CHROMIUM_PATH: browser.path },
    );
    const report = readJson(file) as
      | { stats: { expected: number; unexpected: number; flaky: number; skipped: number } }
      | undefined;
    const failed = report?.stats.unexpected ?? 0;
    tallies.push({
      stage: 'playwright',
      passed: (report?.stats.expected ?? 0) + (report?.stats.flaky ?? 0),
      failed: failed + (!ok && failed === 0 ? 1 : 0),
      skipped: report?.stats.skipped ?? 0,
      seconds,
    });
  }
}

console.log('\nSummary');
for (const t of tallies) {
  console.log(
    `  ${t.stage.padEnd(12)} ${String(t.passed).padStart(5)} passed ${String(t.failed).padStart(3)} failed ${String(t.skipped).padStart(3)} skipped  ${t.seconds.toFixed(1)} s`,
  );
}
if ('skip' in postgres) console.log(`  postgres     stage skipped: ${postgres.skip}`);
for (const u of unhandledErrors) {
  const where = [u.at, u.during && `while ${path.relative('.', u.during)} ran`].filter(Boolean);
  console.log(
    `  ✖ ${u.stage}: unhandled ${u.error}${where.length ? ` (${where.join(', ')})` : ''}`,
  );
}
const sum = (key: 'passed' | 'failed' | 'skipped') => tallies.reduce((n, t) => n + t[key], 0);
const skipped = sum('skipped');
console.log(
  `${sum('passed')} passed, ${sum('failed')} failed${skipped ? `, ${skipped} skipped` : ''}`,
);
process.exit(sum('failed') === 0 ? 0 : 1);
