// When a failed job runs again. Delays are simulated time (divided by the clock's speed, like every
// other step), but never shorter than a real-time floor: at 720× the plain backoff spent five
// attempts in 0.6 s, too fast for a node that restarts in a second. A chain that is not responding
// (its node down or restarting) is no fault of the job: it waits and does not use up attempts.

/** Attempts before a job fails for good (chain outages not counted). */
export const MAX_ATTEMPTS = 5;
/** The shortest real wait after the first failure; it doubles with each attempt. */
export const RETRY_FLOOR_MS = 1_000;
/** The real wait while a chain is unavailable. */
export const UNAVAILABLE_RETRY_MS = 5_000;

/** Real ms until attempt `attempts + 1`, at clock speed `speed`. */
export function retryDelay(attempts: number, speed: number): number {
  const simulated = (1000 * 2 ** attempts) / speed;
  return Math.max(simulated, RETRY_FLOOR_MS * 2 ** Math.max(0, attempts - 1));
}

// What Node's fetch (undici) and the socket layer report when nothing responds on a port.
const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'UND_ERR_SOCKET',
  'UND_ERR_CONNECT_TIMEOUT',
  'UND_ERR_CLOSED',
]);
const UNAVAILABLE_WORDS = /ECONNREFUSED|ECONNRESET|socket hang up|fetch failed|chain unavailable/i;

/**
 * Whether `err` (or an error it wraps) says the chain's node did not respond at all, or that the
 * chain is not ready yet (an error marked `chainUnavailable: true`).
 */
export function isChainUnavailable(err: unknown): boolean {
  for (let e = err, depth = 0; e && depth < 8; depth++) {
    if (typeof e !== 'object') return false;
    const { code, name, message, cause, chainUnavailable } = e as {
      code?: unknown;
      name?: unknown;
      message?: unknown;
      cause?: unknown;
      chainUnavailable?: unknown;
    };
    if (typeof code === 'string' && UNAVAILABLE_CODES.has(code)) return true;
    if (name === 'ChainUnavailable' || chainUnavailable === true) return true;
    if (typeof message === 'string' && UNAVAILABLE_WORDS.test(message)) return true;
    e = cause;
  }
  return false;
}
