import { describe, expect, it } from 'vitest';
import { formatsFor } from '../../../lib/format';
import { intlIn } from '../../../lib/testing/intl-in';
import { durationText, pctText, tokenAmountText } from './input-format';

describe('supported input formatting', () => {
  it('reads amounts in the token decimals of its own chain, at a readable precision', () => {
    expect(tokenAmountText('1650293019482', 6, 'USDC')).toEqual({
      shown: '1,650,293.0194 USDC',
      exact: '1,650,293.019482 USDC',
    });
    // The same value means a millionth as much with 18 decimals (USDC on BNB Smart Chain).
    expect(tokenAmountText('1000000', 18, 'USDC').shown).toBe('0.000000000001 USDC');
    expect(tokenAmountText('1000000000000000000', 18, 'USDC')).toEqual({
      shown: '1 USDC',
      exact: '1 USDC',
    });
  });

  it('shows 4 significant digits below 1, rounded up for a minimum, exact beside it', () => {
    const ethMinimum = '317417995060976';
    expect(tokenAmountText(ethMinimum, 18, 'ETH')).toEqual({
      shown: '0.0003174 ETH',
      exact: '0.000317417995060976 ETH',
    });
    expect(tokenAmountText(ethMinimum, 18, 'ETH', 'up').shown).toBe('0.0003175 ETH');
    expect(tokenAmountText('1587089975304879984257', 18, 'ETH').shown).toBe('1,587.0899 ETH');
    expect(tokenAmountText('0', 18, 'ETH').shown).toBe('0 ETH');
    expect(tokenAmountText('999950', 6, 'USDC', 'up').shown).toBe('1 USDC');
  });

  it('shows the 1e18-scaled proportional fee as a percentage', () => {
    expect(pctText('100000000000000')).toBe('0.01%');
    expect(pctText('1000000000000000000')).toBe('100%');
    expect(pctText('2500000000000000')).toBe('0.25%');
  });

  it('puts durations in words', () => {
    expect(durationText(4)).toBe('4 sec');
    expect(durationText(180)).toBe('3 min');
    expect(durationText(7200)).toBe('2 hr');
  });

  it('writes figures the way the page’s language does', () => {
    const es = formatsFor(intlIn('es'));
    expect(pctText('2500000000000000', es)).toBe('0,25\u00a0%');
    expect(durationText(180, es)).toBe('3 min');
    expect(tokenAmountText('1650293019482', 6, 'USDC', 'down', es).shown).toBe(
      '1.650.293,0194 USDC',
    );
  });
});
