// A visitor whose browser has no wallet: Connect explains what a wallet is and how to get one,
// on a computer and on a phone, instead of opening an empty list.
import { expect, test } from './fixtures';
import { BridgePage } from './pages/BridgePage';

for (const scheme of ['light', 'dark'] as const) {
  test(`with no wallet installed, Connect explains wallets (${scheme})`, async ({ page }) => {
    await page.emulateMedia({ colorScheme: scheme });
    const bridge = new BridgePage(page);
    await bridge.goto('/');
    await bridge.header.getByRole('button', { name: /Connect/ }).click();
    const dialog = page.getByRole('dialog', { name: 'You need a wallet to send tokens' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('region', { name: 'On a computer' })).toBeVisible();
    await expect(dialog.getByRole('region', { name: 'On a phone' })).toBeVisible();
    await expect(dialog.getByRole('link', { name: /MetaMask/ }).first()).toHaveAttribute(
      'rel',
      /noopener/,
    );
    await bridge.expectAccessible(`No wallet (${scheme})`);
    await bridge.screenshot(`no-wallet-${scheme}`, { fullPage: false });
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(bridge.header.getByRole('button', { name: /Connect/ })).toBeFocused();
  });
}
