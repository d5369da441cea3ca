import { expect, type Locator, type Page } from '@playwright/test';
import { AppShell } from './AppShell';

/** The bridge at "/": route, token and amount, the quote, review, sign. */
export class BridgePage extends AppShell {
  readonly amount: Locator;
  readonly quote: Locator;
  readonly quoteOutput: Locator;
  readonly review: Locator;
  /** The review of a quote funded by transaction: what the wallet will send. */
  readonly sendReview: Locator;

  constructor(page: Page) {
    super(page);
    this.amount = this.main.getByRole('textbox', { name: 'You send' });
    this.quote = this.main.getByRole('region', { name: 'Quote' });
    this.quoteOutput = this.quote.getByTestId('quote-output');
    this.review = this.main.getByRole('region', { name: 'What you are about to sign' });
    this.sendReview = this.main.getByRole('region', { name: 'What your wallet will send' });
  }

  /** The one next-step button under the quote ("Review transfer", "Connect wallet", …). */
  action(name: string | RegExp): Locator {
    return this.main.getByRole('button', { name });
  }

  get signButton(): Locator {
    return this.review.getByRole('button', { name: /^(Sign in wallet|Switch wallet to .+)$/ });
  }

  /** Connect the injected test wallet through the RainbowKit modal. */
  async connect() {
    const dialog = this.page.getByRole('dialog');
    const loading = this.header.locator('button[aria-busy="true"]');
    // On a loaded machine a tap can land while React is still hydrating the bridge's part of
    // the page (data-hydrated marks the shell), and React drops it; a person taps again. Only
    // when nothing responded: no modal, and the header is not loading it.
    await expect(async () => {
      if (!(await dialog.isVisible()) && (await loading.count()) === 0) {
        await this.main.getByRole('button', { name: 'Connect wallet' }).click();
      }
      await expect(dialog.getByText('Ferry Test Wallet')).toBeVisible({ timeout: 15_000 });
    }).toPass({ timeout: 60_000 });
    await dialog.getByText('Ferry Test Wallet').click();
    await expect(this.header.getByRole('button', { name: /^Wallet 0x/ })).toBeVisible();
  }

  private async pick(trigger: Locator, dialogTitle: string | RegExp, option: string) {
    await trigger.click();
    const dialog = this.page.getByRole('dialog', { name: dialogTitle });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('combobox').fill(option);
    await dialog
      .getByRole('option', { name: new RegExp(`^${option}`) })
      .first()
      .click();
    await expect(dialog).toBeHidden();
  }

  async chooseRoute(from: string, to: string) {
    await this.pick(
      this.main.getByRole('button', { name: /^From / }),
      'Choose the origin chain',
      from,
    );
    await this.pick(
      this.main.getByRole('button', { name: /^To / }),
      'Choose the destination chain',
      to,
    );
  }

  async chooseToken(symbol: string) {
    await this.pick(
      this.main.getByRole('button', { name: /^(Token: .+\. )?Choose token$/ }),
      /^Choose a token on /,
      symbol,
    );
  }

  /** The token the recipient gets, from the destination side's picker. */
  async chooseReceiveToken(symbol: string) {
    await this.pick(
      this.main.getByRole('button', {
        name: /^(Token to receive: .+\. )?Choose token to receive$/,
      }),
      /^Choose the token to receive on /,
      symbol,
    );
  }

  /** "I want to receive exactly": the radio is drawn as a segment, so its label is clicked. */
  async chooseExactOutput() {
    await this.main.getByText('I want to receive exactly', { exact: true }).click();
    await expect(this.main.getByRole('radio', { name: 'I want to receive exactly' })).toBeChecked();
  }

  /** The amount field in exact-output mode: what the recipient gets. */
  get exactOutputAmount(): Locator {
    return this.main.getByRole('textbox', { name: /^Recipient gets exactly on / });
  }

