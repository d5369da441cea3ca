// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { useCopy } from './useCopy';

const writeText = vi.fn(async (_text: string) => {});
beforeEach(() => {
  vi.useFakeTimers();
  writeText.mockClear();
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
});
afterEach(() => vi.useRealTimers());

it('starts the wait again when copied again before it ended', async () => {
  const { result } = renderHook(() => useCopy(2_000));
  await act(() => result.current.copy('a'));
  await act(() => vi.advanceTimersByTimeAsync(1_500));
  await act(() => result.current.copy('b'));
  await act(() => vi.advanceTimersByTimeAsync(1_500));
  expect(result.current.state).toBe('copied');
  await act(() => vi.advanceTimersByTimeAsync(500));
  expect(result.current.state).toBe('idle');
});
