// The integrator dashboard as a new integrator uses it against the embedded service: sign in
// with the injected wallet, create a deposit address and see it (QR, supported inputs), send a
// test deposit and watch its deposit and events arrive live, subscribe a webhook (secret once),
// hit the conflict, send a test event, delete. Then axe on every dashboard page, light and dark.
// The non-admin refusal is covered by a component test (IntegratorLayout.test.tsx) and the
// BFF's own guard tests: both e2e instances run with no DASHBOARD_ADMINS, where any wallet is
// an admin by design.
import { expect, test } from './fixtures';
import { IntegratorPage } from './pages/IntegratorPage';

// One after the other, not side by side: both tests make webhook subscriptions under the same
// key and open the newest one in the list, and the first deletes its own at the end. Side by
// side, the second once opened the first's, deleted a moment later ("No such subscription").
// Three minutes: each sandbox write now waits for its chain's state to be on disk, and the
// accessibility walk of every page in both themes took 2 minutes on CI's two cores.
test.describe.configure({ timeout: 240_000, mode: 'default' });

// The receiver subscription of all five event types, the form's default: only this file makes
// it (one per event set), while integrator-scale.spec makes others of its own sets meanwhile.
const ALL_TYPES = 'pda_transfer.refund-pending, pda_transfer.refunded';

