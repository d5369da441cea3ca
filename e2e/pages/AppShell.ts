import AxeBuilder from '@axe-core/playwright';
import { expect, type Locator, type Page } from '@playwright/test';

export type Section = 'Bridge' | 'Transfers' | 'History' | 'Explorer' | 'Integrator';
export type ThemeChoice = 'Light theme' | 'Dark theme' | 'Match system theme';

/** The frame around every page: header, main navigation, theme, wallet button, main, footer. */
export class AppShell {
  readonly header: Locator;
  readonly nav: Locator;
  readonly main: Locator;
  readonly footer: Locator;
  readonly skipLink: Locator;
  readonly connectButton: Locator;

  constructor(readonly page: Page) {
    this.header = page.getByRole('banner');
    this.nav = page.getByRole('navigation', { name: 'Main' });
    this.main = page.getByRole('main');
    this.footer = page.getByRole('contentinfo');
    this.skipLink = page.getByRole('link', { name: 'Skip to content' });
    this.connectButton = this.header.getByRole('button', { name: 'Connect wallet' });
  }

  async goto(path = '/') {
    await this.page.goto(path);
    await expect(this.main).toBeVisible();
    // React hydrates a server-rendered page seconds after it shows on a busy machine; a journey
    // starts once it has (src/app/AppTree.tsx marks <html>), so its steps never race hydration.
    await expect(this.page.locator('html')).toHaveAttribute('data-hydrated', '', {
      timeout: 15_000,
    });
  }

  navLink(section: Section): Locator {
    return this.nav.getByRole('link', { name: section, exact: true });
  }

  heading(level: 1 | 2 = 1): Locator {
    return this.main.getByRole('heading', { level }).first();
  }

  async openSection(section: Section) {
    await this.navLink(section).click();
    // The section's code is a chunk of its own, fetched on the click: seconds on a loaded machine.
    await expect(this.navLink(section)).toHaveAttribute('aria-current', 'page', {
      timeout: 15_000,
    });
  }

  themeButton(choice: ThemeChoice): Locator {
    return this.header.getByRole('group', { name: 'Colour theme' }).getByRole('button', {
      name: choice,
    });
  }

  async chooseTheme(choice: ThemeChoice) {
    await this.themeButton(choice).click();
    await expect(this.themeButton(choice)).toHaveAttribute('aria-pressed', 'true');
  }

  async isDark(): Promise<boolean> {
    return this.page.evaluate(() => document.documentElement.classList.contains('dark'));
  }

  /** axe-core on the current page: no serious or critical WCAG 2.1 A/AA violations. */
  async expectAccessible(label: string) {
    const results = await new AxeBuilder({ page: this.page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
      .analyze();
    const blocking = results.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target).join(', ')}`);
    expect(blocking, `accessibility violations on ${label}`).toEqual([]);
  }

  /** Saved as test-results/screenshots/<name>.png for people to look at. */
  async screenshot(name: string, { fullPage = true } = {}) {
    await this.page.screenshot({ path: `test-results/screenshots/${name}.png`, fullPage });
  }
}
