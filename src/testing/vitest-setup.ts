// Vitest setup shared by every test file. Vitest globals are off, so Testing Library cannot
// unmount between tests by itself; do it here for the jsdom files only.
import '@testing-library/jest-dom/vitest';
import { afterEach } from 'vitest';

if (typeof document !== 'undefined') {
  const { cleanup } = await import('@testing-library/react');
  afterEach(cleanup);
}
