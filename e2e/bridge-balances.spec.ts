// The wallet's balance in the bridge form, read through the BFF's JSON-RPC from the embedded
// service's sandbox chain (which /sandbox/balances and the faucet set), and what the form does
// with it.
import { expect, test } from './fixtures';
import { BridgePage } from './pages/BridgePage';

const USDC_ARBITRUM = '0xaf88d065e77c8cC2239327C5EDb3A432268e5831';

test.beforeEach(async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'light' });
});

test('the balance shows beside the amount and MAX fills it exactly', async ({
  page,
  wallet,
  sandbox,
}) => {
  await sandbox.setBalance(42161, USDC_ARBITRUM, wallet.account.address, '1234567891');
  const bridge = new BridgePage(page);
  await bridge.goto('/?from=42161&to=8453&token=USDC');
  await bridge.connect();
  await expect(bridge.main.getByText('Balance: 1,234.567891 USDC')).toBeVisible();
  await bridge.main
    .getByRole('button', { name: /^Use the most you can send: 1234\.567891 USDC/ })
    .click();
  await expect(bridge.amount).toHaveValue('1234.567891');
  await bridge.main.getByRole('button', { name: /^50%/ }).click();
  await expect(bridge.amount).toHaveValue('617.283945');
  await bridge.expectQuote();
  await expect(bridge.action('Review transfer')).toBeEnabled();

  await bridge.main.getByRole('button', { name: /^Token: USDC/ }).click();
  const picker = page.getByRole('dialog', { name: 'Choose a token on Arbitrum One' });
  await expect(picker.getByRole('group', { name: 'Your tokens' })).toContainText('USDC');
  await bridge.screenshot('bridge-balances-picker-light', { fullPage: false });
  await page.keyboard.press('Escape');
  await bridge.expectAccessible('Bridge with balances');
  await bridge.chooseTheme('Dark theme');
  await bridge.expectAccessible('Bridge with balances (dark)');
  await bridge.screenshot('bridge-balances-dark');
});

test('an amount above the balance blocks review and says why', async ({
  page,
  wallet,
  sandbox,
}) => {
  await sandbox.setBalance(42161, USDC_ARBITRUM, wallet.account.address, '5000000');
  const bridge = new BridgePage(page);
  await bridge.goto('/?from=42161&to=8453&token=USDC');
  await bridge.connect();
  await expect(bridge.main.getByText('Balance: 5 USDC')).toBeVisible();
  await bridge.typeAmount('10');
  await expect(
    bridge.main.getByText('Your balance is 5 USDC on Arbitrum One.').first(),
  ).toBeVisible();
  const blocked = bridge.action(/^Insufficient balance/);
  await expect(blocked).toBeVisible();
  await expect(bridge.action('Review transfer')).toHaveCount(0);
  await bridge.screenshot('bridge-insufficient-light');
});

test('a new wallet on a sandbox chain gets test funds beside its balance, then can review', async ({
  page,
  wallet,
}) => {
  expect(wallet.account.address).toMatch(/^0x/); // installed before the page loads
  const bridge = new BridgePage(page);
  await bridge.goto('/?from=42161&to=8453&token=USDC&amount=25');
  await bridge.connect();
  await expect(bridge.main.getByText('Balance: 0 USDC')).toBeVisible();
  const getFunds = bridge.main.getByRole('button', { name: 'Sandbox chain: get test funds' });
  await expect(getFunds).toBeVisible();
  await expect(bridge.action(/^Insufficient balance/)).toBeVisible();
  await bridge.expectAccessible('Bridge: test funds offered');
  await bridge.screenshot('bridge-test-funds-light');
  // Connected at desktop width (see below), then a phone's width in the dark.
  await page.setViewportSize({ width: 390, height: 844 });
  await bridge.chooseTheme('Dark theme');
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow, 'horizontal overflow in px').toBeLessThanOrEqual(0);
  await bridge.expectAccessible('Bridge: test funds offered (phone, dark)');
  await bridge.screenshot('bridge-test-funds-phone-dark', { fullPage: false });

  // By keyboard: the message that replaces the button takes its focus.
  await getFunds.focus();
  await page.keyboard.press('Enter');
  const added = bridge.main.getByRole('status').filter({
    hasText: 'Test funds added on Arbitrum One.',
  });
  await expect(added).toBeFocused({ timeout: 15_000 });
  await expect(getFunds).toHaveCount(0);
  await expect(bridge.main.getByText('Balance: 10,001,500.225034 USDC')).toBeVisible();
  await bridge.expectQuote();
  await expect(bridge.action('Review transfer')).toBeEnabled();
  await bridge.screenshot('bridge-test-funds-added-phone-dark', { fullPage: false });
});

test('a shared link with a token the route does not carry says what changed and fixes the URL', async ({
  page,
}) => {
  const bridge = new BridgePage(page);
  await bridge.goto('/?from=42161&to=8453&token=FOO&amount=10');
  await expect(bridge.main.getByText('FOO changed to USDC')).toBeVisible();
  await expect(page).toHaveURL(/token=USDC/);
  await expect(bridge.amount).toHaveValue('10');
});

