// How fresh a quote is (docs/reliability.md#quote-freshness). Signing is refused in the last 30 s
// of a quote's life: a wallet prompt, a hardware confirmation and the submission all take time, and
// a signature that lands after expiry is only a wasted step for the person.
import { formatsFor } from '../../../lib/format';

export const SIGN_MARGIN_MS = 30_000;

/**
 * The margin for a quote that lives `lifetimeMs`: 30 s, but never more than a quarter of its
 * life, in whole seconds (at least one). A sped-up service clock shortens quotes with the fill
 * deadline (SERVICE_CLOCK_SPEED=720: 10 s), and a fixed 30 s would leave nothing to sign.
 */
export function signMargin(lifetimeMs: number): number {
  if (!(lifetimeMs > 0)) return SIGN_MARGIN_MS;
  const quarter = Math.floor(lifetimeMs / 4 / 1000) * 1000;
  return Math.min(SIGN_MARGIN_MS, Math.max(1000, quarter));
}

export type Freshness = 'fresh' | 'expiring' | 'expired';

export function freshness(expiresAtMs: number, now: number, marginMs = SIGN_MARGIN_MS): Freshness {
  if (now >= expiresAtMs) return 'expired';
  if (now >= expiresAtMs - marginMs) return 'expiring';
  return 'fresh';
}

/** "4:59", "0:07": time left, rounded down, never negative, in the digits of `locale`. */
export function countdown(expiresAtMs: number, now: number, locale = 'en'): string {
  const total = Math.max(0, Math.floor((expiresAtMs - now) / 1000));
  const { number } = formatsFor(locale);
  const minutes = number(Math.floor(total / 60));
  const seconds = number(total % 60, { minimumIntegerDigits: 2 });
  return `${minutes}:${seconds}`;
}
