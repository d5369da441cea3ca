// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { useCountdown } from './useCountdown';

const START = new Date('2025-11-21T12:00:00Z').getTime();
beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(START);
});
afterEach(() => vi.useRealTimers());

const tick = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

it('counts whole seconds down to 0, then stops its clock', async () => {
  const { result } = renderHook(() => useCountdown(START + 2_500));
  expect(result.current).toBe(3);
  await tick(1_000);
  expect(result.current).toBe(2);
  await tick(1_000);
  expect(result.current).toBe(1);
  await tick(1_000);
  expect(result.current).toBe(0);
  expect(vi.getTimerCount()).toBe(0);
});

it('is 0 without an end, and runs no clock', () => {
  const { result } = renderHook(() => useCountdown(undefined));
  expect(result.current).toBe(0);
  expect(vi.getTimerCount()).toBe(0);
});
