import { useCallback, useSyncExternalStore } from 'react';
import {
  readThemePreference,
  resolveTheme,
  setThemePreference,
  subscribeTheme,
  type ThemePreference,
} from './theme';

/** The saved preference, the theme actually shown, and a setter. */
export function useTheme() {
  const preference = useSyncExternalStore(subscribeTheme, readThemePreference, () => 'system');
  const resolved = useSyncExternalStore(
    subscribeTheme,
    () => resolveTheme(readThemePreference()),
    () => 'light' as const,
  );
  const setPreference = useCallback((next: ThemePreference) => setThemePreference(next), []);
  return { preference, resolved, setPreference };
}
