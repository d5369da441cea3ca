import { expect, it } from 'vitest';
import { countdown, freshness, SIGN_MARGIN_MS, signMargin } from './freshness';

const expiresAt = Date.parse('2026-11-21T12:15:00Z');

it('is fresh until 30 s before expiry, then expiring, then expired', () => {
  expect(SIGN_MARGIN_MS).toBe(30_000);
  expect(freshness(expiresAt, expiresAt - 30_001)).toBe('fresh');
  expect(freshness(expiresAt, expiresAt - 30_000)).toBe('expiring');
  expect(freshness(expiresAt, expiresAt - 1)).toBe('expiring');
  expect(freshness(expiresAt, expiresAt)).toBe('expired');
});

it('keeps 30 s for a long quote, and a quarter of a short one (a sped-up service clock)', () => {
  expect(signMargin(15 * 60_000)).toBe(30_000);
  expect(signMargin(120_000)).toBe(30_000);
  // SERVICE_CLOCK_SPEED=720: the quote lives 10 s; 8 s of it can be signed.
  expect(signMargin(10_000)).toBe(2_000);
  expect(signMargin(10_000)).toBeLessThan(10_000);
  expect(signMargin(2_500)).toBe(1_000);
  expect(freshness(expiresAt, expiresAt - 9_000, signMargin(10_000))).toBe('fresh');
  expect(freshness(expiresAt, expiresAt - 2_000, signMargin(10_000))).toBe('expiring');
});

it('counts down in minutes and seconds, never below zero', () => {
  expect(countdown(expiresAt, expiresAt - 900_000)).toBe('15:00');
  expect(countdown(expiresAt, expiresAt - 7_900)).toBe('0:07');
  expect(countdown(expiresAt, expiresAt + 5_000)).toBe('0:00');
  // Arabic pages show Latin digits, as its amounts do.
  expect(countdown(expiresAt, expiresAt - 7_900, 'ar')).toBe('0:07');
});
