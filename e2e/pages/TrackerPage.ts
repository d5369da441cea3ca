import { expect, type Locator, type Page } from '@playwright/test';
import { AppShell } from './AppShell';

/** The transfer tracker: /transfers/$orderId and /transfers/deposit?originChainId&depositId. */
export class TrackerPage extends AppShell {
  readonly status: Locator;
  readonly progress: Locator;
  readonly announcer: Locator;
  readonly followMode: Locator;
  readonly copySupportButton: Locator;

  constructor(page: Page) {
    super(page);
    this.status = this.main.getByRole('region', { name: /^(Where it is now|Outcome)/ });
    this.progress = this.main.getByRole('region', { name: 'Progress' });
    this.announcer = page.getByTestId('status-announcer');
    this.followMode = this.main.locator('[data-follow-mode]');
    this.copySupportButton = this.main.getByRole('button', { name: 'Copy support details' });
  }

  async open(orderId: string) {
    await this.goto(`/transfers/${orderId}`);
  }

  async openDeposit(originChainId: number, depositId: string) {
    await this.goto(`/transfers/deposit?originChainId=${originChainId}&depositId=${depositId}`);
  }

  /** The status badge reads `label` (waits while the transfer moves). */
  async expectStatus(label: string | RegExp, timeout = 15_000) {
    await expect(
      this.status.getByText(label, { exact: typeof label === 'string' }).first(),
    ).toBeVisible({
      timeout,
    });
  }

  explorerLink(name: RegExp): Locator {
    return this.progress.getByRole('link', { name });
  }

  /** Full-page screenshot from the top (a scrolled page would draw the sticky header mid-way). */
  override async screenshot(name: string, opts: { fullPage?: boolean } = {}) {
    await this.page.evaluate(() => window.scrollTo(0, 0));
    await super.screenshot(name, opts);
  }

  /** Click "Copy support details" and read what reached the clipboard. */
  async copySupportBundle(): Promise<string> {
    await this.page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    await this.copySupportButton.click();
    await expect(this.main.getByText(/^Copied/)).toBeVisible();
    return this.page.evaluate(() => navigator.clipboard.readText());
  }
}
