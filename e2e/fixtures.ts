import { test as base, expect } from '@playwright/test';
import { FAST, MAIN } from './fixtures/env';
import { FerryApi, Sandbox } from './fixtures/servers';
import { TestWallet } from './fixtures/wallet';

const LOCAL_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]', '::1']);

interface Fixtures {
  /** Every request the page made to a host other than this machine (should stay empty). */
  externalRequests: string[];
  /** Uncaught errors thrown in the page. */
  pageErrors: string[];
  /** A wallet injected into the page (EIP-1193 + EIP-6963), backed by a viem key in this process. */
  wallet: TestWallet;
  /** The main Ferry instance's /api (clock speed 60), as the browser calls it. */
  ferry: FerryApi;
  /** The fast instance (clock speed 720) for refund journeys, and its sandbox controls. */
  fastFerry: FerryApi;
  fastSandbox: Sandbox;
  /** The main instance's sandbox controls (balances; do not pause fills here: it is shared). */
  sandbox: Sandbox;
  /**
   * Test funds for the injected wallet on a sandbox chain of the main instance, as a person gets
   * them: from the faucet behind the bridge's "Sandbox chain: get test funds".
   */
  fundWallet: (chainId: number) => Promise<void>;
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
  // Playwright hands each fixture a `use` callback; named `provide` here so the React hooks
  // lint rule does not take it for React's use().
  wallet: async ({ page }, provide) => {
    const wallet = new TestWallet();
    await wallet.install(page);
    await provide(wallet);
  },
  // eslint-disable-next-line no-empty-pattern
  ferry: async ({}, provide) => provide(new FerryApi(MAIN)),
  // eslint-disable-next-line no-empty-pattern
  fastFerry: async ({}, provide) => provide(new FerryApi(FAST)),
  // eslint-disable-next-line no-empty-pattern
  fastSandbox: async ({}, provide) => provide(new Sandbox(FAST)),
  // eslint-disable-next-line no-empty-pattern
  sandbox: async ({}, provide) => provide(new Sandbox(MAIN)),
  fundWallet: async ({ wallet, ferry }, provide) =>
    provide(async (chainId) => void (await ferry.faucet(chainId, wallet.address))),
});

export { expect };
