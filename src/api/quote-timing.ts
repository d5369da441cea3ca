// When a quote should be asked for again: at its expiry (a fresh one replaces it), never in a
// tight loop. Shared by the versioned and the gasless quote.

/** A retry for a quote is cheap and the person is waiting: once, quickly, and only on faults. */
export function retryQuote(failureCount: number, error: unknown): boolean {
  if (failureCount >= 1) return false;
  const status = (error as { status?: unknown } | null)?.status;
  return status === 0 || (typeof status === 'number' && status >= 500);
}

/** ms until `expiresAtMs` (at least 1 s), or false without a quote. */
export function untilExpiry(expiresAtMs: number | undefined, now = Date.now()): number | false {
  if (expiresAtMs === undefined || Number.isNaN(expiresAtMs)) return false;
  return Math.max(1000, expiresAtMs - now);
}
