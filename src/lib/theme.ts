// Light / dark / system theme. /public/theme-init.js applies the saved choice before first
// paint with the same key and rule; this module keeps it in sync afterwards.

export type ThemePreference = 'light' | 'dark' | 'system';
export const THEME_STORAGE_KEY = 'ferry-theme';
export const THEME_PREFERENCES: readonly ThemePreference[] = ['light', 'dark', 'system'];

const DARK_QUERY = '(prefers-color-scheme: dark)';
const listeners = new Set<() => void>();

function isPreference(value: unknown): value is ThemePreference {
  return value === 'light' || value === 'dark' || value === 'system';
}

export function readThemePreference(): ThemePreference {
  try {
    const saved = localStorage.getItem(THEME_STORAGE_KEY);
    return isPreference(saved) ? saved : 'system';
  } catch {
    return 'system'; // storage blocked (private mode, policy)
  }
}

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
  try {
    localStorage.setItem(THEME_STORAGE_KEY, preference);
  } catch {
    // Not saved, but still applied for this page.
  }
  applyTheme(preference);
  listeners.forEach((notify) => notify());
}

/** Subscribes to preference changes, other tabs, and the OS theme (for "system"). */
export function subscribeTheme(notify: () => void): () => void {
  listeners.add(notify);
  const media = typeof matchMedia === 'function' ? matchMedia(DARK_QUERY) : undefined;
  const onSystem = () => {
    if (readThemePreference() === 'system') applyTheme('system');
    notify();
  };
  const onStorage = (event: StorageEvent) => {
    if (event.key !== THEME_STORAGE_KEY) return;
    applyTheme(readThemePreference());
    notify();
  };
  media?.addEventListener('change', onSystem);
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(notify);
    media?.removeEventListener('change', onSystem);
    window.removeEventListener('storage', onStorage);
  };
}
