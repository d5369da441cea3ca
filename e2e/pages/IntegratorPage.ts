import { expect, type Locator, type Page } from '@playwright/test';
import { AppShell } from './AppShell';

/** The integrator dashboard: sign-in, deposit addresses, webhooks and their console. */
export class IntegratorPage extends AppShell {
  constructor(page: Page) {
    super(page);
  }

  async signIn(address: string) {
    await this.main.getByRole('button', { name: 'Connect a wallet and sign in' }).click();
    await this.page.getByRole('dialog').getByText('Ferry Test Wallet').click();
    // What is about to be signed, in words, before the wallet opens.
    const preview = this.main.getByRole('heading', { name: /about to sign/ }).locator('..');
    await expect(preview).toContainText('127.0.0.1');
    await expect(preview).toContainText(address);
    await this.main.getByRole('button', { name: 'Sign in your wallet' }).click();
    await expect(this.main.getByText('Signed in as')).toBeVisible();
  }

  section(name: 'Overview' | 'Deposit addresses' | 'Webhooks' | 'Fees & limits'): Locator {
    return this.main
      .getByRole('navigation', { name: 'Integrator sections' })
      .getByRole('link', { name });
  }

  async createDepositAddress(opts: {
    chainId: number;
    token: string;
    recipient: string;
    refund?: string;
  }) {
    await this.page.goto('/integrator/deposit-addresses/new');
    await this.main.getByLabel('Destination chain').selectOption(String(opts.chainId));
    await this.main.getByLabel('Token received').selectOption({ label: opts.token });
    await this.main.getByLabel('Recipient').fill(opts.recipient);
    if (opts.refund) await this.main.getByLabel('Refund address 1').fill(opts.refund);
    await this.main.getByRole('button', { name: 'Create deposit address' }).click();
    await expect(this.main.getByTestId('deposit-address').first()).toBeVisible({ timeout: 15_000 });
    return (await this.main.getByTestId('deposit-address').first().textContent())!.trim();
  }

  get subscriptions(): Locator {
    return this.main.getByRole('list', { name: 'Webhook subscriptions' });
  }

  get events(): Locator {
    return this.main.getByRole('list', { name: 'Webhook events' });
  }
}
