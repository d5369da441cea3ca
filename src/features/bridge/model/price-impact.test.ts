import { describe, expect, it } from 'vitest';
import { formatFraction, formatImpact, impactLevel } from './price-impact';

const pct = (hundredths: bigint) => hundredths * 10n ** 14n;

describe('price impact', () => {
  it('warns above 3 % and asks for a confirm above 10 %', () => {
    expect(impactLevel(null)).toBe('low');
    expect(impactLevel(pct(300n))).toBe('low');
    expect(impactLevel(pct(301n))).toBe('warn');
    expect(impactLevel(pct(1000n))).toBe('warn');
    expect(impactLevel(pct(1000n) + 1n)).toBe('confirm');
  });

  it('prints two decimals, truncated so an impact never looks smaller than the threshold it crossed', () => {
    expect(formatImpact(pct(427n))).toBe('4.27%');
    expect(formatImpact(pct(1000n) + pct(1n) - 1n)).toBe('10.00%');
    expect(formatImpact(-5n)).toBe('0.00%');
    expect(formatFraction(0.005)).toBe('0.50%');
  });

  it('writes the percentage the way the language does', () => {
    expect(formatImpact(pct(427n), 'es')).toBe('4,27\u00a0%');
    expect(formatImpact(pct(1000n) + pct(1n) - 1n, 'es')).toBe('10,00\u00a0%');
    expect(formatFraction(0.005, 'zh-CN')).toBe('0.50%');
  });
});
