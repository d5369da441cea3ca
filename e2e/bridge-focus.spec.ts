// Where keyboard focus goes in the bridge (WCAG 2.4.3 focus order, 2.4.7 and 2.4.11 focus
// visible): into the review when it opens, onto a live element of the progress and then the
// tracker after signing, and never away from the amount field while the person types.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { BridgePage } from './pages/BridgePage';
import { TestWallet } from './fixtures/wallet';

test.beforeEach(async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'light' });
});

/** What has focus: its tag, accessible name bits, and whether it is still in the document. */
const focused = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement;
    return {
      tag: el?.tagName.toLowerCase() ?? null,
      text: (el?.textContent ?? '').trim().slice(0, 80),
      connected: el?.isConnected ?? false,
      inMain: !!el?.closest('main'),
    };
  });

test('Enter on "Review transfer" moves focus into the review; after signing it stays on the page', async ({
  page,
  fundWallet,
}) => {
  test.slow();
  await fundWallet(42161);
  const bridge = new BridgePage(page);
  await bridge.goto('/?from=42161&to=8453&token=USDC&amount=12');
  await bridge.connect();
  await bridge.expectQuote(/USDC$/);

  await bridge.action('Review transfer').focus();
  await page.keyboard.press('Enter');
  await expect(bridge.review).toBeVisible();
  await expect.poll(async () => (await focused(page)).tag).not.toBe('body');
  const inReview = await bridge.review.evaluate((r) => r.contains(document.activeElement));
  expect(inReview, 'focus is inside the review').toBe(true);

  // Record where focus lands from here on: on the progress, then on the tracker's heading.
  await page.evaluate(() => {
    const w = window as unknown as { __landed: string[] };
    w.__landed = [];
    document.addEventListener('focusin', (e) => {
      const el = e.target as HTMLElement;
      w.__landed.push(`${el.tagName.toLowerCase()}${el.closest('main') ? '' : ' (outside main)'}`);
    });
  });
  await bridge.reviewAndSignOpen();
  await expect(page).toHaveURL(/\/transfers\/0x[0-9a-f]{64}$/, { timeout: 30_000 });
  await expect.poll(async () => (await focused(page)).tag).toBe('h1');
  const now = await focused(page);
  expect(now.connected && now.inMain).toBe(true);
  const landed = await page.evaluate(() => (window as unknown as { __landed: string[] }).__landed);
  // The sign button, the progress (a div that takes focus), the tracker's h1: all in the page.
  expect(landed).toContain('div');
  expect(landed.at(-1)).toBe('h1');
  expect(landed.filter((l) => l.includes('outside'))).toEqual([]);
});

test('the amount field shows a visible focus ring', async ({ page }) => {
  const bridge = new BridgePage(page);
  await bridge.goto('/?from=42161&to=8453&token=USDC');
  await bridge.amount.focus();
  const ring = await bridge.amount.evaluate((input) => {
    const box = input.parentElement!;
    const s = getComputedStyle(box);
    return { style: s.outlineStyle, width: parseFloat(s.outlineWidth) };
  });
  expect(ring.style).not.toBe('none');
  expect(ring.width).toBeGreaterThanOrEqual(2);
  await bridge.screenshot('bridge-amount-focus-light');
});

test('connecting with a second Ferry tab open neither moves focus nor reorders typed keys', async ({
  page,
  context,
  fundWallet,
}) => {
  test.slow();
  await fundWallet(42161);
  // A second tab of Ferry in the same browser, with the same wallet installed.
  const other = await context.newPage();
  await new TestWallet().install(other);
  await new BridgePage(other).goto('/');

  const bridge = new BridgePage(page);
  await bridge.goto('/?from=42161&to=8453&token=USDC');
  await bridge.connect();
  await bridge.amount.click();
  // Typed straight after connecting, while the other tab hears of the connection.
  await bridge.amount.pressSequentially('13', { delay: 60 });
  await expect(bridge.amount).toHaveValue('13');
  await expect(bridge.amount).toBeFocused();
  await bridge.amount.pressSequentially('.5', { delay: 60 });
  await expect(bridge.amount).toHaveValue('13.5');
  await expect(bridge.amount).toBeFocused();
  await other.close();
});
