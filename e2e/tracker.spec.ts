// The transfer tracker against the real stack (`node src/server/entry/launch.js start` as `npm
// start` runs it, embedded service, fast clock): transfers are created through the BFF's /api as
// the bridge page does (quote → sign with a viem key → execute), then followed in the page.
import type { Page } from '@playwright/test';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { expect, test } from './fixtures';
import { FAST } from './fixtures/env';
import { USDC } from './fixtures/servers';
import { TrackerPage } from './pages/TrackerPage';

const newAccount = () => privateKeyToAccount(generatePrivateKey());

/** What the bridge records after a submit (recordRecentTransfer), so local enrichment applies. */
async function rememberInBrowser(
  page: Page,
  entry: {
    orderId: string;
    expectedFillTimeSec: number;
    refundAddress: string;
    amount: string;
    submittedAt?: string;
  },
) {
  await page.addInitScript((e) => {
    const item = {
      ref: { kind: 'order', orderId: e.orderId },
      submittedAt: e.submittedAt ?? new Date().toISOString(),
      originChainId: 42161,
      destinationChainId: 8453,
      input: { symbol: 'USDC', decimals: 6, amount: e.amount },
      output: { symbol: 'USDC', decimals: 6, amount: e.amount },
      expectedFillTimeSec: e.expectedFillTimeSec,
      refundAddress: e.refundAddress,
    };
    if (!localStorage.getItem('ferry:recent-transfers:v1')) {
      localStorage.setItem(
        'ferry:recent-transfers:v1',
        JSON.stringify({ version: 1, items: [item] }),
      );
    }
  }, entry);
}

test.beforeEach(async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'light' });
});

test('follows a transfer live from quote to delivered, after reload and on another device', async ({
  page,
  browser,
  ferry,
}) => {
  const account = newAccount();
  await ferry.faucet(42161, account.address);
  const quote = await ferry.quote(account.address);
  const orderId = quote.quoteId;
  const tracker = new TrackerPage(page);

  await tracker.open(orderId);
  await tracker.expectStatus('Waiting for signature');
  await expect(tracker.followMode).toHaveAttribute('data-follow-mode', 'live');
  await expect(tracker.heading()).toHaveText('25 USDC from Arbitrum One to Base');

  // Signed and executed elsewhere (as the bridge does): the open page moves on by itself.
  await ferry.execute(orderId, await ferry.sign(quote, account));
  await tracker.expectStatus('Delivered');
  await expect(tracker.announcer).toHaveText(
    /Transfer status: Delivered\. The funds arrived on Base/,
  );
  await expect(tracker.followMode).toHaveAttribute('data-follow-mode', 'settled');
  await expect(tracker.status).toContainText(`arrived at ${account.address} on Base`);

  const transfer = (await ferry.getTransfer(orderId)).json as {
    deposit: { txnRef: string; depositId: string };
    fill: { txnRef: string };
  };
  // On the sandbox, Ferry's explorer: a public one cannot know the sandbox chains' transactions.
  await expect(tracker.explorerLink(/Deposit transaction on Arbitrum One/)).toHaveAttribute(
    'href',
    `/explorer?q=${transfer.deposit.txnRef}`,
  );
  await expect(tracker.explorerLink(/Fill transaction on Base/)).toHaveAttribute(
    'href',
    `/explorer?q=${transfer.fill.txnRef}`,
  );
  // Signed outside this browser, so the tracker does not know how: messages true of every kind.
  for (const step of [
    'Quote reserved',
    'Submitted',
    'Deposited on Arbitrum One',
    'Delivered on Base',
  ]) {
    await expect(tracker.progress.getByText(new RegExp(`^${step}(?!;)`))).toBeVisible();
  }
  // Every step has a time, the exact moment on hover.
  await expect(tracker.progress.locator('time[title]')).toHaveCount(4);
  const compare = tracker.main.getByRole('region', { name: 'Quoted and received' });
  await expect(compare).toContainText('Quoted');
  await expect(compare).toContainText('Arrived');
  await expect(compare).toContainText(/\$\d/);

  const bundle = await tracker.copySupportBundle();
  for (const id of [
    orderId,
    transfer.deposit.depositId,
    transfer.deposit.txnRef,
    transfer.fill.txnRef,
    '(42161)',
    '(8453)',
  ]) {
    expect(bundle).toContain(id);
  }

  await tracker.expectAccessible('Tracker: delivered');
  await tracker.screenshot('tracker-delivered-light');
  await tracker.chooseTheme('Dark theme');
  await tracker.expectAccessible('Tracker: delivered (dark)');
  await tracker.screenshot('tracker-delivered-dark');
  await tracker.chooseTheme('Light theme');

  await page.reload();
  await tracker.expectStatus('Delivered');

  // A shared link on another device: nothing in local storage, everything from the server.
  const other = await browser.newContext();
  const phone = new TrackerPage(await other.newPage());
  await phone.open(orderId);
  await phone.expectStatus('Delivered');
  await expect(phone.explorerLink(/Fill transaction on Base/)).toBeVisible();
  await other.close();
});

