// Time formatting shared by every view. Relative text for reading, absolute value for checking.

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

/**
 * "5 minutes ago", "in 2 hours", "just now". Seconds under 45 read as "just now" (or "in a few
 * seconds") so a live list does not tick every second.
 */
export function formatRelativeTime(
  value: DateInput,
  now: DateInput = Date.now(),
  locale?: string,
): string {
  const date = toDate(value);
  if (Number.isNaN(date.getTime())) return 'unknown time';
  const diffSeconds = Math.round((date.getTime() - toDate(now).getTime()) / 1000);
  const abs = Math.abs(diffSeconds);
  const rtf = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' });
  if (abs < 45) return diffSeconds <= 0 ? 'just now' : 'in a few seconds';
  for (const [unit, seconds] of UNITS) {
    if (abs >= seconds || unit === 'second') {
      return rtf.format(Math.round(diffSeconds / seconds), unit);
    }
  }
  return rtf.format(diffSeconds, 'second');
}

/** Full local date and time with the zone, e.g. "21 Nov 2025, 14:03:07 UTC". */
export function formatAbsoluteTime(value: DateInput, locale?: string, timeZone?: string): string {
  const date = toDate(value);
  if (Number.isNaN(date.getTime())) return 'unknown time';
  return new Intl.DateTimeFormat(locale, {
    dateStyle: 'medium',
    timeStyle: 'long',
    ...(timeZone ? { timeZone } : {}),
  }).format(date);
}