test('a shared link with a token the route lists but cannot move keeps it, with the reason', async ({
  page,
}) => {
  const bridge = new BridgePage(page);
  // Relayer liquidity for USDT on BNB Smart Chain is paused and no swap from it can be quoted:
  // the link's token stays, and the form says why not. (USDT to Base, where USDT is not, goes
  // through a swap: bridge-swap.spec.ts.)
  await bridge.goto('/?from=42161&to=56&token=USDT&amount=10');
  await expect(bridge.action('Token unavailable')).toBeVisible();
  await expect(bridge.main.getByText(/USDT: Relayer liquidity paused/)).toBeVisible();
  await expect(page).toHaveURL(/token=USDT/);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('unavailable chains wait under one collapsed section; the form fits', async ({ page }) => {
    const bridge = new BridgePage(page);
    await bridge.goto('/?from=42161&to=8453&token=USDC');
    // Leading zeros read as people mean them; the link carries the plain number.
    await bridge.typeAmount('0012.5');
    await expect(bridge.amount).toHaveValue('0012.5');
    await expect(bridge.amount).not.toHaveAttribute('aria-invalid');
    await expect(page).toHaveURL(/amount=12\.5(&|$)/);
    await bridge.main.getByRole('button', { name: /^From / }).tap();
    const chains = page.getByRole('dialog', { name: 'Choose the origin chain' });
    const toggle = chains.getByRole('button', { name: /^Unavailable \(\d+\)/ });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(chains.getByRole('option', { name: /Sepolia/ })).toHaveCount(0);
    await bridge.screenshot('bridge-phone-chain-picker', { fullPage: false });
    await page.keyboard.press('Escape');
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow, 'horizontal overflow in px').toBeLessThanOrEqual(0);
    await bridge.expectAccessible('Bridge (phone)');
  });
});

// Connected at desktop width, then narrowed: RainbowKit's phone layout lists only phone
// wallets, and the injected test wallet is a desktop one.
test.describe('at phone width', () => {
  test('the header stays one row when connected, and every section of the nav is in view', async ({
    page,
    wallet,
  }) => {
    expect(wallet.account.address).toMatch(/^0x/); // installed before the page loads
    const bridge = new BridgePage(page);
    await bridge.goto('/?from=42161&to=8453&token=USDC');
    await bridge.connect();
    await page.setViewportSize({ width: 390, height: 844 });
    const logo = await bridge.header.getByRole('link', { name: /Ferry/ }).first().boundingBox();
    const account = await bridge.header.getByRole('button', { name: /^Wallet 0x/ }).boundingBox();
    const theme = await bridge.header.getByRole('button', { name: 'Dark theme' }).boundingBox();
    // One row: the logo, the theme switcher and the account button share a centre line.
    const centre = (b: { y: number; height: number } | null) => (b ? b.y + b.height / 2 : NaN);
    expect(Math.abs(centre(logo) - centre(account))).toBeLessThanOrEqual(4);
    expect(Math.abs(centre(theme) - centre(account))).toBeLessThanOrEqual(4);
    const nav = bridge.header.getByRole('navigation', { name: 'Main' });
    for (const link of await nav.getByRole('link').all()) {
      const box = await link.boundingBox();
      expect(box, await link.innerText()).not.toBeNull();
      expect(box!.x).toBeGreaterThanOrEqual(0);
      expect(box!.x + box!.width, await link.innerText()).toBeLessThanOrEqual(390);
    }
    await bridge.screenshot('bridge-phone-header-connected', { fullPage: false });
  });
});

test('the HyperCore review keeps every signed value inside its cell at 1280 px', async ({
  page,
  wallet,
}) => {
  expect(wallet.account.address).toMatch(/^0x/); // installed before the page loads
  await page.setViewportSize({ width: 1280, height: 900 });
  const bridge = new BridgePage(page);
  await bridge.goto('/?from=1337&to=8453&token=USDC&amount=40');
  await bridge.connect();
  await bridge.expectQuote(/^39\.\d+ USDC$/);
  await bridge.action('Review transfer').click();
  await expect(bridge.review.getByText('Signed for').first()).toBeVisible();
  const overflowing = await bridge.review.locator('dd').evaluateAll((cells) =>
    cells
      .filter((dd) => {
        const row = dd.parentElement!.getBoundingClientRect();
        const kids = [...dd.querySelectorAll('*')].map((el) => el.getBoundingClientRect());
        return dd.scrollWidth > dd.clientWidth + 1 || kids.some((k) => k.right > row.right + 1);
      })
      .map((dd) => dd.textContent),
  );
  expect(overflowing, 'values wider than their row').toEqual([]);
  await bridge.screenshot('bridge-hypercore-review-1280');
});
