// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { setThemePreference, THEME_STORAGE_KEY, THEME_SWITCHING_CLASS } from '../../lib/theme';
import { ThemeSwitcher } from './ThemeSwitcher';

// No vitest globals here, so Testing Library cannot unmount between tests by itself.
afterEach(cleanup);

function mockSystemTheme(dark: boolean) {
  vi.stubGlobal(
    'matchMedia',
    vi.fn((query: string) => ({
      matches: dark && query.includes('dark'),
      media: query,
      addEventListener: vi.fn(),
      removeEventListener: vi.fn(),
    })),
  );
}

beforeEach(() => {
  localStorage.clear();
  document.documentElement.classList.remove('dark');
  mockSystemTheme(false);
});
afterEach(() => vi.unstubAllGlobals());

it('toggles the dark class and remembers the choice', async () => {
  const user = userEvent.setup();
  render(<ThemeSwitcher />);
  const group = screen.getByRole('group', { name: 'Colour theme' });
  expect(group).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Match system theme' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );

  await user.click(screen.getByRole('button', { name: 'Dark theme' }));
  expect(document.documentElement).toHaveClass('dark');
  expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('dark');
  expect(screen.getByRole('button', { name: 'Dark theme' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );

  await user.click(screen.getByRole('button', { name: 'Light theme' }));
  expect(document.documentElement).not.toHaveClass('dark');
  expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('light');
});

it('follows the system preference when set to system', async () => {
  mockSystemTheme(true);
  localStorage.setItem(THEME_STORAGE_KEY, 'light');
  const user = userEvent.setup();
  render(<ThemeSwitcher />);
  expect(screen.getByRole('button', { name: 'Light theme' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );

  await user.click(screen.getByRole('button', { name: 'Match system theme' }));
  expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('system');
  expect(document.documentElement).toHaveClass('dark');
});

it('switches every colour at once: transitions are off for the change, then back on', () => {
  vi.useFakeTimers();
  try {
    setThemePreference('dark');
    const root = document.documentElement;
    expect(root).toHaveClass('dark');
    expect(root).toHaveClass(THEME_SWITCHING_CLASS);
    vi.runAllTimers();
    expect(root).not.toHaveClass(THEME_SWITCHING_CLASS);

    setThemePreference('dark'); // no change: nothing to switch
    expect(root).not.toHaveClass(THEME_SWITCHING_CLASS);
  } finally {
    vi.useRealTimers();
  }
});
