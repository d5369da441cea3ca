// A length of time, short ("45 sec", "3 min, 5 sec", "1 hr, 20 min"), in the formatter's
// language. Composed from Intl's unit and list formats, as Intl.DurationFormat's short style
// lays it out: DurationFormat is missing from Node 20 and from browsers Ferry supports (Chromium
// before 129), and its polyfill would add a package to every page for three units.
import { listFormat, numberFormat } from './intl-formats';
import { intlLocale, pseudoWords, formatterOf, type FormatterOrLocale } from './intl-locale';

/** Seconds while under a minute, seconds beside minutes under ten, then hours and minutes. */
export function formatDuration(totalSec: number, formatterOrLocale?: FormatterOrLocale): string {
  const { locale } = formatterOf(formatterOrLocale);
  return pseudoWords(composeDuration(totalSec, intlLocale(locale)), locale);
}

function composeDuration(totalSec: number, locale: string): string {
  const unit = (value: number, name: 'hour' | 'minute' | 'second') =>
    numberFormat(locale, { style: 'unit', unit: name, unitDisplay: 'short' }).format(value);
  const list = (parts: string[]) =>
    listFormat(locale, { type: 'unit', style: 'short' }).format(parts);
  const s = Math.max(0, Math.round(totalSec));
  if (s < 60) return unit(s, 'second');
  const min = Math.floor(s / 60);
  if (min < 60)
    return s % 60 && min < 10
      ? list([unit(min, 'minute'), unit(s % 60, 'second')])
      : unit(min, 'minute');
  const h = Math.floor(min / 60);
  return min % 60 ? list([unit(h, 'hour'), unit(min % 60, 'minute')]) : unit(h, 'hour');
}
