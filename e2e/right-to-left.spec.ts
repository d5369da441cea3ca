// Ferry in Arabic on a phone: every page laid out right to left passes axe as it does in
// English, and nothing pushes the page wider than the screen (a physical margin or position
// left over from left-to-right layout does).
import { expect, test } from './fixtures';
import { AppShell } from './pages/AppShell';

test('every page is accessible in Arabic, laid out right to left', async ({ page }) => {
  test.setTimeout(90_000);
  const app = new AppShell(page);
  await page.addInitScript(() => localStorage.setItem('ferry.locale', 'ar'));
  await page.setViewportSize({ width: 390, height: 844 });
  for (const path of ['/', '/transfers', '/history', '/explorer', '/integrator', '/no-such-page']) {
    await app.goto(path);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await page.waitForLoadState('networkidle');
    await app.expectAccessible(`${path} in Arabic`);
    // Nothing wider than the screen; if something is, the message names what sticks out.
    const wide = await page.evaluate(() => {
      const width = document.documentElement.clientWidth;
      const outside = [...document.body.querySelectorAll('*')].filter((el) => {
        const box = el.getBoundingClientRect();
        return box.width > 0 && (box.left < -1 || box.right > width + 1);
      });
      return {
        overflow: document.documentElement.scrollWidth - width,
        outside: outside
          .slice(-5)
          .map(
            (el) => `${el.tagName.toLowerCase()}.${el.className} "${el.textContent?.slice(0, 40)}"`,
          ),
      };
    });
    expect(
      wide.overflow,
      `${path} scrolls sideways in Arabic: ${wide.outside.join(' | ')}`,
    ).toBeLessThanOrEqual(0);
    await app.screenshot(`rtl-phone${path === '/' ? '-bridge' : path.replaceAll('/', '-')}`);
  }
});
