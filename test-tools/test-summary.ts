// The last step of `npm test`: one line of totals over every stage (`N passed, N failed`), the
// line CI reads, from the reports the stages leave in .test-results: a marker for each check
// (typecheck, lint, build), Vitest's and Playwright's JSON reports. A stage that left nothing
// (it crashed, or a check failed) counts as one failure, so the line never reads better than
// the run was. Unhandled errors are named, since CI shows only the end of a long log.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { unhandledFileFor, type UnhandledLine } from './unhandled-errors-reporter';

export interface Tally {
  stage: string;
  passed: number;
  failed: number;
  skipped: number;
  seconds?: number;
  /** Errors outside any test: they fail a stage whose tests all passed. */
  unhandled: UnhandledLine[];
}

interface VitestReport {
  numPassedTests: number;
  numFailedTests: number;
  numPendingTests: number;
  numTodoTests: number;
  success: boolean;
  startTime: number;
  testResults: { endTime?: number }[];
}

interface PlaywrightReport {
  /** Errors outside any test: a web server that did not start, a global set-up that threw. */
  errors?: unknown[];
  stats: { expected: number; unexpected: number; flaky: number; skipped: number; duration: number };
}

function readJson<T>(file: string): T | undefined {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as T;
  } catch {
    return undefined;
  }
}

const crashed = (stage: string): Tally => ({
  stage,
  passed: 0,
  failed: 1,
  skipped: 0,
  unhandled: [],
});

export function checkTally(dir: string, stage: string): Tally {
  return existsSync(path.join(dir, `${stage}.passed`))
    ? { stage, passed: 1, failed: 0, skipped: 0, unhandled: [] }
    : crashed(stage);
}

export function vitestTally(dir: string, stage: string, file: string): Tally {
  const report = readJson<VitestReport>(path.join(dir, file));
  if (!report) return crashed(stage);
  const unhandled = readJson<UnhandledLine[]>(unhandledFileFor(path.join(dir, file))) ?? [];
  const ended = Math.max(report.startTime, ...report.testResults.map((r) => r.endTime ?? 0));
  return {
    stage,
    passed: report.numPassedTests,
    // A run that failed with every test passing (an unhandled error) still fails.
    failed: report.numFailedTests + (!report.success && report.numFailedTests === 0 ? 1 : 0),
    skipped: report.numPendingTests + report.numTodoTests,
    seconds: (ended - report.startTime) / 1000,
    unhandled,
  };
}

export function playwrightTally(dir: string, stage: string, file: string): Tally {
  const report = readJson<PlaywrightReport>(path.join(dir, file));
  if (!report) return crashed(stage);
  const { expected, unexpected, flaky, skipped, duration } = report.stats;
  return {
    stage,
    passed: expected + flaky,
    // A run that could not start (its servers, its browser) reports no test at all.
    failed: unexpected + (report.errors?.length ?? 0),
    skipped,
    seconds: duration / 1000,
    unhandled: [],
  };
}

export function summary(tallies: readonly Tally[]): { lines: string[]; failed: number } {
  const lines = ['Summary'];
  for (const t of tallies) {
    const time = t.seconds === undefined ? '' : `  ${t.seconds.toFixed(1)} s`;
    lines.push(
      `  ${t.stage.padEnd(12)} ${String(t.passed).padStart(5)} passed ${String(t.failed).padStart(3)} failed ${String(t.skipped).padStart(3)} skipped${time}`,
    );
  }
  for (const t of tallies) {
    for (const u of t.unhandled) {
      const where = [u.at, u.during && `while ${path.relative('.', u.during)} ran`].filter(Boolean);
      lines.push(
        `  ✖ ${t.stage}: unhandled ${u.error}${where.length ? ` (${where.join(', ')})` : ''}`,
      );
    }
  }
  const sum = (key: 'passed' | 'failed' | 'skipped') => tallies.reduce((n, t) => n + t[key], 0);
  const skipped = sum('skipped');
  lines.push(
    `${sum('passed')} passed, ${sum('failed')} failed${skipped ? `, ${skipped} skipped` : ''}`,
  );
  return { lines, failed: sum('failed') };
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const dir = path.resolve('.test-results');
  const { lines, failed } = summary([
    checkTally(dir, 'typecheck'),
    checkTally(dir, 'lint'),
    checkTally(dir, 'build'),
    vitestTally(dir, 'vitest', 'vitest.json'),
    vitestTally(dir, 'postgres', 'vitest-postgres.json'),
    playwrightTally(dir, 'playwright', 'playwright.json'),
  ]);
  console.log(`\n${lines.join('\n')}`);
  process.exitCode = failed === 0 ? 0 : 1;
}
