import { expect, it } from 'vitest';
import { formatDuration } from './duration';
import { intlIn } from './testing/intl-in';

const lengths = [45, 185, 20 * 60, 80 * 60, 2 * 3600];

it.each([
  ['en', ['45 sec', '3 min, 5 sec', '20 min', '1 hr, 20 min', '2 hr']],
  ['es', ['45 s', '3 min y 5 s', '20 min', '1 h y 20 min', '2 h']],
  ['zh-CN', ['45秒', '3分钟5秒', '20分钟', '1小时20分钟', '2小时']],
  ['ar', ['45 ث', '3 د و5 ث', '20 د', '1 س و20 د', '2 س']],
] as const)('writes lengths of time short in %s', (locale, want) => {
  expect(lengths.map((s) => formatDuration(s, intlIn(locale)))).toEqual(want);
});

it('is English without a formatter, and never negative', () => {
  expect(formatDuration(185)).toBe('3 min, 5 sec');
  expect(formatDuration(-3)).toBe('0 sec');
});

it('accents Intl’s words in the pseudo-locale', () => {
  expect(formatDuration(185, intlIn('en-XA'))).toBe('3 ḿīƞ, 5 şḗƈ');
});
