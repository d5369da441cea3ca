// How a supported input reads in the table: limits in the input token's own decimals on its
// chain, the proportional fee (1e18 = 100 %) as a percentage, durations in words.
import { getChain } from '../../../contract/chains';
import { formatAmountDisplay } from '../../../contract/amounts';
import { readableAmount } from '../../../lib/readable-amount';

export const chainName = (chainId: number) => getChain(chainId)?.name ?? `Chain ${chainId}`;

/**
 * A readable amount and every digit of it, for a tooltip (src/lib/readable-amount.ts: 4
 * significant digits below 1, at most 4 decimals from 1 up; "up" for a minimum).
 */
export function tokenAmountText(
  baseUnits: string,
  decimals: number,
  symbol: string,
  round: 'down' | 'up' = 'down',
): { shown: string; exact: string } {
  const { shown, exact } = readableAmount(BigInt(baseUnits), decimals, round);
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