test('a transfer past its fill deadline: late, refund pending, then refunded', async ({
  page,
  fastFerry,
  fastSandbox,
}) => {
  // Fill deadline 4 h and refund 2 h later, simulated: 13 s and 7 s at clock speed 1080.
  test.setTimeout(90_000);
  const account = newAccount();
  await fastSandbox.pauseFills(true);
  try {
    const quote = await fastFerry.quote(account.address);
    const submittedAt = new Date().toISOString();
    await fastFerry.execute(quote.quoteId, await fastFerry.sign(quote, account));
    await rememberInBrowser(page, {
      submittedAt,
      orderId: quote.quoteId,
      expectedFillTimeSec: quote.expectedFillTimeSec,
      refundAddress: account.address,
      amount: '25000000',
    });
    const tracker = new TrackerPage(page);
    await tracker.goto(`${FAST.baseURL}/transfers/${quote.quoteId}`);
    await tracker.expectStatus('Deposited, awaiting fill');

    // Past twice the expected fill time: amber, with what happens next.
    const late = tracker.status.getByText(/^Taking longer than usual/);
    await expect(late).toBeVisible({ timeout: 15_000 });
    await expect(tracker.status).toContainText('If no relayer fills it by the deadline');
    await tracker.screenshot('tracker-late-light');

    // Reload mid-way: same state, from the server.
    await page.reload();
    await tracker.expectStatus(/Deposited, awaiting fill|Refund pending/);

    await tracker.expectStatus('Refund pending', 30_000);
    // The sandbox's two hours to the refund, at this clock speed: the 7 s it really takes.
    await expect(tracker.status.getByText('Refund expected within about 7 sec')).toBeVisible();
    await expect(tracker.status).toContainText(account.address);
    await expect(tracker.announcer).toHaveText(/Refund pending/);
    // The refund lands seconds later at this clock speed: picture first, then axe.
    await tracker.screenshot('tracker-refund-pending-light');
    await tracker.expectAccessible('Tracker: refund pending');

    await tracker.expectStatus('Refunded', 30_000);
    // Each outcome has its own mark: a refund is never shown with the delivered check.
    await expect(tracker.status.locator('[data-icon="refund"]').first()).toBeVisible();
    await expect(tracker.status.locator('[data-icon="check"]')).toHaveCount(0);
    await expect(tracker.status).toContainText(`went back to ${account.address} on Arbitrum One`);
    await expect(tracker.explorerLink(/Refund transaction on Arbitrum One/)).toBeVisible();
    await tracker.chooseTheme('Dark theme');
    await tracker.screenshot('tracker-refunded-dark');
  } finally {
    await fastSandbox.pauseFills(false);
  }
});

test('a gasless transfer, followed by its deposit', async ({ page, ferry }) => {
  const account = newAccount();
  const { depositId } = await ferry.gaslessTransfer(account);
  const tracker = new TrackerPage(page);
  await tracker.openDeposit(42161, depositId);
  await tracker.expectStatus('Delivered');
  await expect(tracker.heading()).toHaveText('25 USDC from Arbitrum One to Base');
  await expect(tracker.explorerLink(/Deposit transaction on Arbitrum One/)).toBeVisible();
  await expect(tracker.explorerLink(/Fill transaction on Base/)).toBeVisible();
  await tracker.expectAccessible('Tracker: gasless deposit');
});

