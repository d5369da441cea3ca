import { test as base, expect } from '@playwright/test';

const LOCAL_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]', '::1']);

interface Fixtures {
  /** Every request the page made to a host other than this machine (should stay empty). */
  externalRequests: string[];
  /** Uncaught errors thrown in the page. */
  pageErrors: string[];
}

export const test = base.extend<Fixtures>({
  externalRequests: [
    async ({ page }, use) => {
      const external: string[] = [];
      page.on('request', (request) => {
        const url = new URL(request.url());
        if (!/^(https?|wss?):$/.test(url.protocol)) return; // data:, blob:
        if (!LOCAL_HOSTS.has(url.hostname)) external.push(request.url());
      });
      await use(external);
      expect(external, 'requests to hosts other than localhost').toEqual([]);
    },
    { auto: true },
  ],
  pageErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      await use(errors);
      expect(errors, 'uncaught errors in the page').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
