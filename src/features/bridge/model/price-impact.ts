// How much a swap's price impact matters: above 3 % a warning, above 10 % a deliberate confirm
// before review. The impact arrives scaled by 1e18 (1e16 = 1 %) and is compared as an integer.

export type ImpactLevel = 'low' | 'warn' | 'confirm';

const PERCENT = 10n ** 16n;
export const WARN_ABOVE = 3n * PERCENT;
export const CONFIRM_ABOVE = 10n * PERCENT;

export function impactLevel(pct: bigint | null | undefined): ImpactLevel {
  if (pct === null || pct === undefined) return 'low';
  if (pct > CONFIRM_ABOVE) return 'confirm';
  if (pct > WARN_ABOVE) return 'warn';
  return 'low';
}

/** "4.27 %" — two decimals, truncated (never rounds a 10.004 % impact down to look smaller). */
export function formatImpact(pct: bigint): string {
  const hundredths = (pct < 0n ? 0n : pct) / (PERCENT / 100n);
  const whole = hundredths / 100n;
  const frac = (hundredths % 100n).toString().padStart(2, '0');
  return `${whole}.${frac} %`;
}

/** A fraction such as a slippage tolerance (0.005) as "0.50 %". */
export const formatFraction = (fraction: number) =>
  formatImpact(BigInt(Math.round(fraction * 10_000)) * (PERCENT / 100n));
