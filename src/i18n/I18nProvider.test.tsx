// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import { formatsFor } from '../lib/format';
import { loadMessages } from './catalogues';
import { I18nProvider } from './I18nProvider';
import { useT } from './useT';

const RealNumberFormat = Intl.NumberFormat;
/** The tags Intl was asked to write numbers for. */
const asked: string[] = [];

/**
 * Intl as older data has it (and as some browsers still do): a bare "ar" writes Arabic-Indic
 * digits. This machine's data may write Latin ones, which would hide the difference.
 */
class OlderArabicData extends RealNumberFormat {
  constructor(locales?: string | string[], options?: Intl.NumberFormatOptions) {
    asked.push(String(locales));
    super(locales, String(locales) === 'ar' ? { numberingSystem: 'arab', ...options } : options);
  }
}

afterEach(() => {
  Intl.NumberFormat = RealNumberFormat;
  asked.length = 0;
  cleanup();
});

function Shown() {
  const t = useT();
  return (
    <>
      <p>
        {t.formatMessage({ id: 'history.wallet.limited' }, { count: 25 })}{' '}
        {formatsFor(t).number(25)}
      </p>
      <p>{t.locale}</p>
    </>
  );
}

it('writes the numbers of messages in Arabic with the Latin digits the formatters write', async () => {
  Intl.NumberFormat = OlderArabicData as typeof Intl.NumberFormat;
  expect(new Intl.NumberFormat('ar').format(25)).toBe('٢٥'); // the difference, forced
  asked.length = 0;
  render(
    <I18nProvider initial={{ locale: 'ar', messages: await loadMessages('ar') }}>
      <Shown />
    </I18nProvider>,
  );
  // The plural's "#" and the page's formatter agree: 25, never ٢٥.
  const shown = screen.getByText(/25/);
  expect(shown.textContent).toMatch(/^يُعرض أحدث 25 تحويلًا\. 25$/);
  expect(shown.textContent).not.toMatch(/[٠-٩]/);
  // Every number the messages asked Intl for was in the Arabic that writes Latin digits.
  const forArabic = asked.filter((tag) => tag.startsWith('ar'));
  expect(forArabic.length).toBeGreaterThan(0);
  expect(new Set(forArabic)).toEqual(new Set(['ar-u-nu-latn']));
  expect(new RealNumberFormat('ar-u-nu-latn').resolvedOptions().numberingSystem).toBe('latn');
  // The page's helpers still read Ferry's own code for the language (its direction, its formats).
  expect(screen.getByText('ar')).toBeTruthy();
});