test('a new integrator signs in, creates an address and a webhook, and watches events arrive', async ({
  page,
  wallet,
}) => {
  const dash = new IntegratorPage(page);
  await dash.goto('/integrator');
  await expect(
    dash.main.getByRole('heading', { name: 'Sign in to the integrator dashboard' }),
  ).toBeVisible();
  await dash.expectAccessible('Integrator: signed out');
  await dash.signIn(wallet.address);
  await expect(dash.main).toContainText('any wallet is an admin here');

  // A webhook to Ferry's own receiver: the secret is shown once, then gone for good.
  await dash.section('Webhooks').click();
  await dash.main.getByRole('button', { name: 'Create subscription' }).click();
  const secretBox = dash.main.getByTestId('webhook-secret');
  await expect(secretBox).toHaveText(/^whsec_/);
  const secret = (await secretBox.textContent())!;
  await dash.screenshot('integrator-webhook-secret-light');
  await dash.expectAccessible('Integrator: webhook secret');
  await dash.main.getByLabel('I have stored it').check();
  await dash.main.getByRole('button', { name: 'Done' }).click();
  await expect(secretBox).toHaveCount(0);
  const subscription = dash.subscriptions.getByRole('listitem').filter({ hasText: ALL_TYPES });
  const url = (await subscription.getByRole('link').textContent())!.trim();
  expect(url).toMatch(/\/api\/ferry\/webhooks\/receive\/rcv_/);
  await page.reload();
  await expect(dash.subscriptions).toContainText(url);
  await expect(dash.main).not.toContainText(secret);
  const stored = await page.evaluate(() => JSON.stringify({ ...localStorage, ...sessionStorage }));
  expect(stored).not.toContain(secret);

  // The same URL again: a conflict that links to the existing subscription.
  await dash.main.getByLabel('Your own HTTPS endpoint').check();
  await dash.main.getByLabel('Endpoint URL').fill(url);
  await dash.main.getByRole('button', { name: 'Create subscription' }).click();
  await expect(dash.main.getByText('A subscription for this URL already exists')).toBeVisible();
  await dash.main.getByRole('link', { name: 'Open the existing subscription' }).click();

  // The console: a signed test event reaches Ferry's receiver and shows in the delivery log.
  await expect(dash.main.getByRole('heading', { name: 'Webhook console' })).toBeVisible();
  await dash.main.getByRole('button', { name: 'Send test event' }).click();
  await expect(dash.main.getByText(/^HTTP 200 in \d+ ms$/)).toBeVisible({ timeout: 15_000 });
  await expect(dash.events.getByText('ferry.test-event', { exact: true }).first()).toBeVisible({
    timeout: 15_000,
  });
  await dash.screenshot('integrator-webhook-console-light');

  // A deposit address: QR, copy, no expiry, supported inputs in each token's units.
  const address = await dash.createDepositAddress({
    chainId: 8453,
    token: 'USDC',
    recipient: wallet.address,
    refund: wallet.address,
  });
  await expect(dash.main.getByRole('img', { name: `QR code of ${address}` })).toBeVisible();
  await expect(dash.main.getByText('No expiry')).toBeVisible();
  const inputs = dash.main.getByRole('table', { name: 'Supported inputs' });
  await expect(inputs.getByRole('rowheader', { name: 'USDC on Arbitrum One' })).toBeVisible();
  await expect(inputs).toContainText('USDC');
  await dash.screenshot('integrator-deposit-address-light');

  // The same request again resolves to the same address.
  const again = await dash.createDepositAddress({
    chainId: 8453,
    token: 'USDC',
    recipient: wallet.address,
    refund: wallet.address,
  });
  expect(again).toBe(address);
  await expect(dash.main.getByText('Same request, same address')).toBeVisible();

  // Sandbox: a test deposit; its deposit and its events appear without a reload.
  await dash.main.getByLabel('Sent from').selectOption({ label: 'USDC on Arbitrum One' });
  await dash.main.getByRole('button', { name: 'Send test deposit' }).click();
  // A test deposit is real transactions on the sandbox chains, sharing two cores with the other
  // worker's (integrator-scale.spec sends its own): as long as there.
  await expect(dash.main.getByText('Test deposit sent')).toBeVisible({ timeout: 30_000 });
  await expect(
    dash.events.getByText('pda_transfer.deposit-pending', { exact: true }).first(),
  ).toBeVisible({
    timeout: 30_000,
  });
  const deposits = dash.main.getByRole('list', { name: 'Deposits received' });
  await expect(deposits).toContainText('100 USDC from Arbitrum One', { timeout: 30_000 });
  await expect(dash.events.getByText('pda_transfer.filled', { exact: true }).first()).toBeVisible({
    timeout: 30_000,
  });
  // The one status map's messages for a filled deposit.
  // Under a full run's load the deposit index trails its webhook events (each sandbox write
  // waits for a state dump); alone it takes seconds.
  await expect(deposits.getByText('Delivered')).toBeVisible({ timeout: 120_000 });

  // Delete the subscription, confirming with its URL named.
  await dash.section('Webhooks').click();
  const row = dash.subscriptions.getByRole('listitem').filter({ hasText: url });
  await row.getByRole('button', { name: `Delete the subscription to ${url}` }).click();
  await expect(row).toContainText(`Delete the subscription to ${url}?`);
  await row.getByRole('button', { name: 'Delete subscription' }).click();
  await expect(dash.subscriptions.getByText(url)).toHaveCount(0);
});

