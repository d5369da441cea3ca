// The totals line CI reads at the end of `npm test`, from the reports the stages leave behind.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { checkTally, playwrightTally, summary, vitestTally } from './test-summary';

const dir = mkdtempSync(path.join(os.tmpdir(), 'ferry-summary-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const write = (name: string, value: unknown) =>
  writeFileSync(path.join(dir, name), JSON.stringify(value));

const vitestReport = (over: object = {}) => ({
  numPassedTests: 10,
  numFailedTests: 0,
  numPendingTests: 2,
  numTodoTests: 0,
  success: true,
  startTime: 1_000,
  testResults: [{ endTime: 4_000 }],
  ...over,
});

describe('npm test summary', () => {
  it('adds every stage into one "N passed, N failed" line', () => {
    writeFileSync(path.join(dir, 'lint.passed'), '');
    write('unit.json', vitestReport());
    write('e2e.json', {
      stats: { expected: 5, unexpected: 1, flaky: 1, skipped: 0, duration: 9_000 },
    });
    const { lines, failed } = summary([
      checkTally(dir, 'lint'),
      vitestTally(dir, 'vitest', 'unit.json'),
      playwrightTally(dir, 'playwright', 'e2e.json'),
    ]);
    expect(lines.at(-1)).toBe('17 passed, 1 failed, 2 skipped');
    expect(failed).toBe(1);
    expect(lines.join('\n')).toContain('3.0 s');
  });

  it('fails an end-to-end run that could not start its servers, though no test failed', () => {
    write('no-servers.json', {
      errors: [{ message: 'Process from config.webServer was not able to start.' }],
      stats: { expected: 0, unexpected: 0, flaky: 0, skipped: 0, duration: 48_000 },
    });
    expect(summary([playwrightTally(dir, 'playwright', 'no-servers.json')]).lines.at(-1)).toBe(
      '0 passed, 1 failed',
    );
  });

  it('counts a check that left no marker, and a stage that left no report, as failed', () => {
    const { lines } = summary([
      checkTally(dir, 'typecheck'),
      vitestTally(dir, 'postgres', 'missing.json'),
    ]);
    expect(lines.at(-1)).toBe('0 passed, 2 failed');
  });

  it('fails a run whose tests all passed but that had an unhandled error, and names it', () => {
    write('errors.json', vitestReport({ success: false, numPendingTests: 0 }));
    write('errors-unhandled.json', [
      { error: 'Error: boom', at: 'at x.ts:1:1', during: '/repo/src/a.test.ts' },
    ]);
    const { lines } = summary([vitestTally(dir, 'vitest', 'errors.json')]);
    expect(lines.at(-1)).toBe('10 passed, 1 failed');
    expect(lines.join('\n')).toMatch(
      /✖ vitest: unhandled Error: boom \(at x\.ts:1:1, while .*a\.test\.ts ran\)/,
    );
  });
});
