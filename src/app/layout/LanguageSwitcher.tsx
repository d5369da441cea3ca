import { useEffect, useRef } from 'react';
import { Icon } from '../../components/ui/Icon';
import { useLocale } from '../../i18n/I18nProvider';
import { LOCALES, PSEUDO_LOCALE, isLocale } from '../../i18n/locales';
import { useT } from '../../i18n/useT';

/**
 * The page's language: a native select (a phone shows its own picker), each language named in
 * itself. On a phone only its globe shows, so the header keeps two rows; the page itself says
 * which language it is in. The choice is remembered in this browser; links stay the same in
 * every language.
 */
export function LanguageSwitcher() {
  const { locale, choose } = useLocale();
  const t = useT();
  const select = useRef<HTMLSelectElement>(null);
  // The server renders this select, and a person can pick a language before the app's code has
  // started (public/page-start.js waits for the first paint): that choice is kept.
  useEffect(() => {
    const picked = select.current?.value;
    if (picked && picked !== locale && isLocale(picked)) void choose(picked);
    // Once, when React hydrates the page: later changes come through onChange.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return (
    <label className="relative flex items-center">
      <Icon name="globe" size={16} className="pointer-events-none absolute start-2 text-muted" />
      <span className="sr-only">
        {t.formatMessage({ id: 'header.language', defaultMessage: 'Language' })}
      </span>
      <select
        ref={select}
        value={locale}
        onChange={(e) => {
          if (isLocale(e.target.value)) void choose(e.target.value);
        }}
        className="h-9 w-9 cursor-pointer appearance-none truncate rounded-lg border border-border bg-surface ps-7 pe-2 text-sm text-transparent hover:bg-surface-2 sm:w-auto sm:max-w-28 sm:text-text"
      >
        {LOCALES.map((l) => (
          <option key={l.code} value={l.code} lang={l.code} className="text-text">
            {l.name}
          </option>
        ))}
        {locale === PSEUDO_LOCALE && <option value={PSEUDO_LOCALE}>Pseudo</option>}
      </select>
    </label>
  );
}
