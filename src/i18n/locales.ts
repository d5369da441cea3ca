// The languages Ferry speaks, and which one a person gets: the one they chose (remembered in
// this browser), else the first of their browser's languages Ferry has, else English. Links
// carry no language, so a link shared by someone who reads Spanish opens in the reader's own.

export const LOCALES = [
  { code: 'en', name: 'English', dir: 'ltr' },
  { code: 'es', name: 'Español', dir: 'ltr' },
  { code: 'zh-CN', name: '简体中文', dir: 'ltr' },
  { code: 'ar', name: 'العربية', dir: 'rtl' },
] as const;

export type ShippedLocale = (typeof LOCALES)[number]['code'];
/** en-XA: English with every letter accented and every message bracketed, to find text no
 * message carries. Never offered; reached by storing it as the choice (the e2e walk does). */
export const PSEUDO_LOCALE = 'en-XA';
export type Locale = ShippedLocale | typeof PSEUDO_LOCALE;

export const DEFAULT_LOCALE: ShippedLocale = 'en';

export const isLocale = (value: unknown): value is Locale =>
  value === PSEUDO_LOCALE || LOCALES.some((l) => l.code === value);

export const directionOf = (locale: Locale): 'ltr' | 'rtl' =>
  LOCALES.find((l) => l.code === locale)?.dir ?? 'ltr';

/**
 * The first of `preferred` (BCP 47 tags, most wanted first, as navigator.languages) that Ferry
 * speaks: an exact tag, else the same language in another region or script (es-MX → es,
 * zh-TW → zh-CN: the only Chinese Ferry has).
 */
export function matchLocale(preferred: readonly string[]): ShippedLocale {
  for (const tag of preferred) {
    const lower = tag.toLowerCase();
    const exact = LOCALES.find((l) => l.code.toLowerCase() === lower);
    if (exact) return exact.code;
    const language = lower.split('-')[0];
    const sameLanguage = LOCALES.find((l) => l.code.toLowerCase().split('-')[0] === language);
    if (sameLanguage) return sameLanguage.code;
  }
  return DEFAULT_LOCALE;
}
