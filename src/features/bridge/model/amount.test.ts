import { describe, expect, it } from 'vitest';
import { intlIn } from '../../../lib/testing/intl-in';
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
  const es = intlIn('es');
  const check = (text: string, locale: 'en' | 'es' | 'zh-CN' | 'ar') =>
    checkAmount(text, lowMin, undefined, intlIn(locale));

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
        '1.234 podría significar 1234 o 1,234: escribe 1234 para el número entero, o 1,234 con una coma (,) para los decimales.',
    });
    expect(check('12.345', 'es')).toMatchObject({ problem: 'invalid' });
  });

  it.each(['1.234,5', '1.234.567', '1,234,567', '1,2,3'])(
    'refuses thousands separators in Spanish (%j)',
    (text) => {
      expect(check(text, 'es')).toMatchObject({
        problem: 'invalid',
        message:
          'Escribe el monto sin separadores de miles, con una coma (,) para los decimales, como en 1234,5.',
      });
    },
  );

  it('names the comma as the Spanish decimal separator for anything else', () => {
    expect(check('abc', 'es')).toMatchObject({
      message:
        'Escribe un número como 25 o 0,5: dígitos y como máximo una coma (,) como separador decimal, sin espacios.',
    });
  });

  it.each([
    [
      'en',
      'Use a dot (.) as the decimal separator, as in 0.5 — a comma could mean either decimals or thousands.',
    ],
    ['zh-CN', '请使用点号（.）作为小数点，例如 0.5——逗号既可能表示小数，也可能表示千位分隔。'],
    ['ar', 'استخدم النقطة (.) فاصلًا عشريًا، كما في 0.5، فالفاصلة قد تعني الكسور العشرية أو الآلاف.'],
  ] as const)('refuses "1,5" in %s with the dot message', (locale, message) => {
    expect(check('1,5', locale)).toMatchObject({ problem: 'invalid', message });
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

  it('says each problem in the language, with its figures written the language’s way', () => {
    expect(checkAmount('20000', usdcBase, 12_345_678_901n, es)).toMatchObject({
      problem: 'insufficient-balance',
      message: 'Tu saldo es 12.345,678901 USDC en Base.',
    });
    expect(checkAmount('6000000', usdcBase, undefined, es)).toMatchObject({
      message: 'Lo máximo que esta ruta puede mover ahora es 5.000.000 USDC.',
    });
    expect(checkAmount('0,5', usdcBase, undefined, es)).toMatchObject({
      message: 'El mínimo en esta ruta es 1 USDC.',
    });
    expect(checkAmount('1,0000001', usdcBase, undefined, es)).toMatchObject({
      message:
        'USDC en Base tiene 6 decimales. Quita los dígitos de más: Ferry nunca redondea un monto.',
    });
    expect(checkAmount('0', usdcBase, undefined, es)).toMatchObject({
      message: 'Escribe un monto mayor que cero.',
    });
    expect(checkAmount('1'.repeat(80), usdcBase, undefined, es)).toMatchObject({
      message: 'Ese número es demasiado grande.',
    });
  });

  it('keeps the balance left to right in an Arabic sentence, and counts decimals the Arabic way', () => {
    const ar = intlIn('ar');
    expect(checkAmount('20000', usdcBase, 12_345_678_901n, ar)).toMatchObject({
      message: 'رصيدك \u206612,345.678901 USDC\u2069 على Base.',
    });
    expect(checkAmount('1.0000001', usdcBase, undefined, ar)).toMatchObject({
      message:
        'لعملة USDC على Base 6 منازل عشرية. احذف الأرقام الزائدة، فـFerry لا يقرّب أي مبلغ أبدًا.',
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
