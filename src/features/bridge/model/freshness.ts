// How fresh a quote is (docs/reliability.md#quote-freshness). Signing is refused in the last 30 s
// of a quote's life: a wallet prompt, a hardware confirmation and the submission all take time, and
// a signature that lands after expiry is only a wasted step for the person.

export const SIGN_MARGIN_MS = 30_000;

export type Freshness = 'fresh' | 'expiring' | 'expired';

export function freshness(expiresAtMs: number, now: number): Freshness {
  if (now >= expiresAtMs) return 'expired';
  if (now >= expiresAtMs - SIGN_MARGIN_MS) return 'expiring';
  return 'fresh';
}

/** "4:59", "0:07": time left, rounded down, never negative. */
export function countdown(expiresAtMs: number, now: number): string {
  const total = Math.max(0, Math.floor((expiresAtMs - now) / 1000));
  const minutes = Math.floor(total / 60);
  const seconds = total % 60;
  return `${minutes}:${seconds.toString().padStart(2, '0')}`;
}
