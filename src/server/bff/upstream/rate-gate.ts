// When the service says "wait" (429, or 503 with Retry-After), no call goes to that host before
// the time it named has passed on the clock (docs/reliability.md#retries).
import type { Clock } from '../../clock';

/** Longest wait honoured: a broken header must not lock Ferry out for a day. */
const MAX_WAIT_SEC = 3_600;

/** Retry-After as delta-seconds or an HTTP date, in whole seconds from `now`. */
export function parseRetryAfterSec(v: string | undefined, now: number): number | undefined {
  if (v === undefined) return undefined;
  const t = v.trim();
  const sec = /^\d{1,9}$/.test(t) ? Number(t) : Math.ceil((Date.parse(t) - now) / 1000);
  if (Number.isNaN(sec)) return undefined;
  return Math.min(MAX_WAIT_SEC, Math.max(0, sec));
}

export class RateGate {
  private until = new Map<string, number>();

  constructor(private readonly clock: Clock) {}

  /** Seconds still to wait before calling `host`, or undefined when calls may go. */
  wait(host: string): number | undefined {
    const until = this.until.get(host);
    if (until === undefined) return undefined;
    const left = until - this.clock.now();
    if (left <= 0) {
      this.until.delete(host);
      return undefined;
    }
    return Math.ceil(left / 1000);
  }

  block(host: string, seconds: number): void {
    if (seconds <= 0) return;
    const until = this.clock.now() + seconds * 1000;
    this.until.set(host, Math.max(until, this.until.get(host) ?? 0));
  }
}
