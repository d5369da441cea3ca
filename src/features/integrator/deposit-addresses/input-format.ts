// How a supported input reads in the table: limits in the input token's own decimals on its
// chain, the proportional fee (1e18 = 100 %) as a percentage, durations in words.
import { getChain } from '../../../contract/chains';
import { formatAmount, formatAmountDisplay } from '../../../contract/amounts';

export const chainName = (chainId: number) => getChain(chainId)?.name ?? `Chain ${chainId}`;

/** Significant digits shown below 1, and fraction digits at most from 1 up. */
const SHOWN_DIGITS = 4;

/**
 * A readable amount: 4 significant digits below 1 ("0.0003175 ETH", not all 18 decimals), at
 * most 4 decimals from 1 up. Cut toward zero, or rounded up where less than the figure would be
 * wrong (a minimum). The exact figure goes with it for a tooltip.
 */
export function tokenAmountText(
  baseUnits: string,
  decimals: number,
  symbol: string,
  round: 'down' | 'up' = 'down',
): { shown: string; exact: string } {
  const value = BigInt(baseUnits);
  const exact = formatAmount(value, decimals, { grouping: true });
  const one = 10n ** BigInt(decimals);
  let digits = Math.min(decimals, SHOWN_DIGITS);
  if (value > 0n && value < one) {
    // Zeros between the point and the first significant digit.
    const zeros = decimals - value.toString().length;
    digits = Math.min(decimals, zeros + SHOWN_DIGITS);
  }
  const unit = 10n ** BigInt(decimals - digits);
  let kept = value / unit;
  if (round === 'up' && value % unit !== 0n) kept += 1n;
  const shown = formatAmount(kept, digits, { grouping: true });
  return { shown: `${shown} ${symbol}`, exact: `${exact} ${symbol}` };
}

/** "100000000000000" (1e18-scaled) → "0.01 %". Exact: bigint digits, no floating point. */
export function pctText(scaled: string): string {
  const value = BigInt(scaled);
  return `${formatAmountDisplay(value, 16, 4)} %`;
}

export function durationText(seconds: number): string {
  if (seconds < 90) return `${Math.round(seconds)} s`;
  if (seconds < 5400) return `${Math.round(seconds / 60)} min`;
  return `${Math.round(seconds / 3600)} h`;
}

const usd = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  maximumFractionDigits: 4,
});
export const usdText = (value: number) => usd.format(value);
