import { describe, expect, it } from 'vitest';
import { checkAmount, quotable, type AmountToken } from './amount';

const usdcBase: AmountToken = {
  symbol: 'USDC',
  decimals: 6,
  chainName: 'Base',
  limits: { min: 1_000_000n, max: 5_000_000_000_000n },
};
// Same token, 18 decimals on BNB Smart Chain (docs/reliability.md#decimals-per-chain).
const usdcBsc: AmountToken = {
  ...usdcBase,
  decimals: 18,
  chainName: 'BNB Smart Chain',
  limits: { min: 10n ** 18n, max: 5_000_000n * 10n ** 18n },
};

describe('checkAmount', () => {
  it('reads the amount in the token’s units on its own chain', () => {
    expect(checkAmount('1.5', usdcBase)).toEqual({ kind: 'ok', value: 1_500_000n });
    expect(checkAmount('1.5', usdcBsc)).toEqual({ kind: 'ok', value: 1_500_000_000_000_000_000n });
  });

  it('treats empty input as nothing to check', () => {
    expect(checkAmount('', usdcBase)).toEqual({ kind: 'empty' });
  });

  it.each([
    ['1,5', 'invalid'],
    ['1e6', 'invalid'],
    ['-3', 'invalid'],
    [' 2', 'invalid'],
    ['.', 'invalid'],
    ['1..5', 'invalid'],
    ['1 000', 'invalid'],
    ['0', 'zero'],
    ['0.5', 'below-min'],
    ['5000000.000001', 'above-max'],
    ['1.0000001', 'too-many-decimals'],
    ['9'.repeat(80), 'too-large'],
  ])('rejects %j as %s, never rounding', (text, problem) => {
    expect(checkAmount(text, usdcBase)).toMatchObject({ kind: 'problem', problem });
  });

  it.each([
    ['.5', 500_000n],
    ['00012', 12_000_000n],
    ['0012.50', 12_500_000n],
    ['12.', 12_000_000n],
    ['000.25', 250_000n],
  ])('reads %j as people mean it', (text, value) => {
    const withLowMin = { ...usdcBase, limits: { min: 1n, max: usdcBase.limits.max } };
    expect(checkAmount(text, withLowMin)).toEqual({ kind: 'ok', value });
  });

  it('names the decimal separator it expects when a comma is typed', () => {
    expect(checkAmount('1,5', usdcBase)).toMatchObject({
      problem: 'invalid',
      message: expect.stringContaining('Use a dot (.) as the decimal separator'),
    });
    expect(checkAmount('abc', usdcBase)).toMatchObject({
      message: expect.stringContaining('dot (.) as the decimal separator'),
    });
  });

  it('allows 18 decimals where the chain has them', () => {
    expect(checkAmount('1.000000000000000001', usdcBsc)).toEqual({
      kind: 'ok',
      value: 1_000_000_000_000_000_001n,
    });
  });

  it('explains each problem with the figures that matter', () => {
    expect(checkAmount('0.5', usdcBase)).toMatchObject({
      message: 'The minimum on this route is 1 USDC.',
    });
    expect(checkAmount('6000000', usdcBase)).toMatchObject({
      message: 'The most this route can move right now is 5,000,000 USDC.',
    });
    expect(checkAmount('1.0000001', usdcBase)).toMatchObject({
      message: expect.stringContaining('USDC on Base has 6 decimal places'),
    });
    expect(checkAmount('20', usdcBase, 12_345_678n)).toMatchObject({
      problem: 'insufficient-balance',
      message: 'Your balance is 12.345678 USDC on Base.',
    });
  });

  it('still quotes an amount above the balance, so the fees can be seen', () => {
    expect(quotable(checkAmount('20', usdcBase, 1n))).toBe(20_000_000n);
    expect(quotable(checkAmount('0.5', usdcBase))).toBeUndefined();
    expect(quotable(checkAmount('2', usdcBase))).toBe(2_000_000n);
  });

  it('ignores limits of 0 (a closed route says why elsewhere)', () => {
    const closed = { ...usdcBase, limits: { min: 0n, max: 0n } };
    expect(checkAmount('3', closed)).toEqual({ kind: 'ok', value: 3_000_000n });
  });
});
