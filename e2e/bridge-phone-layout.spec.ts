// Values that must never be cut (issue 38, item 7): what the recipient gets on a phone in every
// language, addresses in the review in balanced groups, and the Fees & limits token select.
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { BridgePage } from './pages/BridgePage';
import { IntegratorPage } from './pages/IntegratorPage';

/** The number of characters on each line a text element is drawn on. */
const lineLengths = (el: Locator) =>
  el.evaluate((node) => {
    const lines = new Map<number, number>();
    const walker = document.createTreeWalker(node, NodeFilter.SHOW_TEXT);
    for (let text = walker.nextNode(); text; text = walker.nextNode()) {
      for (let i = 0; i < (text.textContent ?? '').length; i++) {
        const range = document.createRange();
        range.setStart(text, i);
        range.setEnd(text, i + 1);
        const top = Math.round(range.getBoundingClientRect().top);
        lines.set(top, (lines.get(top) ?? 0) + 1);
      }
    }
    return [...lines.values()];
  });

/** Whether an element's content is wider than its box (cut or ellipsized). */
const cut = (el: Locator) => el.evaluate((node) => node.scrollWidth > node.clientWidth + 1);

async function recipientGets(page: Page) {
  const output = page.getByTestId('counterpart-amount');
  await expect(output).toHaveText(/^1[.,\s]?233[.,]\d+$/, { timeout: 15_000 });
  return output;
}

for (const locale of ['en', 'es', 'ar', 'zh-CN']) {
  test(`at 390 px "Recipient gets" is written in full (${locale})`, async ({ page }) => {
    await page.addInitScript((l) => localStorage.setItem('ferry.locale', l), locale);
    await page.setViewportSize({ width: 390, height: 844 });
    const bridge = new BridgePage(page);
    await bridge.goto('/?from=42161&to=56&token=USDC&amount=1234');
    const output = await recipientGets(page);
    expect(await cut(output), 'the amount is cut').toBe(false);
    // A figure of this length is set small enough for one line: no digit left alone below.
    expect(await lineLengths(output)).toHaveLength(1);
    const box = await output.boundingBox();
    expect(box!.x + box!.width).toBeLessThanOrEqual(390);
    await bridge.screenshot(`bridge-phone-recipient-gets-${locale}`);
  });
}

test('at 390 px the review’s addresses break in balanced groups, light and dark', async ({
  page,
  wallet,
  fundWallet,
}) => {
  test.slow();
  await fundWallet(42161);
  await page.setViewportSize({ width: 390, height: 844 });
  const bridge = new BridgePage(page);
  await bridge.goto('/?from=42161&to=8453&token=USDC&amount=12');
  await bridge.connect();
  await bridge.expectQuote(/USDC$/);
  await bridge.action('Review transfer').click();
  await expect(bridge.review).toBeVisible();
  const addresses = bridge.review.getByText(wallet.address, { exact: true });
  expect(await addresses.count()).toBeGreaterThan(0);
  for (const address of await addresses.all()) {
    const lines = await lineLengths(address);
    expect(Math.min(...lines), `lines of ${lines.join(' + ')} characters`).toBeGreaterThan(3);
  }
  for (const theme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: theme });
    await bridge.review.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `test-results/screenshots/bridge-phone-review-${theme}.png` });
  }
});

test('at 1280 px the Fees & limits token select shows its whole option', async ({
  page,
  wallet,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const dash = new IntegratorPage(page);
  await dash.goto('/integrator');
  await dash.signIn(wallet.address);
  await dash.section('Fees & limits').click();
  await dash.main.getByLabel('From', { exact: true }).selectOption('56');
  await dash.main.getByLabel('To', { exact: true }).selectOption('8453');
  const select = dash.main.getByLabel('Token', { exact: true });
  await select.selectOption({ label: 'USDC (18 decimals here, 6 on Base)' });
  // The chosen option's text against the room the select gives it (padding and arrow out).
  const fits = await select.evaluate((el: HTMLSelectElement) => {
    const s = getComputedStyle(el);
    const canvas = document.createElement('canvas').getContext('2d')!;
    canvas.font = `${s.fontWeight} ${s.fontSize} ${s.fontFamily}`;
    const text = el.selectedOptions[0]!.text;
    const room = el.clientWidth - parseFloat(s.paddingLeft) - parseFloat(s.paddingRight) - 20;
    return { text, width: Math.ceil(canvas.measureText(text).width), room };
  });
  expect(fits.width, `"${fits.text}" in ${fits.room}px`).toBeLessThanOrEqual(fits.room);
  await dash.screenshot('integrator-fees-token-select-1280');
});