  /** Open the slippage popover and type a custom tolerance in percent. */
  async setSlippage(percent: string) {
    const toggle = this.main.getByRole('button', { name: /^Slippage: / });
    await toggle.click();
    await this.main.getByRole('textbox', { name: 'Custom' }).fill(percent);
    await this.page.keyboard.press('Escape');
    await expect(this.main.getByRole('button', { name: `Slippage: ${percent}%` })).toBeFocused();
  }

  async chooseGasless() {
    await this.main.getByRole('radio', { name: /Gasless USDC/ }).check();
  }

  /** Type the amount like a person (key by key), returning when the last key went in. */
  async typeAmount(text: string) {
    await this.amount.fill('');
    await this.amount.pressSequentially(text, { delay: 40 });
  }

  /**
   * Starts timing in the page; the function returned gives the milliseconds from the last
   * keystroke to a settled quote (shown, and nothing marked stale). Printed by the journeys
   * against a 400 ms target, 200 ms debounce included; on CI's two parallel workers the page
   * shares two cores with another journey, so figures there run higher.
   */
  async watchQuoteLatency(): Promise<() => Promise<number>> {
    await this.page.evaluate(() => {
      const w = window as unknown as { __quoteTiming: { lastInput: number; ready: number } };
      w.__quoteTiming = { lastInput: 0, ready: 0 };
      document.addEventListener('input', () => {
        w.__quoteTiming = { lastInput: performance.now(), ready: 0 };
      });
      new MutationObserver(() => {
        const t = w.__quoteTiming;
        if (!t.lastInput || t.ready) return;
        const settled =
          document.querySelector('[data-testid="quote-output"]') &&
          !document.querySelector('[data-stale]');
        if (settled) t.ready = performance.now();
      }).observe(document.body, {
        subtree: true,
        childList: true,
        attributes: true,
        characterData: true,
      });
    });
    return () =>
      this.page.evaluate(() => {
        const t = (window as unknown as { __quoteTiming: { lastInput: number; ready: number } })
          .__quoteTiming;
        return t.ready - t.lastInput;
      });
  }

  /** Wait for a settled (not dimmed) quote showing `output`. */
  async expectQuote(output: string | RegExp = /USDC$/, timeout = 10_000) {
    await expect(this.quoteOutput).toHaveText(output, { timeout });
    await expect(this.quote.locator('[data-stale]')).toHaveCount(0, { timeout: 10_000 });
  }

  /** Review, switch network if the wallet asks, and sign. */
  async reviewAndSign() {
    await this.action('Review transfer').click();
    await expect(this.review).toBeVisible();
    const sign = this.signButton;
    if (/^Switch wallet/.test((await sign.textContent()) ?? '')) {
      await sign.click();
      await expect(this.review.getByRole('button', { name: 'Sign in wallet' })).toBeVisible();
    }
    await this.review.getByRole('button', { name: 'Sign in wallet' }).click();
  }

  /** With the review open: switch network if the wallet asks, then sign. */
  async reviewAndSignOpen() {
    await expect(this.review).toBeVisible();
    if (/^Switch wallet/.test((await this.signButton.textContent()) ?? '')) {
      await this.signButton.click();
      await expect(this.review.getByRole('button', { name: 'Sign in wallet' })).toBeVisible();
    }
    await this.review.getByRole('button', { name: 'Sign in wallet' }).click();
  }

  /**
   * With the send review open: switch network if the wallet asks, then press the send button
   * ("Approve and deposit" or "Deposit from wallet").
   */
  async send(label: 'Approve and deposit' | 'Deposit from wallet') {
    await expect(this.sendReview).toBeVisible();
    const button = this.sendReview.getByRole('button', {
      name: new RegExp(`^(${label}|Switch wallet to .+)$`),
    });
    if (/^Switch wallet/.test((await button.textContent()) ?? '')) await button.click();
    await this.sendReview.getByRole('button', { name: label }).click();
  }

  /** Top of the page, then a screenshot (a scrolled page draws the sticky header mid-way). */
  override async screenshot(name: string, opts: { fullPage?: boolean } = {}) {
    await this.page.evaluate(() => window.scrollTo(0, 0));
    await super.screenshot(name, opts);
  }
}
