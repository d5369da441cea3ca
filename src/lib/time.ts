// Time formatting shared by every view. Relative text for reading, absolute value for checking,
// in the language of the speaker (useT()'s object; English without one).
import {
  intlLocale,
  pseudoWords,
  speakerOf,
  type Speaker,
  type SpeakerOrLocale,
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

const unknownTime = (speaker: Speaker) =>
  speaker.formatMessage({ id: 'lib.time.unknown', defaultMessage: 'unknown time' });

/**
 * "5 minutes ago", "in 2 hours", "just now". Seconds under 45 read as "just now" (or "in a few
 * seconds") so a live list does not tick every second.
 */
export function formatRelativeTime(
  value: DateInput,
  now: DateInput = Date.now(),
  speakerOrLocale?: SpeakerOrLocale,
): string {
  const speaker = speakerOf(speakerOrLocale);
  const date = toDate(value);
  if (Number.isNaN(date.getTime())) return unknownTime(speaker);
  const diffSeconds = Math.round((date.getTime() - toDate(now).getTime()) / 1000);
  const abs = Math.abs(diffSeconds);
  if (abs < 45)
    return diffSeconds <= 0
      ? speaker.formatMessage({ id: 'lib.time.justNow', defaultMessage: 'just now' })
      : speaker.formatMessage({ id: 'lib.time.inAFewSeconds', defaultMessage: 'in a few seconds' });
  const rtf = relativeTimeFormat(intlLocale(speaker.locale), { numeric: 'auto' });
  const [unit, seconds] = UNITS.find(([, s]) => abs >= s) ?? ['second', 1];
  return pseudoWords(rtf.format(Math.round(diffSeconds / seconds), unit), speaker.locale);
}

/**
 * Full date and time with the zone, e.g. "Nov 21, 2025, 2:03:07 PM UTC", in the speaker's
 * language; without a speaker, in the browser's own format.
 */
export function formatAbsoluteTime(
  value: DateInput,
  speakerOrLocale?: SpeakerOrLocale,
  timeZone?: string,
): string {
  const date = toDate(value);
  if (Number.isNaN(date.getTime())) return unknownTime(speakerOf(speakerOrLocale));
  const locale = typeof speakerOrLocale === 'string' ? speakerOrLocale : speakerOrLocale?.locale;
  return dateTimeFormat(locale && intlLocale(locale), {
    dateStyle: 'medium',
    timeStyle: 'long',
    ...(timeZone ? { timeZone } : {}),
  }).format(date);
}
