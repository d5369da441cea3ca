// A Vitest reporter for `npm test`: writes each unhandled error (an error thrown or a promise
// rejected outside any test, which fails the run though every test passed) to a short JSON file,
// so the final summary can name them. CI shows only the end of a long log; without this, the
// errors themselves scroll out of view and only "4 errors" is left.
import { writeFileSync } from 'node:fs';
import type { Reporter } from 'vitest/reporters';

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

export default class UnhandledErrorsReporter implements Reporter {
  onTestRunEnd(_modules: unknown, errors: readonly Unhandled[]) {
    const file = process.env.FERRY_UNHANDLED_FILE;
    if (!file) return;
    const lines = errors.map((e): UnhandledLine => ({
      error: `${e.name ?? 'Error'}: ${e.message ?? ''}`.slice(0, 500),
      at:
        (e.stack ?? '')
          .split('\n')
          .find((l) => l.trim().startsWith('at '))
          ?.trim() ?? '',
      during: e.VITEST_TEST_PATH ?? '',
    }));
    writeFileSync(file, JSON.stringify(lines, null, 2));
  }
}
