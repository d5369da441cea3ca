import { describe, expect, it } from 'vitest';
import { intlIn } from './testing/intl-in';
import { formatAbsoluteTime, formatRelativeTime } from './time';

const now = new Date('2025-11-21T12:00:00Z');
const ago = (seconds: number) => new Date(now.getTime() - seconds * 1000);

describe('formatRelativeTime', () => {
  it('reads recent moments as "just now"', () => {
    expect(formatRelativeTime(ago(10), now)).toBe('just now');
    expect(formatRelativeTime(ago(-10), now)).toBe('in a few seconds');
  });

  it('picks the largest whole unit', () => {
    expect(formatRelativeTime(ago(5 * 60), now)).toBe('5 minutes ago');
    expect(formatRelativeTime(ago(2 * 3600), now)).toBe('2 hours ago');
    expect(formatRelativeTime(ago(24 * 3600), now)).toBe('yesterday');
    expect(formatRelativeTime(ago(-3 * 24 * 3600), now)).toBe('in 3 days');
  });

  it('accepts ISO strings and epoch milliseconds', () => {
    expect(formatRelativeTime('2025-11-21T11:00:00Z', now)).toBe('1 hour ago');
    expect(formatRelativeTime(ago(120).getTime(), now.getTime())).toBe('2 minutes ago');
  });

  it('says so when the date is not a date', () => {
    expect(formatRelativeTime('not a date', now)).toBe('unknown time');
  });

  it.each([
    ['es', ['hace un momento', 'en unos segundos', 'hace 5 minutos', 'ayer', 'dentro de 3 días']],
    ['zh-CN', ['刚刚', '几秒钟后', '5分钟前', '昨天', '3天后']],
    ['ar', ['قبل لحظات', 'خلال ثوانٍ', 'قبل 5 دقائق', 'أمس', 'خلال 3 أيام']],
  ] as const)('speaks %s', (locale, want) => {
    const formatter = intlIn(locale);
    expect(
      [10, -10, 5 * 60, 24 * 3600, -3 * 24 * 3600].map((s) =>
        formatRelativeTime(ago(s), now, formatter),
      ),
    ).toEqual(want);
  });

  it('accents Intl’s words in the pseudo-locale, as its messages are', () => {
    expect(formatRelativeTime(ago(5 * 60), now, intlIn('en-XA'))).toBe('5 ḿīƞŭŧḗş ȧɠǿ');
  });

  it('says an unknown time in the language', () => {
    expect(formatRelativeTime('not a date', now, intlIn('es'))).toBe('hora desconocida');
    expect(formatRelativeTime('not a date', now, intlIn('zh-CN'))).toBe('时间未知');
    expect(formatRelativeTime('not a date', now, intlIn('ar'))).toBe('وقت غير معروف');
  });
});

describe('formatAbsoluteTime', () => {
  const moment = new Date('2025-11-21T14:03:07Z');

  it('writes the date, the time and the zone in each language, Arabic in Latin digits', () => {
    expect(formatAbsoluteTime(moment, intlIn('en'), 'UTC')).toBe('Nov 21, 2025, 2:03:07 PM UTC');
    expect(formatAbsoluteTime(moment, intlIn('es'), 'UTC')).toBe('21 nov 2025, 14:03:07 UTC');
    expect(formatAbsoluteTime(moment, intlIn('zh-CN'), 'UTC')).toBe('2025年11月21日 UTC 14:03:07');
    expect(formatAbsoluteTime(moment, intlIn('ar'), 'UTC')).toBe(
      '21\u200f/11\u200f/2025\u060c 2:03:07 م UTC',
    );
  });

  it('takes a bare language tag too', () => {
    expect(formatAbsoluteTime(moment, 'es', 'UTC')).toBe('21 nov 2025, 14:03:07 UTC');
    expect(formatRelativeTime(ago(5 * 60), now, 'zh-CN')).toBe('5分钟前');
  });

  it('says so when the date is not a date', () => {
    expect(formatAbsoluteTime('not a date')).toBe('unknown time');
    expect(formatAbsoluteTime('not a date', intlIn('zh-CN'))).toBe('时间未知');
  });
});
