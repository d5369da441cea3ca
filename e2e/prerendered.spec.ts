// The pages a first visit opens most come drawn in the HTML, in the person's language: a phone
// shows them before any script has arrived, and React then takes over that very page rather
// than drawing it again (src/cli/prerender-pages.ts, src/server/bff/prerendered-pages.ts).
import { readFileSync } from 'node:fs';
import { expect, test } from './fixtures';

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

for (const path of ['/', '/transfers', '/history', '/explorer', '/integrator']) {
  test(`React takes over ${path} as the server drew it, and it can then be used`, async ({
    page,
  }) => {
    const redraws: string[] = [];
    page.on('console', (m) => {
      if (m.text().startsWith('Ferry redrew the page')) redraws.push(m.text());
    });
    // The heading the server drew, kept once the HTML is parsed and before the page's scripts
    // run (they run after readyState becomes "interactive").
    await page.addInitScript(() =>
      document.addEventListener('readystatechange', () => {
        if (document.readyState !== 'interactive') return;
        (window as unknown as { drawn: Element | null }).drawn = document.querySelector('h1');
      }),
    );
    await page.goto(path);
    await expect(page.locator('#root')).not.toHaveAttribute('inert');
    const same = await page.evaluate(
      () => document.querySelector('h1') === (window as unknown as { drawn: Element | null }).drawn,
    );
    expect(same, 'the heading on screen is the one the server drew').toBe(true);
    expect(redraws).toEqual([]);
  });
}
