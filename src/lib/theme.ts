// Light / dark / system theme. /public/page-start.js applies the saved choice before first
// paint with the same key and rule; this module keeps it in sync afterwards.
import { storedValue } from './stored-value';

export type ThemePreference = 'light' | 'dark' | 'system';
export const THEME_STORAGE_KEY = 'ferry-theme';
export const THEME_PREFERENCES: readonly ThemePreference[] = ['light', 'dark', 'system'];

const DARK_QUERY = '(prefers-color-scheme: dark)';

function isPreference(value: unknown): value is ThemePreference {
  return value === 'light' || value === 'dark' || value === 'system';
}

// page-start.js reads the same key before the app loads.
const storedTheme = storedValue<ThemePreference>({
  key: THEME_STORAGE_KEY,
  fallback: 'system',
  parse: (raw) => (isPreference(raw) ? raw : undefined),
});

export const readThemePreference = (): ThemePreference => storedTheme.read();

function systemPrefersDark(): boolean {
  return typeof matchMedia === 'function' && matchMedia(DARK_QUERY).matches;
}

export function resolveTheme(preference: ThemePreference): 'light' | 'dark' {
  if (preference === 'system') return systemPrefersDark() ? 'dark' : 'light';
  return preference;
}

/** Set on <html> while the theme changes: styles.css turns colour transitions off under it. */
export const THEME_SWITCHING_CLASS = 'theme-switching';

/**
 * Switches every colour at once. Without this, elements with `transition-colors` fade over
 * 150 ms while the rest has already switched: for that moment a nav link's light-theme text sits
 * on the dark background, too faint to read (axe caught it mid-fade).
 */
export function applyTheme(preference: ThemePreference): void {
  const root = document.documentElement;
  const dark = resolveTheme(preference) === 'dark';
  if (root.classList.contains('dark') === dark) return;
  root.classList.add(THEME_SWITCHING_CLASS);
  root.classList.toggle('dark', dark);
  // Reading a computed style makes the browser apply the new colours now, with transitions off.
  void getComputedStyle(root).color;
  setTimeout(() => root.classList.remove(THEME_SWITCHING_CLASS), 0);
}

export function setThemePreference(preference: ThemePreference): void {
  applyTheme(preference);
  storedTheme.write(preference); // refused: still applied for this page
}

/** Subscribes to preference changes, other tabs, and the OS theme (for "system"). */
export function subscribeTheme(notify: () => void): () => void {
  const unsubscribe = storedTheme.subscribe(() => {
    applyTheme(readThemePreference()); // another tab's choice; this tab's is applied already
    notify();
  });
  const media = typeof matchMedia === 'function' ? matchMedia(DARK_QUERY) : undefined;
  const onSystem = () => {
    if (readThemePreference() === 'system') applyTheme('system');
    notify();
  };
  media?.addEventListener('change', onSystem);
  return () => {
    unsubscribe();
    media?.removeEventListener('change', onSystem);
  };
}
