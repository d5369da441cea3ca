import { describe, expect, it } from 'vitest';
import { readableAmount } from './readable-amount';

describe('an amount at a readable precision', () => {
  it('shows an 18-decimal minimum to 4 significant digits, rounded up, every digit beside it', () => {
    expect(readableAmount(317_417_995_060_976n, 18, 'up')).toEqual({
      shown: '0.0003175',
      exact: '0.000317417995060976',
      rounded: true,
    });
  });

  it('cuts an amount from 1 up to 4 decimals, toward zero', () => {
    expect(readableAmount(1_587_089_975_304_879_984_257n, 18)).toEqual({
      shown: '1,587.0899',
      exact: '1,587.089975304879984257',
      rounded: true,
    });
    expect(readableAmount(5_000_750_112_517n, 6)).toMatchObject({
      shown: '5,000,750.1125',
      rounded: true,
    });
  });

  it('leaves a figure with few digits as it is, and finds the first digits of a tiny one', () => {
    expect(readableAmount(1_000_000n, 6, 'up')).toEqual({ shown: '1', exact: '1', rounded: false });
    expect(readableAmount(1_234n, 8, 'up')).toMatchObject({ shown: '0.00001234', rounded: false });
    expect(readableAmount(12_345n, 9, 'up')).toMatchObject({ shown: '0.00001235', rounded: true });
  });
});
