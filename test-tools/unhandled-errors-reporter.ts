// A Vitest reporter for `npm test`: writes each unhandled error (an error thrown or a promise
// rejected outside any test, which fails the run though every test passed) beside the run's JSON
// report (`--outputFile.json=X.json` → `X-unhandled.json`), so the final summary (test-summary.ts)
// can name them. CI shows only the end of a long log; without this, the errors themselves scroll
// out of view and only "4 errors" is left.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Reporter, Vitest } from 'vitest/node';

interface Unhandled {
  message?: string;
  name?: string;
  stack?: string;
  VITEST_TEST_PATH?: string;
}

/** One line of the file: what `npm test`'s summary prints for each error. */
export interface UnhandledLine {
  error: string;
  /** The first stack frame. */
  at: string;
  /** The test file that was running. */
  during: string;
}

/** Where the unhandled errors of the run whose JSON report goes to `jsonFile` are written. */
export const unhandledFileFor = (jsonFile: string) =>
  jsonFile.replace(/\.json$/, '-unhandled.json');

export function unhandledLines(errors: readonly Unhandled[]): UnhandledLine[] {
  return errors.map((e) => ({
    error: `${e.name ?? 'Error'}: ${e.message ?? ''}`.slice(0, 500),
    at:
      (e.stack ?? '')
        .split('\n')
        .find((l) => l.trim().startsWith('at '))
        ?.trim() ?? '',
    during: e.VITEST_TEST_PATH ?? '',
  }));
}

export default class UnhandledErrorsReporter implements Reporter {
  private file: string | undefined;

  onInit(vitest: Vitest) {
    const out = vitest.config.outputFile;
    const json = typeof out === 'string' ? out : out?.json;
    this.file = json && unhandledFileFor(path.resolve(vitest.config.root, json));
  }

  onTestRunEnd(_modules: unknown, errors: readonly Unhandled[]) {
    if (this.file) writeFileSync(this.file, JSON.stringify(unhandledLines(errors), null, 2));
  }
}
