// The dashboard as a new user met it (issue 38): a refused webhook URL says why; Ferry's own
// receiver is subscribed once per event set; a busy deposit address is grouped by deposit and
// paged, and the list of addresses fits a phone; in Arabic, code and event names stay left to
// right and whole; a Spanish amount the bridge refuses leaves no amount in the link.
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { BridgePage } from './pages/BridgePage';
import { IntegratorPage } from './pages/IntegratorPage';

// One after the other: the receiver test deletes the subscription it made, and the others make
// one of the same event set.
test.describe.configure({ timeout: 180_000, mode: 'default' });

/** Lines a piece of text takes on screen (1 when it is never broken). */
const lines = (el: Locator) =>
  el.evaluate((node) => {
    const range = document.createRange();
    range.selectNodeContents(node);
    const tops = new Set([...range.getClientRects()].map((r) => Math.round(r.top)));
    return tops.size;
  });

const TYPES = ['deposit-pending', 'deposit-confirmed', 'filled', 'refund-pending', 'refunded'];

/** Check only these event types in the new-subscription form. */
async function keepOnly(dash: IntegratorPage, ...keep: string[]) {
  for (const type of TYPES) {
    const box = dash.main.getByRole('checkbox', { name: new RegExp(`pda_transfer\\.${type}\\b`) });
    await box.setChecked(keep.includes(type));
  }
}

async function overflow(page: Page) {
  return page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
}

test('a refused webhook URL says why, and the receiver is subscribed once per event set', async ({
  page,
  wallet,
}) => {
  const dash = new IntegratorPage(page);
  await dash.goto('/integrator');
  await dash.signIn(wallet.address);
  await dash.section('Webhooks').click();

  const refused = async (url: string, text: RegExp) => {
    await dash.main.getByLabel('Your own HTTPS endpoint').check();
    await dash.main.getByLabel('Endpoint URL').fill(url);
    await dash.main.getByRole('button', { name: 'Create subscription' }).click();
    const notice = dash.main.getByRole('alert').filter({
      hasText: 'The service did not accept this URL',
    });
    await expect(notice).toContainText(text);
    await expect(notice).not.toContainText('private, loopback and link-local');
    return notice;
  };
  await refused('http://example.com/hook', /http:\/\/ is not accepted/);
  await dash.screenshot('integrator-webhook-refused-scheme-light', { fullPage: false });
  await refused('https://10.0.0.1/hook', /10\.0\.0\.1 is a private, link-local or reserved/);
  await refused('https://nowhere.invalid/hook', /nowhere\.invalid did not resolve/);

  // Ferry's receiver, one event type: once, then a conflict that links to the first.
  await dash.main.getByLabel(/Ferry’s own receiver/).check();
  await keepOnly(dash, 'filled');
  await dash.main.getByRole('button', { name: 'Create subscription' }).click();
  await dash.main.getByLabel('I have stored it').check();
  await dash.main.getByRole('button', { name: 'Done' }).click();
  const mine = dash.subscriptions
    .getByRole('listitem')
    .filter({ hasText: 'pda_transfer.filled', hasNotText: 'pda_transfer.deposit-pending' });
  await expect(mine).toHaveCount(1);
  const url = (await mine.getByRole('link').textContent())!.trim();
  await keepOnly(dash, 'filled');
  await dash.main.getByRole('button', { name: 'Create subscription' }).click();
  await expect(dash.main.getByText('A subscription for this URL already exists')).toBeVisible();
  await expect(
    dash.main.getByRole('link', { name: 'Open the existing subscription' }),
  ).toBeVisible();
  await expect(dash.subscriptions.getByText(url)).toHaveCount(1);
  await dash.screenshot('integrator-receiver-conflict-light');

  const row = dash.subscriptions.getByRole('listitem').filter({ hasText: url });
  await row.getByRole('button', { name: `Delete the subscription to ${url}` }).click();
  await row.getByRole('button', { name: 'Delete subscription' }).click();
  await expect(dash.subscriptions.getByText(url)).toHaveCount(0);
});

