// How fresh a quote is (docs/reliability.md#quote-freshness). Signing is refused in the last 30 s
// of a quote's life: a wallet prompt, a hardware confirmation and the submission all take time, and
// a signature that lands after expiry is only a wasted step for the person.
import { formatsFor } from '../../../lib/format';

export const SIGN_MARGIN_MS = 30_000;

export type Freshness = 'fresh' | 'expiring' | 'expired';

export function freshness(expiresAtMs: number, now: number): Freshness {
  if (now >= expiresAtMs) return 'expired';
  if (now >= expiresAtMs - SIGN_MARGIN_MS) return 'expiring';
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
