import { describe, expect, it } from 'vitest';
import { createQueryClient, shouldRetry } from './query-client';

const http = (status: number) => Object.assign(new Error(`HTTP ${status}`), { status });

describe('shouldRetry', () => {
  it('retries network errors and 5xx, up to three times', () => {
    expect(shouldRetry(0, new TypeError('Failed to fetch'))).toBe(true);
    expect(shouldRetry(2, http(503))).toBe(true);
    expect(shouldRetry(3, http(503))).toBe(false);
  });

  it('does not retry a request the server rejected as wrong', () => {
    for (const status of [400, 401, 403, 404, 409, 422]) {
      expect(shouldRetry(0, http(status))).toBe(false);
    }
  });

  it('retries timeouts and rate limits', () => {
    expect(shouldRetry(0, http(408))).toBe(true);
    expect(shouldRetry(1, http(429))).toBe(true);
  });
});

it('refetches on window focus and never retries mutations', () => {
  const defaults = createQueryClient().getDefaultOptions();
  expect(defaults.queries?.refetchOnWindowFocus).toBe(true);
  expect(defaults.mutations?.retry).toBe(false);
});