test('a busy deposit address is grouped by deposit and paged; the list fits a phone', async ({
  page,
  wallet,
}) => {
  const dash = new IntegratorPage(page);
  await dash.goto('/integrator');
  await dash.signIn(wallet.address);
  await dash.goto('/integrator/webhooks');
  // An event set of this test's own: integrator.spec subscribes all five at the same time.
  await keepOnly(dash, 'deposit-pending', 'deposit-confirmed', 'filled');
  await dash.main.getByRole('button', { name: 'Create subscription' }).click();
  await dash.main.getByLabel('I have stored it').check();
  await dash.main.getByRole('button', { name: 'Done' }).click();

  await dash.createDepositAddress({
    chainId: 10,
    token: 'USDC',
    recipient: wallet.address,
    refund: wallet.address,
  });
  const detail = page.url();
  await dash.main.getByLabel('Sent from').selectOption({ label: 'USDC on Arbitrum One' });
  for (let n = 0; n < 7; n++) {
    await dash.main.getByRole('button', { name: 'Send test deposit' }).click();
    await expect(dash.main.getByText('Test deposit sent')).toBeVisible({ timeout: 30_000 });
  }
  const deposits = dash.main.getByRole('list', { name: 'Deposits received' });
  const items = deposits.locator(':scope > li');
  const pages = dash.main.getByRole('navigation', { name: 'Pages of deposits' });
  await expect(pages).toContainText('1–5 of 7 deposits', { timeout: 60_000 });
  await expect(items).toHaveCount(5);
  // Each deposit with its own events, once each, until filled.
  await expect(items.first().getByText('pda_transfer.filled', { exact: true })).toHaveCount(1, {
    timeout: 60_000,
  });
  await expect(
    items.first().getByText('pda_transfer.deposit-pending', { exact: true }),
  ).toHaveCount(1);
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  expect(height, 'page height in px').toBeLessThan(4127);
  await dash.screenshot('integrator-address-grouped-light');
  await pages.getByRole('button', { name: 'Older' }).click();
  await expect(pages).toContainText('6–7 of 7 deposits');
  await expect(items).toHaveCount(2);

  await dash.chooseTheme('Dark theme');
  await dash.goto(detail);
  // A reload asks the service for the address's deposits again, behind the other workers' writes.
  await expect(pages).toContainText('1–5 of 7 deposits', { timeout: 30_000 });
  await dash.screenshot('integrator-address-grouped-dark');
  await page.setViewportSize({ width: 390, height: 844 });
  await dash.screenshot('integrator-address-grouped-phone-dark');
  expect(await overflow(page), 'horizontal overflow in px').toBeLessThanOrEqual(0);
  await dash.goto('/integrator/deposit-addresses');
  await expect(
    dash.main.getByRole('list', { name: 'Deposit addresses, newest first' }),
  ).toBeVisible();
  expect(await overflow(page), 'horizontal overflow in px').toBeLessThanOrEqual(0);
  await dash.screenshot('integrator-addresses-phone-dark');
  await dash.chooseTheme('Light theme');
  await dash.screenshot('integrator-addresses-phone-light');
  await page.setViewportSize({ width: 1280, height: 800 });
  await expect(
    dash.main.getByRole('table', { name: 'Deposit addresses, newest first' }),
  ).toBeVisible();
  await dash.screenshot('integrator-addresses-light');
});

test('in Arabic, code and event names stay left to right and on one line', async ({
  page,
  wallet,
}) => {
  const dash = new IntegratorPage(page);
  await dash.goto('/integrator');
  await dash.signIn(wallet.address);
  // A subscription of its own event set, for a console page with the verification snippets.
  await dash.goto('/integrator/webhooks');
  await keepOnly(dash, 'refund-pending');
  await dash.main.getByRole('button', { name: 'Create subscription' }).click();
  await dash.main.getByLabel('I have stored it').check();
  await dash.main.getByRole('button', { name: 'Done' }).click();
  const consolePath = await dash.subscriptions
    .getByRole('listitem')
    .filter({ hasText: 'pda_transfer.refund-pending', hasNotText: 'pda_transfer.filled' })
    .getByRole('link')
    .getAttribute('href');

  await page.evaluate(() => localStorage.setItem('ferry.locale', 'ar'));
  await page.setViewportSize({ width: 390, height: 844 });
  await dash.goto('/integrator/webhooks');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  for (const type of ['pda_transfer.deposit-pending', 'pda_transfer.deposit-confirmed']) {
    const name = dash.main.locator('code', { hasText: type }).first();
    await expect(name).toBeVisible();
    expect(await lines(name), type).toBe(1);
  }
  await dash.screenshot('integrator-webhooks-phone-ar');
  await dash.goto(consolePath!);
  await dash.main.locator('summary', { hasText: 'Python' }).click();
  const python = dash.main.getByText(/Python 3\.9\+/);
  await expect(python).toBeVisible();
  // The "+" is drawn right after the 9, not before "Python".
  const order = await python.evaluate((node) => {
    const text = node.firstChild!;
    const at = (i: number) => {
      const r = document.createRange();
      r.setStart(text, i);
      r.setEnd(text, i + 1);
      return r.getBoundingClientRect().left;
    };
    const s = text.textContent!;
    return { p: at(s.indexOf('P')), plus: at(s.indexOf('+')) };
  });
  expect(order.plus).toBeGreaterThan(order.p);
  await dash.main
    .locator('section[aria-labelledby="verify-heading"]')
    .screenshot({ path: 'test-results/screenshots/integrator-snippet-titles-ar.png' });
  await dash.screenshot('integrator-console-phone-ar');
});

test('a Spanish amount the bridge refuses leaves no amount in the link', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('ferry.locale', 'es'));
  const bridge = new BridgePage(page);
  await bridge.goto('/?from=42161&to=8453&token=USDC');
  const amount = bridge.main.getByRole('textbox', { name: 'Envías' });
  const type = async (text: string) => {
    await amount.fill('');
    await amount.pressSequentially(text, { delay: 40 });
  };
  await type('1,5');
  await expect(page).toHaveURL(/amount=1\.5(&|$)/);
  for (const typed of ['1.234', '12.345.678']) {
    await type(typed);
    await expect(amount).toHaveAttribute('aria-invalid', 'true');
    await expect(page).not.toHaveURL(/amount=/);
  }
  await bridge.screenshot('bridge-spanish-refused-amount', { fullPage: false });
});
