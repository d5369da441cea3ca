// English for code that formats messages outside the page's provider (a formatter called
// without the page's language, messages for the support bundle, a component rendered alone in
// a test): each message's own English (defaultMessage), as in the page (catalogues.ts).
import { createIntl, createIntlCache, type IntlShape } from 'react-intl';
import { DEFAULT_LOCALE } from './locales';

let built: IntlShape | undefined;
const made = () =>
  (built ??= createIntl(
    { locale: DEFAULT_LOCALE, defaultLocale: DEFAULT_LOCALE, messages: {}, onError: () => {} },
    createIntlCache(),
  ));

/**
 * Made on first use, not as the page's code loads: making it asks Intl which languages it
 * has, which loads Intl's data (40–110 ms in a fresh browser tab), one long task more while
 * the page is taken over. A page in English pays it once, later, inside its own provider.
 */
export const english: IntlShape = new Proxy({} as IntlShape, {
  get: (_, key) => Reflect.get(made(), key),
  has: (_, key) => Reflect.has(made(), key),
  ownKeys: () => Reflect.ownKeys(made()),
  getOwnPropertyDescriptor: (_, key) => {
    const own = Reflect.getOwnPropertyDescriptor(made(), key);
    // A proxy may only describe a property of its own target as fixed: this one has none.
    return own && { ...own, configurable: true };
  },
});
