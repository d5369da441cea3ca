// Time formatting shared by every view. Relative text for reading, absolute value for checking,
// in the language of the formatter (useT()'s object; English without one).
import {
  intlLocale,
  pseudoWords,
  formatterOf,
  type MessageFormatter,
  type FormatterOrLocale,
} from './intl-locale';
import { dateTimeFormat, relativeTimeFormat } from './intl-formats';

type DateInput = Date | string | number;

const UNITS: Array<[Intl.RelativeTimeFormatUnit, number]> = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
  ['second', 1],
];

export function toDate(value: DateInput): Date {
  return value instanceof Date ? value : new Date(value);
}

const unknownTime = (formatter: MessageFormatter) =>
  formatter.formatMessage({ id: 'lib.time.unknown', defaultMessage: 'unknown time' });

/**
 * "5 minutes ago", "in 2 hours", "just now". Seconds under 45 read as "just now" (or "in a few
 * seconds") so a live list does not tick every second.
 */
export function formatRelativeTime(
  value: DateInput,
  now: DateInput = Date.now(),
  formatterOrLocale?: FormatterOrLocale,
): string {
  const formatter = formatterOf(formatterOrLocale);
  const date = toDate(value);
  if (Number.isNaN(date.getTime())) return unknownTime(formatter);
  const diffSeconds = Math.round((date.getTime() - toDate(now).getTime()) / 1000);
  const abs = Math.abs(diffSeconds);
  if (abs < 45)
    return diffSeconds <= 0
      ? formatter.formatMessage({ id: 'lib.time.justNow', defaultMessage: 'just now' })
      : formatter.formatMessage({
          id: 'lib.time.inAFewSeconds',
          defaultMessage: 'in a few seconds',
        });
  const rtf = relativeTimeFormat(intlLocale(formatter.locale), { numeric: 'auto' });
  const [unit, seconds] = UNITS.find(([, s]) => abs >= s) ?? ['second', 1];
  return pseudoWords(rtf.format(Math.round(diffSeconds / seconds), unit), formatter.locale);
}

/**
 * Full date and time with the zone, e.g. "Nov 21, 2025, 2:03:07 PM UTC", in the formatter's
 * language; without a formatter, in the browser's own format.
 */
export function formatAbsoluteTime(
  value: DateInput,
  formatterOrLocale?: FormatterOrLocale,
  timeZone?: string,
): string {
  const date = toDate(value);
  if (Number.isNaN(date.getTime())) return unknownTime(formatterOf(formatterOrLocale));
  const locale =
    typeof formatterOrLocale === 'string' ? formatterOrLocale : formatterOrLocale?.locale;
  return dateTimeFormat(locale && intlLocale(locale), {
    dateStyle: 'medium',
    timeStyle: 'long',
    ...(timeZone ? { timeZone } : {}),
  }).format(date);
}
