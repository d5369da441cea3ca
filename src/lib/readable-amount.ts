// A route's limit as a person reads it: the app's usual six decimals, or three significant
// digits for a tiny amount (0.000318 ETH, not 0.000317417995060976), rounded so the figure shown
// is itself within the limit (a minimum up, a maximum down). The exact figure stays at hand.
import { formatAmountDisplay } from '../../../contract/amounts';

export interface LimitText {
  /** What the page shows. */
  shown: string;
  /** Every digit, for the hover. */
  exact: string;
  /** Whether `shown` differs from the limit itself. */
  rounded: boolean;
}

const SHOWN_DECIMALS = 6;
const SIGNIFICANT = 3;

export function limitText(value: bigint, decimals: number, round: 'up' | 'down'): LimitText {
  const exact = formatAmountDisplay(value, decimals, decimals);
  const unit = 10n ** BigInt(decimals);
  // Zeros between the point and the first digit of an amount below 1 (0.000317… has 3).
  const zeros = value > 0n && value < unit ? decimals - value.toString().length : 0;
  const digits = Math.min(decimals, Math.max(SHOWN_DECIMALS, zeros + SIGNIFICANT));
  const step = 10n ** BigInt(decimals - digits);
  const floor = (value / step) * step;
  const shownValue = round === 'up' && floor < value ? floor + step : floor;
  return {
    shown: formatAmountDisplay(shownValue, decimals, digits),
    exact,
    rounded: shownValue !== value,
  };
}
