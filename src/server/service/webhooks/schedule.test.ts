import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  MAX_ATTEMPTS,
  MAX_RETRY_AFTER_MS,
  RETRY_DELAYS_MS,
  nextAttemptAt,
  parseRetryAfter,
  seededRandom,
} from './schedule';

const NOW = Date.UTC(2026, 10, 21, 12);

describe('retry schedule', () => {
  it('is 5 s, 5 min, 30 min, 2 h, 5 h, 10 h, 10 h: 8 attempts at most', () => {
    expect(RETRY_DELAYS_MS.map((ms) => ms / 1000)).toEqual([
      5, 300, 1800, 7200, 18000, 36000, 36000,
    ]);
    expect(MAX_ATTEMPTS).toBe(8);
    const at = (attemptsMade: number) =>
      nextAttemptAt({ attemptsMade, now: NOW, speed: 1, random: () => 0.5 });
    expect(at(1)).toBe(NOW + 5000);
    expect(at(7)).toBe(NOW + 36_000_000);
    expect(at(8)).toBeNull();
  });

  it('jitters every slot within ±10 % and divides by the clock speed', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 7 }),
        fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true }),
        fc.constantFrom(1, 60, 1000),
        (attemptsMade, r, speed) => {
          const base = RETRY_DELAYS_MS[attemptsMade - 1]! / speed;
          const at = nextAttemptAt({ attemptsMade, now: NOW, speed, random: () => r })!;
          return at - NOW >= Math.floor(base * 0.9) && at - NOW <= Math.ceil(base * 1.1);
        },
      ),
      { seed: 11, numRuns: 2000 },
    );
  });

  it('never schedules before Retry-After, which is real time (not divided by speed)', () => {
    const at = nextAttemptAt({
      attemptsMade: 1,
      now: NOW,
      speed: 60,
      random: () => 0,
      retryAfterMs: 7000,
    });
    expect(at).toBe(NOW + 7000);
    const huge = nextAttemptAt({
      attemptsMade: 1,
      now: NOW,
      speed: 1,
      random: () => 0,
      retryAfterMs: 1e12,
    });
    expect(huge).toBe(NOW + MAX_RETRY_AFTER_MS);
    const small = nextAttemptAt({
      attemptsMade: 3,
      now: NOW,
      speed: 1,
      random: () => 0.5,
      retryAfterMs: 7000,
    });
    expect(small).toBe(NOW + 30 * 60_000);
  });

  it('reads Retry-After as seconds or as an HTTP date', () => {
    expect(parseRetryAfter('7', NOW)).toBe(7000);
    expect(parseRetryAfter(' 120 ', NOW)).toBe(120_000);
    expect(parseRetryAfter(new Date(NOW + 9000).toUTCString(), NOW)).toBe(9000);
    expect(parseRetryAfter(new Date(NOW - 9000).toUTCString(), NOW)).toBe(0);
    expect(parseRetryAfter(undefined, NOW)).toBeUndefined();
    expect(parseRetryAfter('soon', NOW)).toBeUndefined();
    expect(parseRetryAfter('-5', NOW)).toBeUndefined();
  });

  it('has a seeded random that is uniform enough and reproducible', () => {
    const a = seededRandom(42);
    const b = seededRandom(42);
    const xs = Array.from({ length: 10_000 }, () => a());
    expect(xs.slice(0, 5)).toEqual(Array.from({ length: 5 }, () => b()));
    expect(Math.min(...xs)).toBeGreaterThanOrEqual(0);
    expect(Math.max(...xs)).toBeLessThan(1);
    expect(Math.abs(xs.reduce((s, x) => s + x, 0) / xs.length - 0.5)).toBeLessThan(0.02);
  });
});
