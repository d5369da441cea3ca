// @vitest-environment jsdom
import { renderHook } from '@testing-library/react';
import { expect, it } from 'vitest';
import { inLocale } from '../i18n/testing/format-message';
import { useFormat } from './useFormat';

it('formats in the language of the page', () => {
  const { result } = renderHook(() => useFormat(), { wrapper: inLocale('es') });
  expect(result.current.token(12_345_670_000n, { decimals: 6, symbol: 'USDC' })).toBe(
    '12.345,67 USDC',
  );
  expect(result.current.duration(80 * 60)).toBe('1 h y 20 min');
});

it('is English outside the app’s provider', () => {
  const { result } = renderHook(() => useFormat());
  expect(result.current.usd(1_234_560_000n, 6, '1')).toBe('$1,234.56');
});
