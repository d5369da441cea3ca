import { expect, test } from './fixtures';
import { AppShell, type Section } from './pages/AppShell';
import { IntegratorPage } from './pages/IntegratorPage';

// `built`: the section works today (no "Coming in a later release" panel to look for).
const SECTIONS: Array<{ section: Section; path: RegExp; heading: string; built?: boolean }> = [
  { section: 'Transfers', path: /\/transfers$/, heading: 'Track a transfer', built: true },
  { section: 'History', path: /\/history$/, heading: 'Your transfers', built: true },
  { section: 'Explorer', path: /\/explorer$/, heading: 'Support explorer', built: true },
  { section: 'Integrator', path: /\/integrator$/, heading: 'Integrator dashboard', built: true },
  { section: 'Bridge', path: /\/$/, heading: 'Move tokens between chains', built: true },
];

const INTEGRATOR_SECTIONS = [
  { link: 'Deposit addresses', path: /\/integrator\/deposit-addresses$/ },
  { link: 'Webhooks', path: /\/integrator\/webhooks$/ },
  { link: 'Fees & limits', path: /\/integrator\/fees$/ },
];

test.beforeEach(async ({ page }) => {
  // A fixed starting point: light theme, whatever the machine prefers.
  await page.emulateMedia({ colorScheme: 'light' });
});

test('walks every section from the main navigation', async ({ page }) => {
  // Six pages, each loaded and checked with axe: 29 s of the default 30 under a full run's load.
  test.slow();
  const app = new AppShell(page);
  await app.goto('/');
  await expect(app.heading()).toHaveText('Move tokens between chains');
  await expect(page).toHaveTitle('Bridge · Ferry');
  await expect(app.main.getByRole('textbox', { name: 'You send' })).toBeVisible();
  await expect(app.footer).toBeVisible();
  await app.expectAccessible('Bridge');
  await app.screenshot('light-bridge');

  for (const { section, path, heading, built } of SECTIONS) {
    await app.openSection(section);
    await expect(page).toHaveURL(path);
    await expect(app.heading()).toHaveText(heading);
    if (!built) await expect(app.main.getByText(/^Coming in a later release: /)).toBeVisible();
    await app.expectAccessible(section);
  }
});

