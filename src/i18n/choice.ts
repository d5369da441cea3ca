// The language a person chose, remembered in this browser. Storage may be refused (private
// modes, blocked cookies): then the choice lasts as long as the page.
import { isLocale, matchLocale, type Locale } from './locales';

export const LOCALE_KEY = 'ferry.locale';

export function storedLocale(): Locale | undefined {
  try {
    const value = window.localStorage.getItem(LOCALE_KEY);
    return isLocale(value) ? value : undefined;
  } catch {
    return undefined;
  }
}

export function storeLocale(locale: Locale): void {
  try {
    window.localStorage.setItem(LOCALE_KEY, locale);
  } catch {
    // Kept for this page only.
  }
}

/** What the page opens in: the stored choice, else the browser's languages. */
export function initialLocale(): Locale {
  return storedLocale() ?? matchLocale(navigator.languages ?? [navigator.language]);
}
