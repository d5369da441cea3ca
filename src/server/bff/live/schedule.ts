// How often a live transfer is polled: every second while it is young or just moved, backing
// off while nothing changes (most transfers settle within a minute; a refund takes hours), and
// exponentially after upstream faults, never sooner than a Retry-After the service asked for.

/** Delay after a successful poll, by how long the transfer has gone without a change. */
export function pollDelayMs(sinceChangeMs: number): number {
  if (sinceChangeMs < 30_000) return 1_000;
  if (sinceChangeMs < 120_000) return 2_000;
  if (sinceChangeMs < 600_000) return 5_000;
  return 15_000;
}

/** Delay after the n-th consecutive fault (n ≥ 1): 1 s, 2 s, 4 s … capped at 30 s. */
export function faultDelayMs(consecutiveFaults: number, retryAfterSec?: number): number {
  const backoff = Math.min(30_000, 1_000 * 2 ** Math.max(0, consecutiveFaults - 1));
  return Math.max(backoff, (retryAfterSec ?? 0) * 1_000);
}
