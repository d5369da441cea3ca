// Retry schedule (docs/interface-decisions.md#webhook-retries, the Svix schedule): first attempt at
// once, then each retry this long after the previous failure, ±10 % jitter so that a receiver that
// comes back is not hit by every queued message in the same second. Delays are simulated time:
// divided by the clock speed (SERVICE_CLOCK_SPEED). Retry-After is the receiver's real-time
// request: not divided.
const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;

export const RETRY_DELAYS_MS: readonly number[] = [
  5 * SECOND,
  5 * MINUTE,
  30 * MINUTE,
  2 * HOUR,
  5 * HOUR,
  10 * HOUR,
  10 * HOUR,
];
export const MAX_ATTEMPTS = RETRY_DELAYS_MS.length + 1;
export const JITTER = 0.1;
/** A receiver may push a retry back, but not park a message for longer than this. */
export const MAX_RETRY_AFTER_MS = 24 * HOUR;

export interface NextAttempt {
  /** Attempts made so far, the failed one included (1 after the first attempt). */
  attemptsMade: number;
  now: number;
  speed: number;
  /** Uniform in [0, 1); injectable so tests are deterministic. */
  random: () => number;
  retryAfterMs?: number | undefined;
  delays?: readonly number[];
}

/** Epoch ms of the next attempt, or null when the last slot has been used. */
export function nextAttemptAt(n: NextAttempt): number | null {
  const base = (n.delays ?? RETRY_DELAYS_MS)[n.attemptsMade - 1];
  if (base === undefined) return null;
  const jittered = base * (1 + JITTER * (2 * n.random() - 1));
  const scheduled = n.now + jittered / n.speed;
  const retryAfter =
    n.retryAfterMs === undefined ? 0 : Math.min(n.retryAfterMs, MAX_RETRY_AFTER_MS);
  return Math.round(Math.max(scheduled, n.now + retryAfter));
}

/** Retry-After as delay-seconds or an HTTP date, in ms from `now`; undefined if absent or bad. */
export function parseRetryAfter(header: string | undefined, now: number): number | undefined {
  const value = header?.trim();
  if (!value) return undefined;
  if (/^\d+$/.test(value)) return Number(value) * SECOND;
  // Every HTTP-date form starts with a day name; Date.parse alone would read '-5' as a year.
  const at = /^[A-Za-z]{3}/.test(value) ? Date.parse(value) : NaN;
  return Number.isNaN(at) ? undefined : Math.max(0, at - now);
}

/** Seeded uniform random (mulberry32) for tests and reproducible runs. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
