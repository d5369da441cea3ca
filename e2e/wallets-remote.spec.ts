// With WALLETCONNECT_PROJECT_ID set (the fast instance), Connect also offers wallets on another
// device and Coinbase Wallet, while loading the page still calls no host but this one.
import { expect, test } from './fixtures';
import { FAST } from './fixtures/env';

test('with WalletConnect configured: nothing external at page load, then the modal offers WalletConnect and Coinbase', async ({
  page,
  externalRequests,
}) => {
  // No internet here: a remote wallet's own calls, once the person asks for it, are refused.
  await page.route(
    (url) => !['127.0.0.1', 'localhost'].includes(url.hostname),
    (route) => route.abort(),
  );
  await page.goto(`${FAST.baseURL}/`);
  const connect = page.getByRole('banner').getByRole('button', { name: /Connect/ });
  await expect(connect).toBeEnabled();
  // The wallet layer loads when the browser is idle after first paint: wait for it too.
  await page.waitForLoadState('networkidle');
  expect(externalRequests, 'requests to other hosts at page load').toEqual([]);

  await connect.click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText('Connect a Wallet')).toBeVisible();
  await expect(dialog.getByRole('button', { name: /WalletConnect/ })).toBeVisible();
  await expect(dialog.getByRole('button', { name: /Coinbase Wallet/ })).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('wallet-modal-remote.png') });
  // After the person asked, WalletConnect may reach for its relay (refused above): expected.
  externalRequests.length = 0;
});
