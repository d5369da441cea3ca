// The pages a first visit opens most come drawn in the HTML, in the person's language: a phone
// shows them before any script has arrived, and React then takes over that very page rather
// than drawing it again (src/cli/prerender-pages.ts, src/server/bff/prerendered-pages.ts).
import { readFileSync } from 'node:fs';
import type { APIRequestContext, Page } from '@playwright/test';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { expect, test } from './fixtures';
import type { FerryApi } from './fixtures/servers';
import { IntegratorPage } from './pages/IntegratorPage';
import { TrackerPage } from './pages/TrackerPage';

/** A message as a language's catalogue has it (plain text messages only). */
const message = (area: string, locale: string, id: string) =>
  (
    JSON.parse(readFileSync(`src/i18n/lang/${area}/${locale}.json`, 'utf8')) as Record<
      string,
      string
    >
  )[id]!;

test('without any script, the bridge is on screen in the browser’s language', async ({
  browser,
}) => {
  const context = await browser.newContext({ locale: 'es-ES', javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(
    page.getByRole('heading', { level: 1, name: message('bridge', 'es', 'bridge.page.title') }),
  ).toBeVisible();
  await expect(page).toHaveTitle(`${message('app', 'es', 'route.bridge')} · Ferry`);
  await context.close();
});

test('a language chosen in the header is the one the next visit arrives in', async ({ page }) => {
  await page.goto('/explorer');
  await page.getByRole('combobox', { name: 'Language' }).selectOption('ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const html = await (await page.request.get('/explorer')).text();
  expect(html).toContain('<html lang="ar" dir="rtl">');
});

/**
 * Watches React take over the page `page` opens next: the redraws it reports, and the heading
 * the server drew, kept once the HTML is parsed and before the page's scripts run (they run
 * after readyState becomes "interactive").
 */
async function watchTakeOver(page: Page) {
  const redraws: string[] = [];
  page.on('console', (m) => {
    if (m.text().startsWith('Ferry redrew the page')) redraws.push(m.text());
  });
  await page.addInitScript(() =>
    document.addEventListener('readystatechange', () => {
      if (document.readyState !== 'interactive') return;
      (window as unknown as { drawn: Element | null }).drawn = document.querySelector('h1');
    }),
  );
  return {
    redraws,
    /** The heading the server drew: its text, and whether it is the one on screen now. */
    drawnHeading: () =>
      page.evaluate(() => {
        const h1 = (window as unknown as { drawn: Element | null }).drawn;
        return { same: h1 === document.querySelector('h1'), text: h1?.textContent };
      }),
  };
}

for (const path of ['/', '/transfers', '/history', '/explorer', '/integrator']) {
  test(`React takes over ${path} as the server drew it, and it can then be used`, async ({
    page,
  }) => {
    const takeOver = await watchTakeOver(page);
    await page.goto(path);
    await expect(page.locator('#root')).not.toHaveAttribute('inert');
    const { same } = await takeOver.drawnHeading();
    expect(same, 'the heading on screen is the one the server drew').toBe(true);
    expect(takeOver.redraws).toEqual([]);
  });
}

const SIGN_IN = { name: 'Sign in to the integrator dashboard' };

test('without any script, a first visit to the dashboard is asked to sign in', async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/integrator');
  await expect(page.getByRole('heading', { level: 2, ...SIGN_IN })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Connect a wallet and sign in' })).toBeVisible();
  await expect(page.getByText('Checking whether you are signed in…')).toHaveCount(0);
  await context.close();
});

test('React takes over the sign-in panel the server drew for a first visit', async ({ page }) => {
  const redraws: string[] = [];
  page.on('console', (m) => {
    if (m.text().startsWith('Ferry redrew the page')) redraws.push(m.text());
  });
  await page.addInitScript((name) => {
    document.addEventListener('readystatechange', () => {
      if (document.readyState !== 'interactive') return;
      const drawn = [...document.querySelectorAll('h2')].find((h) => h.textContent === name);
      (window as unknown as { drawn: Element | undefined }).drawn = drawn;
    });
  }, SIGN_IN.name);
  await page.goto('/integrator');
  await expect(page.locator('#root')).not.toHaveAttribute('inert');
  const heading = page.getByRole('heading', { level: 2, ...SIGN_IN });
  await expect(heading).toBeVisible();
  const same = await heading.evaluate(
    (h) => h === (window as unknown as { drawn: Element | undefined }).drawn,
  );
  expect(same, 'the sign-in heading on screen is the one the server drew').toBe(true);
  expect(redraws).toEqual([]);
});

test('signed in, the dashboard is checked as before; signed out again, the sign-in panel comes drawn', async ({
  page,
  wallet,
}) => {
  const dash = new IntegratorPage(page);
  await dash.goto('/integrator');
  await dash.signIn(wallet.address);
  // A session cookie came: the document checks, and the page asks who is signed in.
  expect(await (await page.request.get('/integrator')).text()).not.toContain(SIGN_IN.name);
  await page.reload();
  await expect(dash.main.getByText('Signed in as')).toBeVisible();

  await dash.main.getByRole('button', { name: 'Sign out' }).click();
  await expect(dash.main.getByText('Signed in as')).toHaveCount(0);
  expect(await (await page.request.get('/integrator')).text()).toContain(SIGN_IN.name);
  await page.reload();
  await expect(dash.main.getByRole('heading', SIGN_IN)).toBeVisible();
});

// A tracker link, as people share it and open it on a phone: the BFF draws it with the transfer's
// record (src/server/bff/page-render/), so the transfer is on screen before any script has run,
// and the record comes inside the document for the page to start from.

/** A delivered transfer's tracker, once the BFF's render worker draws it (it starts on demand). */
async function drawnTracker(ferry: FerryApi, request: APIRequestContext) {
  const quote = await ferry.transfer(privateKeyToAccount(generatePrivateKey()));
  const path = `/transfers/${quote.quoteId}`;
  await expect
    .poll(async () => (await request.get(path)).text(), { timeout: 30_000 })
    .toContain('data-drawn-at');
  return path;
}

test('without any script, a tracker link shows its transfer, in the browser’s language', async ({
  browser,
  ferry,
  request,
}) => {
  const path = await drawnTracker(ferry, request);
  const context = await browser.newContext({ locale: 'es-ES', javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(path);
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    '25 USDC de Arbitrum One a Base',
  );
  await expect(page.getByText(path.split('/').at(-1)!).first()).toBeVisible();
  await context.close();
});

test('React takes over a tracker as the server drew it with its transfer', async ({
  page,
  ferry,
  request,
}) => {
  const path = await drawnTracker(ferry, request);
  const takeOver = await watchTakeOver(page);
  await page.goto(path);
  await expect(page.locator('#root')).not.toHaveAttribute('inert');
  const tracker = new TrackerPage(page);
  await expect(tracker.heading()).toHaveText('25 USDC from Arbitrum One to Base');
  const drawn = await takeOver.drawnHeading();
  expect(drawn.text, 'the server drew the transfer, not its loading state').toBe(
    '25 USDC from Arbitrum One to Base',
  );
  expect(takeOver.redraws).toEqual([]);
  expect(drawn.same, 'the heading on screen is the one the server drew').toBe(true);
  // Once taken over, the exact moments are there on hover, in the browser's time zone.
  await expect(tracker.progress.locator('time[title]').first()).toBeAttached();
});
