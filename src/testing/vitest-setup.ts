// Vitest setup shared by every test file. Vitest globals are off, so Testing Library cannot
// unmount between tests by itself; do it here for the jsdom files only.
import '@testing-library/jest-dom/vitest';
import { afterEach } from 'vitest';

if (typeof document !== 'undefined') {
  const { cleanup, configure } = await import('@testing-library/react');
  afterEach(cleanup);
  // findBy… and waitFor wait for something to appear, not for a deadline: their 1 s default
  // failed tests on a 2-core runner busy with other files. A wait ends as soon as it is met.
  configure({ asyncUtilTimeout: 5_000 });
}
