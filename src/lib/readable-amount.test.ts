import { describe, expect, it } from 'vitest';
import { limitText } from './limit-text';

describe('a route limit in words', () => {
  it('shows an 18-decimal minimum to three significant digits, rounded up, exact beside it', () => {
    expect(limitText(317_417_995_060_976n, 18, 'up')).toEqual({
      shown: '0.000318',
      exact: '0.000317417995060976',
      rounded: true,
    });
  });

  it('rounds a maximum down to six decimals', () => {
    expect(limitText(1_587_089_975_304_879_984_257n, 18, 'down')).toEqual({
      shown: '1,587.089975',
      exact: '1,587.089975304879984257',
      rounded: true,
    });
  });

  it('keeps a 6-decimal token exact, and finds the first digits of a tiny 8-decimal amount', () => {
    expect(limitText(5_000_750_112_517n, 6, 'down')).toMatchObject({
      shown: '5,000,750.112517',
      rounded: false,
    });
    expect(limitText(1_234n, 8, 'up')).toMatchObject({ shown: '0.0000124', rounded: true });
  });
});