test('every dashboard page has no serious accessibility violation, light and dark', async ({
  page,
  wallet,
}) => {
  const dash = new IntegratorPage(page);
  await dash.goto('/integrator');
  await dash.signIn(wallet.address);
  const address = await dash.createDepositAddress({
    chainId: 10,
    token: 'USDC',
    recipient: wallet.address,
  });
  const detail = new URL(page.url()).pathname;
  await dash.goto('/integrator/webhooks');
  await dash.main.getByRole('button', { name: 'Create subscription' }).click();
  await dash.main.getByLabel('I have stored it').check();
  await dash.main.getByRole('button', { name: 'Done' }).click();
  await dash.subscriptions
    .getByRole('listitem')
    .filter({ hasText: ALL_TYPES })
    .getByRole('link')
    .click();
  await dash.main.getByRole('button', { name: 'Send test event' }).click();
  await expect(dash.events).toBeVisible({ timeout: 15_000 });
  const consolePath = new URL(page.url()).pathname;
  const pages: [string, string][] = [
    ['/integrator', 'Overview'],
    ['/integrator/deposit-addresses', 'Deposit addresses'],
    ['/integrator/deposit-addresses/new', 'New deposit address'],
    [detail, 'Deposit address'],
    ['/integrator/webhooks', 'Webhooks'],
    [consolePath, 'Webhook console'],
    ['/integrator/fees', 'Fees & limits'],
  ];
  expect(address).toMatch(/^0x/);
  for (const theme of ['Light theme', 'Dark theme'] as const) {
    await dash.chooseTheme(theme);
    for (const [path, title] of pages) {
      await dash.goto(path);
      await expect(
        dash.main.getByRole('heading', { name: title, exact: true }).first(),
      ).toBeVisible();
      await expect(dash.main.locator('[aria-busy="true"]')).toHaveCount(0);
      await dash.expectAccessible(`${title} (${theme})`);
    }
    // Fees with a route chosen: the limits and the fee breakdown.
    await dash.main.getByLabel('From', { exact: true }).selectOption('42161');
    await dash.main.getByLabel('To', { exact: true }).selectOption('8453');
    await dash.main.getByLabel('Token', { exact: true }).selectOption({ index: 1 });
    await expect(dash.main.getByRole('heading', { name: 'Suggested fees' })).toBeVisible();
    await expect(dash.main.getByText('Recipient gets')).toBeVisible();
    await dash.expectAccessible(`Fees & limits with a route (${theme})`);
    await dash.screenshot(`integrator-fees-${theme === 'Light theme' ? 'light' : 'dark'}`);
  }
  await page.setViewportSize({ width: 390, height: 844 });
  await dash.goto(detail);
  await expect(dash.main.getByRole('img', { name: `QR code of ${address}` })).toBeVisible();
  await dash.screenshot('integrator-deposit-address-phone-dark');
});

test('Fees & limits prices a route whose token has other decimals on each side', async ({
  page,
  wallet,
}) => {
  const dash = new IntegratorPage(page);
  await dash.goto('/integrator');
  await dash.signIn(wallet.address);
  await dash.section('Fees & limits').click();
  // USDC: 18 decimals on BNB Smart Chain, 6 on Base.
  await dash.main.getByLabel('From', { exact: true }).selectOption('56');
  await dash.main.getByLabel('To', { exact: true }).selectOption('8453');
  await dash.main
    .getByLabel('Token', { exact: true })
    .selectOption({ label: 'USDC (18 decimals here, 6 on Base)' });
  await expect(dash.main.getByRole('heading', { name: 'Suggested fees' })).toBeVisible();
  await expect(dash.main.getByText('Recipient gets', { exact: true })).toBeVisible();
  await expect(dash.main.getByRole('alert')).toHaveCount(0);
  await dash.screenshot('integrator-fees-unmatched-decimals');
});

test('signing out shows the plain sign-in panel, not "your session has ended"', async ({
  page,
  wallet,
}) => {
  const dash = new IntegratorPage(page);
  await dash.goto('/integrator');
  await dash.signIn(wallet.address);
  await dash.main.getByRole('button', { name: 'Sign out' }).click();
  await expect(
    dash.main.getByRole('heading', { name: 'Sign in to the integrator dashboard' }),
  ).toBeVisible();
  await expect(dash.main.getByRole('heading', { name: 'Your session has ended' })).toHaveCount(0);
  await expect(dash.main.getByRole('navigation', { name: 'Integrator sections' })).toHaveCount(0);
  await dash.screenshot('integrator-signed-out');
});

test('with no wallet installed, signing in to the dashboard explains wallets for that', async ({
  page,
}) => {
  const dash = new IntegratorPage(page);
  await dash.goto('/integrator');
  await dash.main.getByRole('button', { name: 'Connect a wallet and sign in' }).click();
  const dialog = page.getByRole('dialog', { name: 'You need a wallet to sign in' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('costs nothing and sends no transaction');
  await expect(dialog).not.toContainText('send tokens');
});
