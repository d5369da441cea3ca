import { expect, type Locator, type Page } from '@playwright/test';
import { AppShell } from './AppShell';

/** The support explorer: /explorer?q=… and /explorer/deposits/$originChainId/$depositId. */
export class ExplorerPage extends AppShell {
  readonly searchBox: Locator;
  readonly results: Locator;

  constructor(page: Page) {
    super(page);
    this.searchBox = this.main.getByLabel('Transaction hash, order id, address or deposit id');
    this.results = this.main.getByRole('region', { name: 'Results' });
  }

  async open(q?: string) {
    await this.goto(q ? `/explorer?q=${encodeURIComponent(q)}` : '/explorer');
  }

  /** Type into the one search box as a person pastes (with stray spaces) and search. */
  async search(text: string) {
    await this.searchBox.fill(` ${text} `);
    await this.main.getByRole('button', { name: 'Search', exact: true }).click();
  }

  async chooseOriginChain(name: string) {
    await this.main.getByLabel('Origin chain of the deposit').selectOption({ label: name });
  }

  /** The group of results for one way the input matched, e.g. "Deposit transaction". */
  match(title: string | RegExp): Locator {
    const name = typeof title === 'string' ? `Matched as: ${title}` : title;
    return this.results.getByRole('region', { name });
  }

  /** The table rows (desktop width) of a match, header row excluded. */
  rows(match: Locator): Locator {
    return match
      .getByRole('table')
      .getByRole('row')
      .filter({ has: this.page.getByRole('cell') });
  }

  depositLink(scope: Locator, depositId: string): Locator {
    return scope.getByRole('link', { name: new RegExp(`^Deposit ${depositId}\\b`) }).first();
  }

  async expectFound(match: Locator, depositId: string) {
    await expect(this.depositLink(match, depositId)).toBeVisible({ timeout: 20_000 });
  }
}
