import { describe, expect, it } from 'vitest';
import { chooseCoding } from './accept-encoding';

describe('chooseCoding', () => {
  it.each([
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip, deflate', 'gzip'],
    ['br', 'br'],
    ['BR', 'br'],
    ['x-gzip', 'gzip'],
    ['gzip;q=1, br;q=0.5', 'gzip'],
    ['br;q=0.8, gzip;q=0.8', 'br'],
    ['*', 'br'],
    ['*;q=0.5, br;q=0', 'gzip'],
  ] as const)('%s → %s', (header, coding) => {
    expect(chooseCoding(header)).toBe(coding);
  });

  it.each([
    [undefined],
    [''],
    ['identity'],
    ['deflate, zstd'],
    ['br;q=0, gzip;q=0'],
    ['gzip;q=0.000'],
    ['br;q=abc'],
    ['br;q=2'],
    ['*;q=0'],
  ])('%s → nothing: no coding the client did not ask for', (header) => {
    expect(chooseCoding(header)).toBeUndefined();
  });

  it('picks among the variants there are', () => {
    expect(chooseCoding('gzip, br', ['gzip'])).toBe('gzip');
    expect(chooseCoding('br', ['gzip'])).toBeUndefined();
    expect(chooseCoding('gzip, br', [])).toBeUndefined();
  });
});
