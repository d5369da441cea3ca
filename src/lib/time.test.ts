import { describe, expect, it } from 'vitest';
import { formatAbsoluteTime, formatRelativeTime } from './time';

const now = new Date('2025-11-21T12:00:00Z');
const ago = (seconds: number) => new Date(now.getTime() - seconds * 1000);

describe('formatRelativeTime', () => {
  it('reads recent moments as "just now"', () => {
    expect(formatRelativeTime(ago(10), now, 'en')).toBe('just now');
    expect(formatRelativeTime(ago(-10), now, 'en')).toBe('in a few seconds');
  });

  it('picks the largest whole unit', () => {
    expect(formatRelativeTime(ago(5 * 60), now, 'en')).toBe('5 minutes ago');
    expect(formatRelativeTime(ago(2 * 3600), now, 'en')).toBe('2 hours ago');
    expect(formatRelativeTime(ago(24 * 3600), now, 'en')).toBe('yesterday');
    expect(formatRelativeTime(ago(-3 * 24 * 3600), now, 'en')).toBe('in 3 days');
  });

  it('accepts ISO strings and epoch milliseconds', () => {
    expect(formatRelativeTime('2025-11-21T11:00:00Z', now, 'en')).toBe('1 hour ago');
    expect(formatRelativeTime(ago(120).getTime(), now.getTime(), 'en')).toBe('2 minutes ago');
  });

  it('says so when the date is not a date', () => {
    expect(formatRelativeTime('not a date', now, 'en')).toBe('unknown time');
  });
});

describe('formatAbsoluteTime', () => {
  it('includes the date, the time and the zone', () => {
    const text = formatAbsoluteTime(now, 'en-GB', 'UTC');
    expect(text).toContain('21 Nov 2025');
    expect(text).toContain('12:00:00');
    expect(text).toContain('UTC');
  });
});
