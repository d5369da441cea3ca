// How much a swap's price impact matters: above 3 % a warning, above 10 % a deliberate confirm
// before review. The impact arrives scaled by 1e18 (1e16 = 1 %) and is compared as an integer.
import { formatsFor } from '../../../lib/format';

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

/**
 * "4.27%" ("4,27 %" in Spanish) — two decimals, truncated (never rounds a 10.004 % impact down
 * to look smaller); the truncated hundredths are exact, so Intl only lays them out.
 */
export function formatImpact(pct: bigint, locale = 'en'): string {
  const hundredths = (pct < 0n ? 0n : pct) / (PERCENT / 100n);
  return formatsFor(locale).number(Number(hundredths) / 10_000, {
    style: 'percent',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  });
}

/** A fraction such as a slippage tolerance (0.005) as "0.50%". */
export const formatFraction = (fraction: number, locale = 'en') =>
  formatImpact(BigInt(Math.round(fraction * 10_000)) * (PERCENT / 100n), locale);
