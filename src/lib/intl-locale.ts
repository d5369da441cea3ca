// The language a formatter writes in: react-intl's object from useT() (its locale and its
// messages), English when none is given, so a plain call keeps its English result.
import type { IntlShape } from 'react-intl';
import { english as englishIntl } from '../i18n/english';
import { DEFAULT_LOCALE, directionOf, isLocale, PSEUDO_LOCALE } from '../i18n/locales';

export type MessageFormatter = Pick<IntlShape, 'locale' | 'formatMessage'>;
/** useT()'s object; a bare BCP 47 tag still works, with English for the words Intl lacks. */
export type FormatterOrLocale = MessageFormatter | string;

export const english: MessageFormatter = englishIntl;

export const formatterOf = (given: FormatterOrLocale | undefined): MessageFormatter =>
  typeof given === 'string'
    ? { locale: given, formatMessage: english.formatMessage }
    : (given ?? english);

/**
 * The tag Intl formats a language's numbers and dates with. Arabic with Latin digits: most
 * Arabic finance and wallet screens show them, amounts are compared digit by digit with a
 * wallet's, and browsers disagree on Arabic's default digits (Chromium's data has changed it).
 * The pseudo-locale has no Intl data of its own: English.
 */
export function intlLocale(locale: string): string {
  if (locale === PSEUDO_LOCALE) return DEFAULT_LOCALE;
  if (locale === 'ar') return 'ar-u-nu-latn';
  return locale;
}

/**
 * `text` kept left to right inside a right-to-left sentence (an amount and its symbol, which
 * bidi would otherwise order "USDC 1.5" and read a minus sign at its end): Unicode's
 * left-to-right isolate, which holds in attributes and plain strings where an element cannot.
 */
export function leftToRight(text: string, locale: string): string {
  return isLocale(locale) && directionOf(locale) === 'rtl' ? `\u2066${text}\u2069` : text;
}

const PLAIN = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
const ACCENTED = [...'ȦƁƇḒḖƑƓĦĪĴĶĿḾȠǾƤɊŘŞŦŬṼẆẊẎẐȧƀƈḓḗƒɠħīĵķŀḿƞǿƥɋřşŧŭṽẇẋẏẑ'];

/**
 * Intl's words ("5 minutes ago", "1 hr, 20 min") accented in the pseudo-locale, as its messages
 * are: they are the language's, not English left in the code, and the pseudo-locale walk tells
 * the two apart by the accents.
 */
export function pseudoWords(text: string, locale: string): string {
  if (locale !== PSEUDO_LOCALE) return text;
  return text.replace(/[A-Za-z]/g, (c) => ACCENTED[PLAIN.indexOf(c)] ?? c);
}
