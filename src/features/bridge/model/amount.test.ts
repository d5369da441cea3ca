import { describe, expect, it } from 'vitest';
import { speakerIn } from '../../../lib/testing/speaker';
import { canonicalAmountText, checkAmount, quotable, type AmountToken } from './amount';

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

describe('checkAmount in the page language', () => {
  const lowMin = { ...usdcBase, limits: { min: 1n, max: usdcBase.limits.max } };
  const es = speakerIn('es');
  const check = (text: string, locale: 'en' | 'es' | 'zh-CN' | 'ar') =>
    checkAmount(text, lowMin, undefined, speakerIn(locale));

  it.each([
    ['1,5', 1_500_000n],
    [',5', 500_000n],
    ['12,', 12_000_000n],
    ['1234,56', 1_234_560_000n],
    // A dot that cannot be a thousands separator is the decimal point links and Max write.
    ['1.5', 1_500_000n],
    ['0.125', 125_000n],
    ['1234.567', 1_234_567_000n],
  ])('reads %j in Spanish', (text, value) => {
    expect(check(text, 'es')).toEqual({ kind: 'ok', value });
  });

  it('refuses "1.234" in Spanish, which could be a thousand or a decimal, saying both', () => {
    expect(check('1.234', 'es')).toEqual({
      kind: 'problem',
      problem: 'invalid',
      message:
        '1.234 could mean 1234 or 1,234: write 1234 for the whole number, or 1,234 with a comma (,) for decimals.',
    });
    expect(check('12.345', 'es')).toMatchObject({ problem: 'invalid' });
  });

  it.each(['1.234,5', '1.234.567', '1,234,567', '1,2,3'])(
    'refuses thousands separators in Spanish (%j)',
    (text) => {
      expect(check(text, 'es')).toMatchObject({
        problem: 'invalid',
        message:
          'Write the amount without thousands separators, with a comma (,) for decimals, as in 1234,5.',
      });
    },
  );

  it('names the comma as the Spanish decimal separator for anything else', () => {
    expect(check('abc', 'es')).toMatchObject({
      message:
        'Enter a number such as 25 or 0,5: digits and at most one comma (,) as the decimal separator, no spaces.',
    });
  });

  it.each(['en', 'zh-CN', 'ar'] as const)('refuses "1,5" in %s with the dot message', (locale) => {
    expect(check('1,5', locale)).toMatchObject({
      problem: 'invalid',
      message:
        'Use a dot (.) as the decimal separator, as in 0.5 — a comma could mean either decimals or thousands.',
    });
    expect(check('1,234', locale)).toMatchObject({ problem: 'invalid' });
    expect(check('1.5', locale)).toEqual({ kind: 'ok', value: 1_500_000n });
  });

  it('reads Chinese full-width digits and point', () => {
    expect(check('１２．５', 'zh-CN')).toEqual({ kind: 'ok', value: 12_500_000n });
    expect(check('１，５', 'zh-CN')).toMatchObject({ problem: 'invalid' });
  });

  it('reads Arabic-Indic digits, the Arabic decimal separator, and text copied with direction marks', () => {
    expect(check('١٢٫٥', 'ar')).toEqual({ kind: 'ok', value: 12_500_000n });
    expect(check('۱٫۵', 'ar')).toEqual({ kind: 'ok', value: 1_500_000n });
    expect(check('\u20661.5\u2069', 'ar')).toEqual({ kind: 'ok', value: 1_500_000n });
    expect(check('١٢٫٥', 'es')).toEqual({ kind: 'ok', value: 12_500_000n });
  });

  it('writes the figures of a problem the way the language does', () => {
    expect(checkAmount('20000', usdcBase, 12_345_678_901n, es)).toMatchObject({
      problem: 'insufficient-balance',
      message: 'Your balance is 12.345,678901 USDC on Base.',
    });
    expect(checkAmount('6000000', usdcBase, undefined, es)).toMatchObject({
      message: 'The most this route can move right now is 5.000.000 USDC.',
    });
  });

  it('gives links the one form they carry', () => {
    expect(canonicalAmountText(',5', es)).toBe('0.5');
    expect(canonicalAmountText('1234,50', es)).toBe('1234.50');
    expect(canonicalAmountText('1.234', es)).toBeUndefined();
    expect(canonicalAmountText('1,5')).toBeUndefined();
    expect(canonicalAmountText('.5')).toBe('0.5');
  });
});
