import { describe, expect, it } from 'vitest';
import { checkSlippage, parseStoredSlippage, slippageFraction } from './slippage';

describe('slippage', () => {
  it.each([
    ['0.5', '0.5'],
    ['1', '1'],
    ['.25', '0.25'],
    ['50', '50'],
    ['3 %', '3'],
  ])('accepts %s as %s %%', (text, percent) => {
    expect(checkSlippage(text)).toEqual({ ok: true, percent });
  });

  it.each([
    ['50.01', 'The most Ferry allows is 50 %.'],
    ['0', 'Enter a tolerance above 0 %.'],
    ['1,5', 'Enter a percentage such as 0.5 or 1, with a dot (.) and at most two decimals.'],
    ['0.125', 'Enter a percentage such as 0.5 or 1, with a dot (.) and at most two decimals.'],
    ['-1', 'Enter a percentage such as 0.5 or 1, with a dot (.) and at most two decimals.'],
  ])('refuses %s with the reason', (text, message) => {
    expect(checkSlippage(text)).toEqual({ ok: false, message });
  });

  it('sends a fraction for custom and nothing for auto', () => {
    expect(slippageFraction({ kind: 'custom', percent: '0.5' })).toBe(0.005);
    expect(slippageFraction({ kind: 'custom', percent: '50' })).toBe(0.5);
    expect(slippageFraction({ kind: 'auto' })).toBeUndefined();
  });

  it('reads a tampered or old stored value as auto', () => {
    expect(parseStoredSlippage('75')).toEqual({ kind: 'auto' });
    expect(parseStoredSlippage('{"x":1}')).toEqual({ kind: 'auto' });
    expect(parseStoredSlippage(null)).toEqual({ kind: 'auto' });
    expect(parseStoredSlippage('2')).toEqual({ kind: 'custom', percent: '2' });
  });
});
