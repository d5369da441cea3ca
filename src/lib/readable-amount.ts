// An amount as a person reads it: 4 significant digits below 1 (0.0003175 ETH, not all 18
// decimals of 0.000317417995060976), at most 4 decimals from 1 up; every digit stays at hand for
// a hover. The integrator dashboard reads amounts by the same rule.
import { formatAmountDisplay } from '../contract/amounts';

export interface ReadableAmount {
  /** What the page shows. */
  shown: string;
  /** Every digit. */
  exact: string;
  /** Whether `shown` differs from the amount itself. */
  rounded: boolean;
}

const SHOWN_DIGITS = 4;

/**
 * Cut toward zero, or rounded up where a figure below the amount would be wrong to act on (a
 * minimum: a person who types the figure shown must not be refused). Written with the
 * separators of `locale` (a BCP 47 tag, see intlLocale), English without one.
 */
export function readableAmount(
  value: bigint,
  decimals: number,
  round: 'down' | 'up' = 'down',
  locale?: string,
): ReadableAmount {
  const exact = formatAmountDisplay(value, decimals, decimals, locale);
  const one = 10n ** BigInt(decimals);
  // Zeros between the point and the first significant digit of an amount below 1.
  const zeros = value > 0n && value < one ? decimals - value.toString().length : 0;
  const digits = Math.min(decimals, zeros + SHOWN_DIGITS);
  const step = 10n ** BigInt(decimals - digits);
  const floor = (value / step) * step;
  const shownValue = round === 'up' && floor < value ? floor + step : floor;
  return {
    shown: formatAmountDisplay(shownValue, decimals, digits, locale),
    exact,
    rounded: shownValue !== value,
  };
}
