import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { tokenBuckets } from './token-bucket';

function buckets(limit: number, windowMs = 60_000) {
  let now = 0;
  const b = tokenBuckets({ limit, windowMs, now: () => now });
  return { b, advance: (ms: number) => (now += ms) };
}

describe('token buckets', () => {
  it('allows `limit` at once, refuses the next with Retry-After, refills evenly', () => {
    const { b, advance } = buckets(5); // one token every 12 s
    for (let i = 0; i < 5; i++) expect(b.take('a').ok).toBe(true);
    expect(b.take('a')).toEqual({ ok: false, retryAfterSec: 12 });
    expect(b.take('b').ok).toBe(true); // another key is unaffected
    advance(11_999);
    expect(b.take('a').ok).toBe(false);
    advance(1);
    expect(b.take('a').ok).toBe(true);
    expect(b.take('a').ok).toBe(false);
  });

  it('sweeps idle (full) buckets once a window', () => {
    const { b, advance } = buckets(2);
    for (let i = 0; i < 50; i++) b.take(`k${i}`);
    expect(b.size).toBe(50);
    advance(60_000);
    b.take('fresh');
    expect(b.size).toBe(1);
  });

  it('fast-check: successes never exceed limit + refill over any schedule (2,000 runs)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 50 }),
        fc.array(fc.tuple(fc.nat(5_000), fc.integer({ min: 1, max: 20 })), { maxLength: 60 }),
        (limit, steps) => {
          const { b, advance } = buckets(limit);
          let elapsed = 0;
          let allowed = 0;
          for (const [wait, burst] of steps) {
            elapsed = advance(wait);
            for (let i = 0; i < burst; i++) if (b.take('k').ok) allowed++;
          }
          expect(allowed).toBeLessThanOrEqual(limit + Math.floor((elapsed * limit) / 60_000));
        },
      ),
      { numRuns: 2_000, seed: 20261121 },
    );
  });
});
