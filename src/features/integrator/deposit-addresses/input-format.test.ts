import { describe, expect, it } from 'vitest';
import { durationText, pctText, tokenAmount } from './input-format';

describe('supported input formatting', () => {
  it('reads limits in the token decimals of its own chain', () => {
    expect(tokenAmount('1650293019482', 6, 'USDC')).toBe('1,650,293.019482 USDC');
    // The same value means a millionth as much with 18 decimals (USDC on BNB Smart Chain).
    expect(tokenAmount('1000000', 18, 'USDC')).toBe('< 0.000001 USDC');
    expect(tokenAmount('1000000000000000000', 18, 'USDC')).toBe('1 USDC');
  });

  it('shows the 1e18-scaled proportional fee as a percentage', () => {
    expect(pctText('100000000000000')).toBe('0.01 %');
    expect(pctText('1000000000000000000')).toBe('100 %');
    expect(pctText('2500000000000000')).toBe('0.25 %');
  });

  it('puts durations in words', () => {
    expect(durationText(4)).toBe('4 s');
    expect(durationText(180)).toBe('3 min');
  });
});
