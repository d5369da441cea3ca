// Caches that age on the injected clock: an entry is gone the moment the clock passes its
// lifetime, however little real time went by (tests move the clock without waiting).
import { LRUCache } from 'lru-cache';
import { expect, it } from 'vitest';
import { lruOnClock, manualClock } from './clock';

it('an lru-cache on the clock expires an entry as soon as the clock passes its lifetime', () => {
  const clock = manualClock();
  const cache = new LRUCache<string, string>({ max: 10, ttl: 1_000, ...lruOnClock(clock) });
  cache.set('balance', '1');
  clock.advance(999);
  expect(cache.get('balance')).toBe('1'); // a read that, by default, would pin "now" for 1 ms
  clock.advance(2);
  expect(cache.get('balance')).toBeUndefined();
});
