// Token buckets per client key, in memory: `limit` requests at once, refilled evenly over
// `windowMs` (600 a minute = one more every 100 ms). Per instance: N instances behind a load
// balancer allow up to N× the budget, which still bounds what one client can cost us.
// Idle buckets (full again) are swept once a window, so memory follows active clients only.

export interface Take {
  ok: boolean;
  /** Whole seconds until one request is allowed again (0 when ok). */
  retryAfterSec: number;
}

interface Bucket {
  tokens: number;
  at: number;
}

export interface TokenBuckets {
  take(key: string): Take;
  readonly size: number;
}

/** Past this many keys the oldest are dropped: a flood of addresses cannot exhaust memory. */
const MAX_KEYS = 100_000;

export function tokenBuckets(opts: {
  limit: number;
  windowMs: number;
  now: () => number;
}): TokenBuckets {
  const { limit, windowMs, now } = opts;
  const perMs = limit / windowMs;
  const buckets = new Map<string, Bucket>();
  let sweptAt = now();

  const refill = (b: Bucket, t: number) => Math.min(limit, b.tokens + (t - b.at) * perMs);

  const sweep = (t: number) => {
    sweptAt = t;
    for (const [key, b] of buckets) if (refill(b, t) >= limit) buckets.delete(key);
    for (const key of buckets.keys()) {
      if (buckets.size <= MAX_KEYS) break;
      buckets.delete(key);
    }
  };

  return {
    take(key) {
      const t = now();
      if (t - sweptAt >= windowMs || buckets.size > MAX_KEYS) sweep(t);
      const b = buckets.get(key) ?? { tokens: limit, at: t };
      b.tokens = refill(b, t);
      b.at = t;
      buckets.set(key, b);
      if (b.tokens >= 1) {
        b.tokens -= 1;
        return { ok: true, retryAfterSec: 0 };
      }
      return { ok: false, retryAfterSec: Math.max(1, Math.ceil((1 - b.tokens) / perMs / 1000)) };
    },
    get size() {
      return buckets.size;
    },
  };
}
