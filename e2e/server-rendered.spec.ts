// Every page comes rendered on the server, in the person's language, with the data its loader
// needs: a phone shows it before any script has arrived, and React then hydrates that very page
// rather than rendering it again, in any language, without a hydration warning
// (src/app/ssr/render-page.tsx, src/server/bff/page-render.ts).
import { readFileSync } from 'node:fs';
import type { APIRequestContext, Page } from '@playwright/test';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { expect, test } from './fixtures';
import { FILL_WAIT } from './fixtures/env';
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
 * Watches React hydrate the page `page` opens next: the hydration errors and warnings it
 * reports, and the heading the server rendered, kept once the HTML is parsed and before the
 * page's scripts run (they run after readyState becomes "interactive").
 */
async function watchHydration(page: Page) {
  const warnings: string[] = [];
  page.on('console', (m) => {
    const text = m.text();
    if (text.startsWith('Ferry redrew the page') || /hydrat/i.test(text)) warnings.push(text);
  });
  page.on('pageerror', (error) => warnings.push(error.message));
  await page.addInitScript(() =>
    document.addEventListener('readystatechange', () => {
      if (document.readyState !== 'interactive') return;
      (window as unknown as { serverHeading: Element | null }).serverHeading =
        document.querySelector('h1');
    }),
  );
  return {
    warnings,
    /** Hydrated: React has the root, and the router has finished with the server's state. */
    hydrated: () =>
      expect
        .poll(() =>
          page.evaluate(
            () =>
              Object.keys(document.getElementById('root')!).some((key) =>
                key.startsWith('__reactContainer'),
              ) && !('$_TSR' in window && (window as { $_TSR?: object }).$_TSR),
          ),
        )
        .toBe(true),
    /** The heading the server rendered: its text, and whether it is the one on screen now. */
    serverHeading: () =>
      page.evaluate(() => {
        const h1 = (window as unknown as { serverHeading: Element | null }).serverHeading;
        return { same: h1 === document.querySelector('h1'), text: h1?.textContent };
      }),
  };
}

const LANGUAGES = ['en', 'es', 'ar', 'zh-CN'];
const PAGES = ['/', '/transfers', '/history', '/explorer', '/integrator', '/transfers/deposit'];

for (const locale of LANGUAGES) {
  for (const path of PAGES) {
    test(`${path} in ${locale}: React hydrates the page the server rendered, without a warning`, async ({
      browser,
    }) => {
      const context = await browser.newContext({ locale });
      const page = await context.newPage();
      const watch = await watchHydration(page);
      await page.goto(path);
      await expect(page.locator('html')).toHaveAttribute('lang', locale);
      await watch.hydrated();
      await page.waitForLoadState('networkidle');
      const { same } = await watch.serverHeading();
      expect(same, 'the heading on screen is the one the server rendered').toBe(true);
      expect(watch.warnings).toEqual([]);
      await context.close();
    });
  }
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

test('React hydrates the sign-in panel the server rendered for a first visit', async ({ page }) => {
  const rerenders: string[] = [];
  page.on('console', (m) => {
    if (m.text().startsWith('Ferry redrew the page') || /hydrat/i.test(m.text())) {
      rerenders.push(m.text());
    }
  });
  await page.addInitScript((name) => {
    document.addEventListener('readystatechange', () => {
      if (document.readyState !== 'interactive') return;
      const heading = [...document.querySelectorAll('h2')].find((h) => h.textContent === name);
      (window as unknown as { serverHeading: Element | undefined }).serverHeading = heading;
    });
  }, SIGN_IN.name);
  await page.goto('/integrator');
  await page.waitForLoadState('networkidle');
  const heading = page.getByRole('heading', { level: 2, ...SIGN_IN });
  await expect(heading).toBeVisible();
  const same = await heading.evaluate(
    (h) => h === (window as unknown as { serverHeading: Element | undefined }).serverHeading,
  );
  expect(same, 'the sign-in heading on screen is the one the server rendered').toBe(true);
  expect(rerenders).toEqual([]);
});

test('signed in, the dashboard is checked as before; signed out again, the sign-in panel comes server-rendered', async ({
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

// A tracker link, as people share it and open it on a phone: the BFF renders it with the
// transfer's record (the route's loader), so the transfer is on screen before any script has
// run, and the record comes inside the page (the query cache) for the browser to start from.

/** A filled transfer's tracker link: the page no longer changes while React hydrates it. */
async function deliveredTracker(ferry: FerryApi, request: APIRequestContext) {
  const quote = await ferry.transfer(privateKeyToAccount(generatePrivateKey()));
  const path = `/transfers/${quote.quoteId}`;
  await expect
    .poll(async () => {
      const t = (await ferry.getTransfer(quote.quoteId)).json as { status?: { state: string } };
      return t.status?.state;
    }, FILL_WAIT)
    .toBe('filled');
  await expect
    .poll(async () => (await request.get(path)).text(), { timeout: 30_000 })
    .toContain('25 USDC from Arbitrum One to Base');
  return path;
}

test('without any script, a tracker link shows its transfer, in the browser’s language', async ({
  browser,
  ferry,
  request,
}) => {
  const path = await deliveredTracker(ferry, request);
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

test('React hydrates a tracker as the server rendered it, without asking for the transfer again', async ({
  page,
  ferry,
  request,
}) => {
  const path = await deliveredTracker(ferry, request);
  const watch = await watchHydration(page);
  const asked: string[] = [];
  page.on('request', (r) => {
    if (new URL(r.url()).pathname.startsWith('/api/v1/transfers/')) asked.push(r.url());
  });
  await page.goto(path);
  await watch.hydrated();
  const tracker = new TrackerPage(page);
  await expect(tracker.heading()).toHaveText('25 USDC from Arbitrum One to Base');
  const rendered = await watch.serverHeading();
  expect(rendered.text, 'the server rendered the transfer, not its loading state').toBe(
    '25 USDC from Arbitrum One to Base',
  );
  expect(watch.warnings).toEqual([]);
  expect(rendered.same, 'the heading on screen is the one the server rendered').toBe(true);
  // Once hydrated, the exact moments are there on hover, in the browser's time zone.
  await expect(tracker.progress.locator('time[title]').first()).toBeAttached();
  // The record came with the page: the first look at it is not a request of the browser's own.
  expect(asked.filter((url) => !url.endsWith('/events'))).toEqual([]);
});
