// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { useDebounced } from './useDebounced';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

it('returns the first value at once, then a new one once typing has settled', async () => {
  const { result, rerender } = renderHook(({ text }) => useDebounced(text, text, 300), {
    initialProps: { text: '1' },
  });
  expect(result.current).toEqual({ value: '1', pending: false });
  rerender({ text: '10' });
  await act(() => vi.advanceTimersByTimeAsync(200));
  rerender({ text: '100' });
  expect(result.current).toEqual({ value: '1', pending: true });
  await act(() => vi.advanceTimersByTimeAsync(299));
  expect(result.current).toEqual({ value: '1', pending: true });
  await act(() => vi.advanceTimersByTimeAsync(1));
  expect(result.current).toEqual({ value: '100', pending: false });
});

it('is not pending when the value comes back to the settled one', () => {
  const { result, rerender } = renderHook(({ text }) => useDebounced(text, text, 300), {
    initialProps: { text: '5' },
  });
  rerender({ text: '50' });
  rerender({ text: '5' });
  expect(result.current).toEqual({ value: '5', pending: false });
});
