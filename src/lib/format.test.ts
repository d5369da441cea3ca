// Each language's figures, written out by hand: grouping, decimal separator, minus, the USD
// symbol's place, and Arabic's Latin digits, amounts kept left to right and Intl's own marks.
import { describe, expect, it } from 'vitest';
import { formatDuration } from './duration';
import { formatsFor } from './format';
import { intlIn } from './testing/intl-in';
import { tokenAmount, usdAmount } from './token-amount';

const usdc = { decimals: 6, symbol: 'USDC' };
const huge = 123_456_789_012_345_678_901_234_567_890n;
const cases = {
  en: {
    amount: ['1,234.56', '12,345.67', '-1.5', '< 0.000001', '123,456,789,012.34567890123456789'],
    token: '12,345.67 USDC',
    tokenAmount: '1,234.56789 USDC',
    baseUnits: '1234500000 base units',
    baseUnitsOf: '12.5 base units of USDC',
    readable: { shown: '1,587.0899', exact: '1,587.089975304879984257', rounded: true },
    usd: ['$1,234.56', '$12,345.67', '< $0.01', '-$1,234.50'],
    percent: '1.25%',
    lists: ['Base, Optimism, and Arbitrum', 'Base or Optimism'],
  },
  es: {
    // Spanish groups from five digits (CLDR, as the RAE writes them): 1234,56 but 12.345,67.
    amount: ['1234,56', '12.345,67', '-1,5', '< 0,000001', '123.456.789.012,34567890123456789'],
    token: '12.345,67 USDC',
    tokenAmount: '1234,56789 USDC',
    baseUnits: '1234500000 unidades base',
    baseUnitsOf: '12.5 unidades base de USDC',
    readable: { shown: '1587,0899', exact: '1587,089975304879984257', rounded: true },
    usd: ['1234,56\u00a0US$', '12.345,67\u00a0US$', '< 0,01\u00a0US$', '-1234,50\u00a0US$'],
    percent: '1,25\u00a0%',
    lists: ['Base, Optimism y Arbitrum', 'Base u Optimism'],
  },
  'zh-CN': {
    amount: ['1,234.56', '12,345.67', '-1.5', '< 0.000001', '123,456,789,012.34567890123456789'],
    token: '12,345.67 USDC',
    tokenAmount: '1,234.56789 USDC',
    baseUnits: '1234500000 个基础单位',
    baseUnitsOf: '12.5 个 USDC 基础单位',
    readable: { shown: '1,587.0899', exact: '1,587.089975304879984257', rounded: true },
    usd: ['US$1,234.56', 'US$12,345.67', '< US$0.01', '-US$1,234.50'],
    percent: '1.25%',
    lists: ['Base\u3001Optimism和Arbitrum', 'Base或Optimism'],
  },
  ar: {
    amount: ['1,234.56', '12,345.67', '-1.5', '< 0.000001', '123,456,789,012.34567890123456789'],
    token: '\u206612,345.67 USDC\u2069',
    tokenAmount: '\u20661,234.56789 USDC\u2069',
    baseUnits: '\u20661234500000\u2069 من الوحدات الأساسية',
    baseUnitsOf: '\u206612.5\u2069 من الوحدات الأساسية لـ USDC',
    readable: { shown: '1,587.0899', exact: '1,587.089975304879984257', rounded: true },
    usd: [
      '\u200f1,234.56\u00a0US$',
      '\u200f12,345.67\u00a0US$',
      '< \u200f0.01\u00a0US$',
      '\u200f\u200e-1,234.50\u00a0US$',
    ],
    percent: '1.25\u200e%\u200e',
    lists: ['Base وOptimism وArbitrum', 'Base أو Optimism'],
  },
} as const;

describe.each(Object.entries(cases))('figures in %s', (locale, want) => {
  const f = formatsFor(intlIn(locale as keyof typeof cases));

  it('writes token amounts with its separators, every digit exact', () => {
    expect([
      f.amount(1_234_560_000n, 6),
      f.amount(12_345_670_000n, 6),
      f.amount(-1_500_000n, 6),
      f.amount(1n, 18),
      f.amount(huge, 18, 18),
    ]).toEqual(want.amount);
    expect(f.token(12_345_670_000n, usdc)).toBe(want.token);
    expect(f.tokenAmount('1234567890000000000000', { decimals: 18, symbol: 'USDC' })).toBe(
      want.tokenAmount,
    );
    expect(f.readableAmount(1_587_089_975_304_879_984_257n, 18)).toEqual(want.readable);
  });

  it('says base units in its words when the token is not known', () => {
    expect(f.tokenAmount('1234500000', undefined)).toBe(want.baseUnits);
    expect(f.tokenAmount('12.5', usdc)).toBe(want.baseUnitsOf);
  });

  it('writes USD in its currency format, to the cent', () => {
    expect([
      f.usd(1_234_560_000n, 6, '1'),
      f.usdAmount('12345670000', 6, '1'),
      f.usd(1n, 6, '1'),
      f.usdValue('-1234.5'),
    ]).toEqual(want.usd);
    expect(f.usdAmount('1', 6, null)).toBeUndefined();
  });

  it('writes percentages', () => {
    expect(f.percent(0.0125)).toBe(want.percent);
  });

  it('joins lists', () => {
    expect([f.list(['Base', 'Optimism', 'Arbitrum']), f.list(['Base', 'Optimism'], 'or')]).toEqual(
      want.lists,
    );
  });
});

it('accents the words of a list in the pseudo-locale, never its items', () => {
  expect(formatsFor(intlIn('en-XA')).list(['Base', 'Optimism', 'Arbitrum'])).toBe(
    'Base, Optimism, ȧƞḓ Arbitrum',
  );
});

it('takes a bare language tag too, as t.locale', () => {
  expect(tokenAmount('1234567890', usdc, 'es')).toBe('1234,56789 USDC');
  expect(usdAmount('1234560000', 6, '1', 'zh-CN')).toBe('US$1,234.56');
  expect(formatDuration(80 * 60, 'es')).toBe('1 h y 20 min');
  expect(formatsFor('ar').token(1_500_000n, usdc)).toBe('\u20661.5 USDC\u2069');
});
