// What model code that formats messages is handed in tests: the app's messages in one language.
import { createIntl, type IntlShape } from 'react-intl';
import type { Locale } from '../../../i18n/locales';
import { catalogue } from '../../../i18n/testing/format-message';

export const intlIn = (locale: Locale = 'en'): IntlShape =>
  createIntl({ locale, defaultLocale: 'en', messages: catalogue(locale) });
