// The page's language: messages for react-intl, `lang` and `dir` on the document, the choice
// remembered, and followed when another tab of Ferry changes it.
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
  type ReactNode,
} from 'react';
import { createIntlCache, RawIntlProvider } from 'react-intl';
import { loadMessages, type Messages } from './catalogues';
import { followStoredLocale, storeLocale } from './choice';
import { intlFor } from './intl';
import { DEFAULT_LOCALE, directionOf, type Locale } from './locales';

interface LocaleState {
  locale: Locale;
  /** Loads the language's messages, then shows and remembers it. */
  choose(locale: Locale): Promise<void>;
}

const LocaleContext = createContext<LocaleState | undefined>(undefined);

export function applyToDocument(locale: Locale) {
  document.documentElement.lang = locale;
  document.documentElement.dir = directionOf(locale);
}

export function I18nProvider({
  initial,
  children,
}: {
  /** The language the page opened in, with its messages already loaded (main.tsx). */
  initial: { locale: Locale; messages: Messages };
  children: ReactNode;
}) {
  const [shown, setShown] = useState(initial);

  const show = useCallback(async (locale: Locale) => {
    const messages = await loadMessages(locale);
    setShown({ locale, messages });
    applyToDocument(locale);
  }, []);

  const choose = useCallback(
    async (locale: Locale) => {
      storeLocale(locale);
      await show(locale);
    },
    [show],
  );

  // A stored choice from another tab (this tab's own may arrive too: showing it again is harmless).
  const shownLocale = shown.locale;
  useEffect(
    () =>
      followStoredLocale((locale) => {
        if (locale !== shownLocale) void show(locale);
      }),
    [show, shownLocale],
  );

  const state = useMemo(() => ({ locale: shown.locale, choose }), [shown.locale, choose]);
  // One cache of Intl formatters for the page's life, across languages (react-intl's own way).
  const [cache] = useState(createIntlCache);
  const intl = useMemo(
    () => intlFor(shown.locale, shown.messages, cache),
    [shown.locale, shown.messages, cache],
  );
  return (
    <LocaleContext.Provider value={state}>
      <RawIntlProvider value={intl}>{children}</RawIntlProvider>
    </LocaleContext.Provider>
  );
}

/** The page's language and how to change it; English, unchangeable, outside the provider. */
export function useLocale(): LocaleState {
  return useContext(LocaleContext) ?? { locale: DEFAULT_LOCALE, choose: async () => {} };
}
