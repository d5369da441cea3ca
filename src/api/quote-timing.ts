// When a quote should be asked for again: at its expiry (a fresh one replaces it), after a fault
// until the service responds again, never in a tight loop. Shared by the versioned and the
// gasless quote.

/** A retry for a quote is cheap and the person is waiting: once, quickly, and only on faults. */
export function retryQuote(failureCount: number, error: unknown): boolean {
  if (failureCount >= 1) return false;
  const status = (error as { status?: unknown } | null)?.status;
  return status === 0 || (typeof status === 'number' && status >= 500);
}

/** A fault the service may get over by itself: unreachable (0), 5xx or rate limited (429). */
function isFault(error: unknown): boolean {
  const status = (error as { status?: unknown } | null)?.status;
  return status === 0 || status === 429 || (typeof status === 'number' && status >= 500);
}

const RECOVER_FIRST_MS = 3_000;
const RECOVER_MAX_MS = 15_000;

/**
 * How long after a failed quote to ask again by itself, so the panel recovers when the service
 * comes back without the person pressing "Try again": 3 s, doubling to 15 s, or the service's
 * Retry-After. False for a refusal (4xx) that the same request would only meet again.
 */
export function recoverAfter(error: unknown, failedTimes: number): number | false {
  if (!isFault(error)) return false;
  const retryAfterSec = (error as { retryAfterSec?: unknown }).retryAfterSec;
  if (typeof retryAfterSec === 'number' && retryAfterSec > 0) {
    return Math.min(retryAfterSec * 1000, 60_000);
  }
  const doublings = Math.max(0, failedTimes - 1);
  return Math.min(RECOVER_MAX_MS, RECOVER_FIRST_MS * 2 ** Math.min(doublings, 8));
}

/** ms until `expiresAtMs` (at least 1 s), or false without a quote. */
export function untilExpiry(expiresAtMs: number | undefined, now = Date.now()): number | false {
  if (expiresAtMs === undefined || Number.isNaN(expiresAtMs)) return false;
  return Math.max(1000, expiresAtMs - now);
}
