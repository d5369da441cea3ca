// The language a person chose, remembered in this browser (src/lib/stored-value.ts: storage may
// be refused, and another tab's choice arrives here too).
import { storedValue } from '../lib/stored-value';
import { LOCALE_COOKIE } from './locale-cookie';
import { isLocale, matchLocale, type Locale } from './locales';

export const LOCALE_KEY = 'ferry.locale';

const chosen = storedValue<Locale | undefined>({
  key: LOCALE_KEY,
  fallback: undefined,
  parse: (raw) => (isLocale(raw) ? raw : undefined),
  format: (locale) => locale ?? '',
});

export const storedLocale = (): Locale | undefined => chosen.read();

export function storeLocale(locale: Locale): void {
  chosen.write(locale);
  mirrorLocaleCookie(locale);
}

/** Calls `onChange` with the stored choice when it changes, here or in another tab. */
export function followStoredLocale(onChange: (locale: Locale) => void): () => void {
  return chosen.subscribe(() => {
    const locale = chosen.read();
    if (locale) onChange(locale);
  });
}

/** What the page opens in: the stored choice, else the browser's languages. */
export function initialLocale(): Locale {
  const stored = storedLocale();
  // Kept in step for the server, whose page is then rendered in this language next time.
  mirrorLocaleCookie(stored);
  return stored ?? matchLocale(navigator.languages ?? [navigator.language]);
}

/** The choice, or its absence, where the server sees it (locale-cookie.ts). */
function mirrorLocaleCookie(locale: Locale | undefined): void {
  document.cookie = locale
    ? `${LOCALE_COOKIE}=${encodeURIComponent(locale)}; path=/; max-age=31536000; SameSite=Lax`
    : `${LOCALE_COOKIE}=; path=/; max-age=0; SameSite=Lax`;
}
