// A react-intl formatter (IntlShape, as useT() gives a component) in one language,
// with every area's catalogue of it.
import { createIntl, createIntlCache } from 'react-intl';
import type { Locale } from '../../i18n/locales';
import { catalogue } from '../../i18n/testing/format-message';

const cache = createIntlCache();

export const intlIn = (locale: Locale) =>
  createIntl(
    {
      locale,
      messages: catalogue(locale),
      onError: (err) => {
        throw err;
      },
    },
    cache,
  );
