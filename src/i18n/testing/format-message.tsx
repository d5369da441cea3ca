// Tests find elements by what a person reads, taken from the catalogues rather than written
// out in English: `formatMessage('bridge.review.confirm')` is that message in English (or in
// `locale`), so a test keeps passing when the English wording changes and fails when a message
// is missing.
// `inLocale(locale)` is a render wrapper showing the tree in that language.
import type { ReactNode } from 'react';
import { createIntlCache, RawIntlProvider, type IntlShape } from 'react-intl';
import { intlFor as pageIntl } from '../intl';
import type { Locale } from '../locales';

const files = import.meta.glob<Record<string, string>>('../lang/*/*.json', {
  eager: true,
  import: 'default',
});

/** Every area's messages in one language (ICU source text by id). */
export function catalogue(locale: Locale): Record<string, string> {
  const messages: Record<string, string> = {};
  for (const [file, entries] of Object.entries(files))
    if (file.endsWith(`/${locale}.json`)) Object.assign(messages, entries);
  return messages;
}

const cache = createIntlCache();
const intls = new Map<Locale, IntlShape>();

function intlFor(locale: Locale) {
  let intl = intls.get(locale);
  if (!intl) {
    const messages = catalogue(locale);
    // As the page makes it (Arabic numbers in Latin digits), failing on any missing message.
    intl = pageIntl(locale, messages, cache, (err) => {
      throw err;
    });
    intls.set(locale, intl);
  }
  return intl;
}

/** A message as a person reads it; throws for an id no catalogue has. */
export function formatMessage(
  id: string,
  values?: Record<string, string | number | Date>,
  locale: Locale = 'en',
): string {
  if (!(id in catalogue(locale))) throw new Error(`No message ${id} in ${locale}`);
  return intlFor(locale).formatMessage({ id }, values);
}

/** A render `wrapper` showing the tree in `locale`, with that language's catalogue, as the page does. */
export function inLocale(locale: Locale) {
  const intl = pageIntl(locale, catalogue(locale), createIntlCache());
  return function InLocale({ children }: { children: ReactNode }) {
    return <RawIntlProvider value={intl}>{children}</RawIntlProvider>;
  };
}
