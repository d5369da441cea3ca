import { expect, it } from 'vitest';
import { tokenAmount, usdAmount } from './token-amount';

it('formats amounts and USD without floating point', () => {
  expect(tokenAmount('1234567890000000000000', { decimals: 18, symbol: 'USDC' })).toBe(
    '1,234.56789 USDC',
  );
  // Every digit of what arrived, as a wallet and an explorer show it.
  expect(tokenAmount('9990651640098780', { decimals: 18, symbol: 'ETH' })).toBe(
    '0.00999065164009878 ETH',
  );
  expect(usdAmount('25000000', 6, '0.999912')).toBe('$25.00');
  expect(usdAmount('25000000', 6, null)).toBeUndefined();
});

it('says base units when the token is not known, or the amount is not a number', () => {
  expect(tokenAmount('1234500000', undefined)).toBe('1234500000 base units');
  expect(tokenAmount('12.5', { decimals: 6, symbol: 'USDC' })).toBe('12.5 base units of USDC');
});
