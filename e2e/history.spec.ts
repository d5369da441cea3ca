// History follows the wallet, not the browser: a transfer made from one place shows, with its
// outcome, in a fresh browser context once the same wallet connects.
import { generatePrivateKey } from 'viem/accounts';
import { expect, test } from './fixtures';
import { FILL_WAIT } from './fixtures/env';
import { TestWallet } from './fixtures/wallet';
import { HistoryPage } from './pages/HistoryPage';

test('a fresh browser lists the wallet’s transfer with its outcome once it connects', async ({
  browser,
  ferry,
}) => {
  const privateKey = generatePrivateKey();
  const wallet = new TestWallet({ privateKey });
  const { quoteId: orderId } = await ferry.transfer(wallet.account);
  let depositId = '';
  await expect
    .poll(async () => {
      const t = (await ferry.getTransfer(orderId)).json as {
        deposit: { depositId: string } | null;
        status: { state: string };
      };
      depositId = t.deposit?.depositId ?? '';
      return t.status.state;
    }, FILL_WAIT)
    .toBe('filled');

  // Nothing of this transfer is stored in this context: everything comes from the service.
  const context = await browser.newContext({ colorScheme: 'light' });
  const page = await context.newPage();
  const again = new TestWallet({ privateKey });
  await again.install(page);
  const history = new HistoryPage(page);
  await history.open();
  await expect(history.main).toContainText('Connect your wallet to see all your transfers');
  await expect(history.main).toContainText('No transfers from this browser yet');
  await history.expectAccessible('History without a wallet');

  await history.connect();
  const item = history.item('25 USDC');
  await expect(item).toBeVisible({ timeout: 20_000 });
  await expect(item).toContainText('Delivered');
  await expect(item).toContainText('Arbitrum One → Base');
  await expect(item.getByRole('link', { name: /Details/ })).toHaveAttribute(
    'href',
    `/explorer/deposits/42161/${depositId}`,
  );
  await history.expectAccessible('History with a wallet (light)');
  await history.chooseTheme('Dark theme');
  await history.expectAccessible('History with a wallet (dark)');
  await history.screenshot('history-wallet-dark');
  await context.close();
});
