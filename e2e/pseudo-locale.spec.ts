// Every page in the pseudo-locale: a string a person can read that is written in the code
// instead of the catalogues shows as plain English here, and fails the walk. The sign-in, the
// wallet connection and the transfer are made in English first (the helpers read English), then
// the stored language becomes en-XA and each page is opened as a person would open a link.
import type { APIRequestContext } from '@playwright/test';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { expect, test } from './fixtures';
import { untranslatedText, type Untranslated } from './fixtures/untranslated';
import { BridgePage } from './pages/BridgePage';
import { IntegratorPage } from './pages/IntegratorPage';

/** Chain and token names the service serves: proper names, shown as they are in every language. */
async function properNames(request: APIRequestContext) {
  const res = await request.get('/api/chains');
  expect(res.status()).toBe(200);
  const names = new Set(['Ferry', 'Across', 'MetaMask', 'WalletConnect', 'RainbowKit']);
  const collect = (value: unknown) => {
    if (Array.isArray(value)) value.forEach(collect);
    else if (value && typeof value === 'object')
      for (const [key, inner] of Object.entries(value))
        if ((key === 'name' || key === 'symbol') && typeof inner === 'string') names.add(inner);
        else collect(inner);
  };
  collect(await res.json());
  return [...names];
}

test('every page shows only catalogued text (pseudo-locale walk)', async ({
  page,
  wallet,
  ferry,
}, testInfo) => {
  test.setTimeout(120_000);
  const names = await properNames(page.request);
  const sender = privateKeyToAccount(generatePrivateKey());
  const { quoteId } = await ferry.transfer(sender);

  // In English: a connected wallet (restored on each page) and a dashboard session.
  const integrator = new IntegratorPage(page);
  await integrator.goto('/integrator');
  await integrator.signIn(wallet.address);
  await new BridgePage(page).goto('/');
  await page.evaluate(() => localStorage.setItem('ferry.locale', 'en-XA'));

  const pages = [
    '/',
    // A quote for the connected wallet (which holds none of it), and a route the service refuses.
    '/?from=42161&to=8453&token=USDC&amount=25',
    '/?from=42161&to=56&token=USDT&amount=10',
    '/transfers',
    `/transfers/${quoteId}`,
    '/history',
    '/explorer',
    `/explorer?q=${sender.address}`,
    '/integrator',
    '/integrator/deposit-addresses',
    '/integrator/deposit-addresses/new',
    '/integrator/webhooks',
    '/integrator/fees',
    '/no-such-page',
  ];
  const leftovers: Record<string, Untranslated[]> = {};
  for (const path of pages) {
    await page.goto(path);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-XA');
    await expect(page.getByRole('main')).toBeVisible();
    // What the page fetches on arrival (quote, balances, results) is rendered before reading it.
    await page.waitForLoadState('networkidle');
    const found = await untranslatedText(page, names);
    if (found.length) leftovers[path] = found;
    // The explorer's results lead to a deposit's own page: walked next. The transfer's deposit
    // is listed once the service has sent and indexed it, which a loaded machine may not have
    // done yet: the search is asked again until it is.
    const deposit = page.locator('a[href^="/explorer/deposits/"]').first();
    if (path.startsWith('/explorer?')) {
      await expect(async () => {
        if (!(await deposit.count())) await page.goto(path);
        await expect(deposit).toBeAttached({ timeout: 2_000 });
      }).toPass({ timeout: 30_000 });
      pages.push((await deposit.getAttribute('href'))!);
    }
  }
  expect(
    pages.some((p) => p.startsWith('/explorer/deposits/')),
    'the walk reached a deposit page',
  ).toBe(true);
  // The whole list, for the person fixing it: one line per text, by page.
  const report = Object.entries(leftovers)
    .flatMap(([path, found]) => found.map((f) => `${path}  ${f.where}  ${f.text}`))
    .join('\n');
  if (report)
    await testInfo.attach('untranslated.txt', { body: report, contentType: 'text/plain' });
  expect(report, 'text no message carries').toBe('');
});