test('an ordinary transfer opened by its deposit is not called gasless, and compares no quote', async ({
  page,
  ferry,
}) => {
  const { quoteId } = await ferry.transfer(newAccount());
  let depositId = '';
  await expect
    .poll(async () => {
      const deposit = (await ferry.getTransfer(quoteId)).json.deposit as { depositId?: string };
      depositId = deposit?.depositId ?? '';
      return depositId;
    })
    .not.toBe('');
  const tracker = new TrackerPage(page);
  await tracker.openDeposit(42161, depositId);
  await tracker.expectStatus('Delivered');
  await expect(tracker.main.getByText('Transfer', { exact: true })).toBeVisible();
  await expect(tracker.main.getByText('Transfer (gasless)')).toHaveCount(0);
  await expect(tracker.main.getByRole('region', { name: 'Quoted and received' })).toHaveCount(0);
});

test('just submitted but not visible yet reads "Looking for your transfer…", not a failure', async ({
  page,
}) => {
  const orderId = `0x${'7'.repeat(63)}1`;
  await rememberInBrowser(page, {
    orderId,
    expectedFillTimeSec: 3,
    refundAddress: USDC[8453],
    amount: '1000000',
  });
  const tracker = new TrackerPage(page);
  await tracker.open(orderId);
  await tracker.expectStatus('Looking for your transfer…');
  await expect(page.getByRole('alert')).toHaveCount(0);
  await tracker.expectAccessible('Tracker: indexing');

  // Without that local record, an unknown id is plainly "not found yet".
  await page.evaluate(() => localStorage.clear());
  await tracker.open(`0x${'8'.repeat(64)}`);
  await expect(tracker.main.getByText('Transfer not found yet')).toBeVisible();
});

test('recent transfers of this browser on /transfers and /history', async ({ page, ferry }) => {
  const account = newAccount();
  const quote = await ferry.transfer(account);
  await rememberInBrowser(page, {
    orderId: quote.quoteId,
    expectedFillTimeSec: 3,
    refundAddress: account.address,
    amount: '25000000',
  });
  const tracker = new TrackerPage(page);
  await tracker.goto('/transfers');
  await expect(tracker.heading()).toHaveText('Track a transfer');
  const recent = tracker.main.getByRole('list', { name: '1 recent transfer' });
  await expect(recent.getByRole('link')).toHaveCount(1);
  await tracker.expectAccessible('Transfers');
  await tracker.screenshot('transfers-light');

  // Without a wallet, history lists this browser's transfers with their outcome.
  await tracker.openSection('History');
  const history = tracker.main.getByRole('list', { name: 'Your transfers, newest first' });
  await expect(history.getByRole('listitem')).toHaveCount(1);
  await expect(history.getByRole('listitem')).toContainText('Delivered');
  await history.getByRole('link', { name: 'Track' }).click();
  await expect(page).toHaveURL(new RegExp(`/transfers/${quote.quoteId}$`));
  await tracker.expectStatus('Delivered');

  // Or paste an order id.
  await tracker.goto('/transfers');
  await tracker.main.getByLabel('Order ID').fill('not-an-id');
  await tracker.main.getByRole('button', { name: 'Track transfer' }).click();
  await expect(tracker.main.getByText(/0x followed by 64 hexadecimal/)).toBeVisible();
  await tracker.main.getByLabel('Order ID').fill(quote.quoteId);
  await tracker.main.getByRole('button', { name: 'Track transfer' }).click();
  await tracker.expectStatus('Delivered');
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true });

  test('the box to find a transfer is as tall as its button', async ({ page }) => {
    await page.goto('/transfers');
    const main = page.getByRole('main');
    const box = await main
      .getByLabel('Order ID, deposit transaction hash or deposit ID')
      .boundingBox();
    const button = await main.getByRole('button', { name: 'Track transfer' }).boundingBox();
    expect(box?.height).toBe(button?.height);
  });

  test('the tracker fits the screen, light and dark', async ({ page, ferry }) => {
    const account = newAccount();
    const quote = await ferry.transfer(account);
    const tracker = new TrackerPage(page);
    await tracker.open(quote.quoteId);
    await tracker.expectStatus('Delivered');
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow, 'horizontal overflow in px').toBeLessThanOrEqual(0);
    await tracker.expectAccessible('Tracker (phone)');
    await tracker.screenshot('phone-tracker-delivered-light');
    await tracker.chooseTheme('Dark theme');
    await tracker.expectAccessible('Tracker (phone, dark)');
    await tracker.screenshot('phone-tracker-delivered-dark');
    await tracker.goto('/transfers');
    await tracker.screenshot('phone-transfers-dark');
  });
});