test('integrator sub-navigation opens each dashboard section', async ({ page, wallet }) => {
  const app = new IntegratorPage(page);
  await app.goto('/integrator');
  // The sections are behind sign-in (any wallet is an admin with the embedded service).
  await app.signIn(wallet.address);
  const subNav = page.getByRole('navigation', { name: 'Integrator sections' });
  await expect(subNav.getByRole('link', { name: 'Overview' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  for (const { link, path } of INTEGRATOR_SECTIONS) {
    await subNav.getByRole('link', { name: link }).click();
    await expect(page).toHaveURL(path);
    await expect(app.main.getByRole('heading', { level: 2, name: link })).toBeVisible();
    await expect(subNav.getByRole('link', { name: link })).toHaveAttribute('aria-current', 'page');
    await expect(app.navLink('Integrator')).toHaveAttribute('aria-current', 'page');
    await app.expectAccessible(`Integrator: ${link}`);
  }
  await app.screenshot('light-integrator-webhooks');

  // On a phone every section's tab stays in view (they wrap; none hides behind a scroll).
  await page.setViewportSize({ width: 390, height: 844 });
  for (const { link } of INTEGRATOR_SECTIONS) {
    await expect(subNav.getByRole('link', { name: link })).toBeInViewport({ ratio: 1 });
  }
});

test('works by keyboard: skip link, then a nav link', async ({ page }) => {
  const app = new AppShell(page);
  await app.goto('/');
  await page.keyboard.press('Tab');
  await expect(app.skipLink).toBeFocused();
  await expect(app.skipLink).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(app.main).toBeFocused();

  // From the top again, tab to "History" and follow it with Enter. Shift+Tab lands at the end
  // of the header, so the walk goes through the whole bridge form and wraps to the top: the
  // bound is generous, so a new control on the page does not break this check.
  await page.keyboard.press('Shift+Tab');
  const history = app.navLink('History');
  for (let i = 0; i < 60 && !(await history.evaluate((el) => el === document.activeElement)); i++) {
    await page.keyboard.press('Tab');
  }
  await expect(history).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/history$/);
  await expect(app.heading()).toHaveText('Your transfers');
  await expect(history).toHaveAttribute('aria-current', 'page');
});

test('dark mode: toggles, persists across a reload, and follows the system', async ({ page }) => {
  const app = new AppShell(page);
  await app.goto('/');
  expect(await app.isDark()).toBe(false);

  await app.chooseTheme('Dark theme');
  expect(await app.isDark()).toBe(true);
  // Every colour switches at once: a nav link still fading from its light colour is, for that
  // moment, too faint to read on the dark background.
  const fading = await app.nav
    .getByRole('link')
    .evaluateAll((links) => links.flatMap((link) => link.getAnimations()).length);
  expect(fading).toBe(0);
  await page.reload();
  expect(await app.isDark()).toBe(true);
  await expect(app.themeButton('Dark theme')).toHaveAttribute('aria-pressed', 'true');
  await app.expectAccessible('Bridge (dark)');
  await app.screenshot('dark-bridge');

  await app.chooseTheme('Match system theme');
  expect(await app.isDark()).toBe(false);
  await page.emulateMedia({ colorScheme: 'dark' });
  await expect.poll(() => app.isDark()).toBe(true);

  await app.chooseTheme('Light theme');
  expect(await app.isDark()).toBe(false);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true });

  test('shows the navigation and fits the screen', async ({ page }) => {
    const app = new AppShell(page);
    await app.goto('/');
    await expect(app.nav).toBeVisible();
    await expect(app.themeButton('Dark theme')).toBeVisible();
    await expect(app.connectButton).toBeVisible();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow, 'horizontal overflow in px').toBeLessThanOrEqual(0);
    await app.screenshot('phone-bridge');

    // The nav row scrolls sideways: the last section is still one tap away.
    await app.navLink('Integrator').scrollIntoViewIfNeeded();
    await app.navLink('Integrator').tap();
    await expect(app.heading()).toHaveText('Integrator dashboard');
    await app.expectAccessible('Integrator (phone)');
    await app.screenshot('phone-integrator');
  });
});

test('a shared bridge link is read safely', async ({ page }) => {
  const app = new AppShell(page);
  // The link fills the form (amount exactly as written); nothing is sent without a signature.
  await app.goto('/?from=8453&to=56&token=USDC&amount=1.50');
  await expect(app.main.getByRole('button', { name: 'From Base' })).toBeVisible();
  await expect(app.main.getByRole('button', { name: 'To BNB Smart Chain' })).toBeVisible();
  await expect(app.main.getByRole('button', { name: 'Token: USDC. Choose token' })).toBeVisible();
  await expect(app.main.getByRole('textbox', { name: 'You send' })).toHaveValue('1.50');

  await app.goto('/?from=abc&to=%3Cscript%3E&amount=lots');
  await expect(app.heading()).toHaveText('Move tokens between chains');
  await expect(app.main.getByRole('textbox', { name: 'You send' })).toHaveValue('');
});

test('transfer detail and unknown pages', async ({ page }) => {
  const app = new AppShell(page);
  await app.goto('/transfers/ord_01HZX3');
  await expect(app.heading()).toHaveText('Transfer not found');
  await expect(app.main.getByText('ord_01HZX3')).toBeVisible();
  await expect(app.navLink('Transfers')).toHaveAttribute('aria-current', 'page');

  await app.goto('/no/such/page');
  await expect(app.heading()).toHaveText('Page not found');
  await app.expectAccessible('404');
  await page
    .getByRole('navigation', { name: 'Sections' })
    .getByRole('link', { name: 'Bridge' })
    .click();
  await expect(app.heading()).toHaveText('Move tokens between chains');
});

test('the wallet modal loads on demand and calls no external host', async ({ page, wallet }) => {
  // With a wallet installed: a browser without one gets the page about wallets (no-wallet.spec).
  expect(wallet.account.address).toMatch(/^0x/);
  const app = new AppShell(page);
  await app.goto('/');
  await app.connectButton.click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText('Connect a Wallet')).toBeVisible();
  await app.screenshot('light-wallet-modal', { fullPage: false });
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(app.connectButton).toBeFocused();
});
