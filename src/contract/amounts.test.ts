import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  MAX_UINT256,
  formatAmount,
  formatAmountDisplay,
  formatUsd,
  formatUsdValue,
  parseAmount,
  usdValue,
} from './amounts';

const SEED = 44; // docs/reliability.md#amounts-round-trip-exactly; fixed so a failure reproduces
const digit = fc.constantFrom(...'0123456789'.split(''));
const nonZeroDigit = fc.constantFrom(...'123456789'.split(''));
const digits = (min: number, max: number) =>
  fc.array(digit, { minLength: min, maxLength: max }).map((a) => a.join(''));

/** A canonical amount string for `d` decimals, built without the code under test. */
const canonical = (d: number) => {
  const maxInt = MAX_UINT256 / 10n ** BigInt(d);
  const int = fc.oneof(fc.bigInt({ min: 0n, max: 10n ** 6n }), fc.bigInt({ min: 0n, max: maxInt }));
  const frac =
    d === 0
      ? fc.constant('')
      : fc.oneof(
          fc.constant(''),
          fc.tuple(digits(0, d - 1), nonZeroDigit).map(([a, b]) => a + b),
        );
  return fc
    .tuple(int, frac)
    .map(([i, f]) => ({ text: f ? `${i}.${f}` : `${i}`, value: BigInt(`${i}${f.padEnd(d, '0')}`) }))
    .filter((c) => c.value <= MAX_UINT256);
};
const decimals = fc.integer({ min: 0, max: 36 });
const withDecimals = decimals.chain((d) => canonical(d).map((c) => ({ d, ...c })));

describe('parseAmount / formatAmount properties', () => {
  it('format(parse(s)) === s for 10,000 canonical strings, decimals 0–36', () => {
    fc.assert(
      fc.property(withDecimals, ({ d, text, value }) => {
        const parsed = parseAmount(text, d);
        return parsed.ok && parsed.value === value && formatAmount(parsed.value, d) === text;
      }),
      { numRuns: 10_000, seed: SEED },
    );
  });

  it.each([0, 6, 8, 18])(
    'parse(format(v)) === v for 1,000 base-unit values at %i decimals',
    (d) => {
      fc.assert(
        fc.property(fc.bigInt({ min: 0n, max: MAX_UINT256 }), (v) => {
          const r = parseAmount(formatAmount(v, d), d);
          return r.ok && r.value === v;
        }),
        { numRuns: 1_000, seed: SEED },
      );
    },
  );

  // Each case turns a valid canonical string into one that must be refused, never rounded.
  const mutation = fc.oneof(
    fc.record({ kind: fc.constant('too-many-decimals' as const), extra: digits(1, 5) }),
    fc.record({
      kind: fc.constant('exponent' as const),
      e: fc.constantFrom('e', 'E', 'e-', 'e+', 'E3'),
    }),
    fc.record({ kind: fc.constant('sign' as const), s: fc.constantFrom('-', '+') }),
    fc.record({
      kind: fc.constant('space' as const),
      ws: fc.constantFrom(' ', '\t', '\n', '\u00a0', '\u2009'),
      at: fc.nat(),
    }),
    fc.record({ kind: fc.constant('comma' as const), at: fc.nat() }),
    fc.record({ kind: fc.constant('too-long' as const), extra: digits(79, 120) }),
  );

  it('rejects 10,000 mutated strings (excess decimals, exponents, signs, spaces, commas, > 78 digits)', () => {
    fc.assert(
      fc.property(withDecimals, mutation, ({ d, text }, m) => {
        let bad: string;
        let expected: string;
        switch (m.kind) {
          case 'too-many-decimals': {
            const [int, frac = ''] = text.split('.');
            bad = `${int}.${frac.padEnd(d, '0')}${m.extra}`;
            expected = 'too-many-decimals';
            break;
          }
          case 'exponent':
            bad = `${text}${m.e}5`;
            expected = 'invalid';
            break;
          case 'sign':
            bad = m.s + text;
            expected = 'invalid';
            break;
          case 'space': {
            const i = m.at % (text.length + 1);
            bad = text.slice(0, i) + m.ws + text.slice(i);
            expected = 'invalid';
            break;
          }
          case 'comma': {
            const i = m.at % (text.length + 1);
            bad = `${text.slice(0, i)},${text.slice(i)}`;
            expected = 'invalid';
            break;
          }
          case 'too-long':
            bad = `9${m.extra}`;
            expected = 'too-large';
        }
        const r = parseAmount(bad, d);
        return !r.ok && r.reason === expected;
      }),
      { numRuns: 10_000, seed: SEED },
    );
  });
});

