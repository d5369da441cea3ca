import { expect, type Locator, type Page } from '@playwright/test';
import { AppShell } from './AppShell';

/** /history: the connected wallet's transfers (any device) plus this browser's own. */
export class HistoryPage extends AppShell {
  readonly list: Locator;

  constructor(page: Page) {
    super(page);
    this.list = this.main.getByRole('list', { name: 'Your transfers, newest first' });
  }

  async open() {
    await this.goto('/history');
  }

  /** Connect the injected test wallet from the page's own prompt (RainbowKit modal). */
  async connect() {
    await this.main.getByRole('button', { name: 'Connect wallet' }).click();
    await this.page.getByRole('dialog').getByText('Ferry Test Wallet').click();
    await expect(this.header.getByRole('button', { name: /^Wallet 0x/ })).toBeVisible();
  }

  item(text: string | RegExp): Locator {
    return this.list.getByRole('listitem').filter({ hasText: text });
  }
}
