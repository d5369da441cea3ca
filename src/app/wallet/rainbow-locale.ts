// RainbowKit's own words (its connect modal, account menu and chain switcher) in the page's
// language. RainbowKit fetches a language's strings as a chunk of their own when it is asked
// for, so only the active one is downloaded, and only with the wallet layer.
import type { Locale as RainbowLocale } from '@rainbow-me/rainbowkit';
import type { Locale } from '../../i18n/locales';

const RAINBOW_LOCALES = {
  en: 'en-US',
  // Latin-American Spanish, as Ferry's own Spanish is written.
  es: 'es-419',
  'zh-CN': 'zh-CN',
  ar: 'ar-AR',
  // The pseudo-locale checks Ferry's messages, not RainbowKit's.
  'en-XA': 'en-US',
} as const satisfies Record<Locale, RainbowLocale>;

export const rainbowLocale = (locale: Locale): RainbowLocale => RAINBOW_LOCALES[locale];
