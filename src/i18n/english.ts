// English for code that speaks outside the page's provider (a formatter called without the
// page's language, words for the support bundle, a component rendered alone in a test), from
// the English catalogue itself: the built page leaves each message's defaultMessage out of the
// code, so English drawn from defaultMessage would be bare message ids there.
import { createIntl, createIntlCache } from 'react-intl';
import catalogue from 'virtual:ferry-messages/en';
import { DEFAULT_LOCALE } from './locales';

export const english = createIntl(
  { locale: DEFAULT_LOCALE, defaultLocale: DEFAULT_LOCALE, messages: catalogue, onError: () => {} },
  createIntlCache(),
);
