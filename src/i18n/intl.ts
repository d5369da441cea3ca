// react-intl's object for one of Ferry's languages, as the page and the tests make it.
import { createIntl, type IntlCache, type IntlConfig, type IntlShape } from 'react-intl';
import { intlLocale } from '../lib/intl-locale';
import { DEFAULT_LOCALE, type Locale } from './locales';

/**
 * Messages in `locale`, formatting their numbers, plurals and dates with Intl's tag for it
 * (intlLocale: Arabic with Latin digits), so a plural's `#` or a `{count, number}` writes the
 * digits the page's own formatters write; react-intl formats `#` with the locale's default
 * digits, which for a bare "ar" are Arabic-Indic in older Intl data. Its `locale` stays Ferry's
 * code ("ar"): the page's helpers read it for the direction and their own formats.
 */
export function intlFor(
  locale: Locale,
  messages: IntlConfig['messages'],
  cache: IntlCache,
  onError?: IntlConfig['onError'],
): IntlShape {
  // An undefined onError would replace react-intl's own handler: only one given is passed.
  const config = { locale: intlLocale(locale), defaultLocale: DEFAULT_LOCALE, messages };
  const intl = createIntl(onError ? { ...config, onError } : config, cache);
  return { ...intl, locale };
}
