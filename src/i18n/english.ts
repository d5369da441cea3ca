// English for code that speaks outside the page's provider (a formatter called without the
// page's language, words for the support bundle, a component rendered alone in a test): each
// message's own English (defaultMessage), as in the page (catalogues.ts).
import { createIntl, createIntlCache } from 'react-intl';
import { DEFAULT_LOCALE } from './locales';

export const english = createIntl(
  { locale: DEFAULT_LOCALE, defaultLocale: DEFAULT_LOCALE, messages: {}, onError: () => {} },
  createIntlCache(),
);