describe('parseAmount examples', () => {
  it.each([
    ['1', 6, 1_000_000n],
    ['1.5', 6, 1_500_000n],
    ['0.000001', 6, 1n],
    ['1.50', 6, 1_500_000n],
    ['0', 18, 0n],
    ['0.0', 18, 0n],
    ['123', 0, 123n],
    [MAX_UINT256.toString(), 0, MAX_UINT256],
  ] as const)('accepts %j at %i decimals', (text, d, value) => {
    expect(parseAmount(text, d)).toEqual({ ok: true, value });
  });

  it.each([
    ['', 6, 'empty'],
    ['.5', 6, 'invalid'],
    ['5.', 6, 'invalid'],
    ['01', 6, 'invalid'],
    ['1.2.3', 6, 'invalid'],
    ['NaN', 6, 'invalid'],
    ['Infinity', 6, 'invalid'],
    ['-Infinity', 6, 'invalid'],
    ['1e6', 6, 'invalid'],
    ['0x10', 6, 'invalid'],
    [' 1', 6, 'invalid'],
    ['1 ', 6, 'invalid'],
    ['1,000', 6, 'invalid'],
    ['١٢', 6, 'invalid'],
    ['0.0000001', 6, 'too-many-decimals'],
    ['1.0', 0, 'too-many-decimals'],
    ['1'.repeat(79), 0, 'too-large'],
    [(MAX_UINT256 + 1n).toString(), 0, 'too-large'],
    [MAX_UINT256.toString(), 1, 'too-large'],
  ] as const)('rejects %j at %i decimals as %s', (text, d, reason) => {
    expect(parseAmount(text, d)).toEqual({ ok: false, reason });
  });

  it('throws on impossible decimals (a programming error, not input)', () => {
    expect(() => parseAmount('1', -1)).toThrow(RangeError);
    expect(() => parseAmount('1', 1.5)).toThrow(RangeError);
    expect(() => parseAmount('1', 256)).toThrow(RangeError);
  });
});

describe('formatAmount', () => {
  it('is canonical, groups and cuts on request', () => {
    expect(formatAmount(1_500_000n, 6)).toBe('1.5');
    expect(formatAmount(0n, 18)).toBe('0');
    expect(formatAmount(-1_500_000n, 6)).toBe('-1.5');
    expect(formatAmount(1_234_567_890_000n, 6, { grouping: true })).toBe('1,234,567.89');
    expect(formatAmount(1_999_999n, 6, { maxFractionDigits: 2 })).toBe('1.99');
    expect(formatAmount(1_000_001n, 6, { maxFractionDigits: 2 })).toBe('1');
  });

  it('display variant never shows a false zero', () => {
    expect(formatAmountDisplay(1n, 18)).toBe('< 0.000001');
    expect(formatAmountDisplay(0n, 18)).toBe('0');
    expect(formatAmountDisplay(12_345_678_900_000_000_000_000n, 18)).toBe('12,345.6789');
  });
});

describe('USD values', () => {
  it('rounds half-up to cents with bigint arithmetic', () => {
    expect(usdValue(5_000n, 6, '1')).toBe('0.01'); // 0.005 → up
    expect(usdValue(4_999n, 6, '1')).toBe('0.00');
    expect(usdValue(1_234_567_890n, 6, '1.0001')).toBe('1234.69');
    expect(usdValue(10n ** 18n, 18, '3456.789')).toBe('3456.79');
    expect(usdValue(10n ** 24n, 18, '1.5e-7')).toBe('0.15');
    expect(usdValue(1n, 6, null)).toBeNull();
    expect(usdValue(1n, 6, 'n/a')).toBeNull();
  });

  it('is within half a cent of the exact value for 2,000 random amounts and prices', () => {
    const price = fc.tuple(
      fc.bigInt({ min: 0n, max: 10n ** 12n }),
      fc.integer({ min: 0, max: 12 }),
    );
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 10n ** 40n }), decimals, price, (amount, d, [p, s]) => {
        const text =
          s === 0
            ? `${p}`
            : `${p / 10n ** BigInt(s)}.${(p % 10n ** BigInt(s)).toString().padStart(s, '0')}`;
        const usd = usdValue(amount, d, text)!;
        const cents = BigInt(usd.replace('.', ''));
        const den = 10n ** BigInt(d + s); // exact value = amount·p / den dollars
        const diff = cents * den - amount * p * 100n; // in units of 1/den cents
        return -den < 2n * diff + den && 2n * diff <= den; // −½ < diff ≤ ½ (half-up)
      }),
      { numRuns: 2_000, seed: SEED },
    );
  });

  it('formats for display', () => {
    expect(formatUsd(1_234_560_000n, 6, '1')).toBe('$1,234.56');
    expect(formatUsd(1n, 6, '1')).toBe('< $0.01');
    expect(formatUsd(0n, 6, '1')).toBe('$0.00');
    expect(formatUsd(1n, 6, null)).toBe('—');
    expect(formatUsdValue('0.004')).toBe('< $0.01');
    expect(formatUsdValue('-12.345')).toBe('-$12.35');
    expect(formatUsdValue(1234567.891)).toBe('$1,234,567.89');
    expect(formatUsdValue(null)).toBe('—');
    expect(formatUsdValue('abc')).toBe('—');
  });
});
