// A small GET cache keyed by upstream URL, honouring the service's Cache-Control hints under a
// per-endpoint ceiling, and the in-flight table that coalesces identical GETs into one call.
import { LRUCache } from 'lru-cache';
import { lruOnClock, type Clock } from '../../clock';
import type { UpstreamResponse } from './types';

/**
 * How long a response may be kept: the row's ceiling, lowered by max-age / s-maxage, zero for
 * no-store, no-cache or private. Only 2xx responses are ever kept.
 */
export function cacheLifetimeMs(
  status: number,
  cacheControl: string | undefined,
  ceilingMs: number,
): number {
  if (ceilingMs <= 0 || status < 200 || status > 299) return 0;
  if (cacheControl === undefined) return ceilingMs;
  const directives = cacheControl
    .toLowerCase()
    .split(',')
    .map((d) => d.trim());
  if (directives.some((d) => d === 'no-store' || d === 'no-cache' || d === 'private')) return 0;
  let hint: number | undefined;
  for (const d of directives) {
    const m = /^(?:s-)?max-age=(\d{1,9})$/.exec(d);
    if (m?.[1]) hint = Math.min(hint ?? Infinity, Number(m[1]) * 1000);
  }
  return hint === undefined ? ceilingMs : Math.min(hint, ceilingMs);
}

const sharedCopy = (r: UpstreamResponse): UpstreamResponse => ({ ...r, cached: true });

export class ResponseCache {
  // Least recently used goes first when full (a catalogue read on every page outlives a one-off
  // query), each entry with its own lifetime, on the injected clock.
  private entries: LRUCache<string, UpstreamResponse>;
  private inflight = new Map<string, Promise<UpstreamResponse>>();

  constructor(clock: Clock, maxEntries: number) {
    this.entries = new LRUCache({
      max: maxEntries,
      ...lruOnClock(clock),
    });
  }

  get(key: string): UpstreamResponse | undefined {
    const hit = this.entries.get(key);
    return hit && sharedCopy(hit);
  }

  set(key: string, response: UpstreamResponse, lifetimeMs: number): void {
    // HTTP calls a response stale once its age reaches max-age; lru-cache only past its ttl (and
    // reads ttl 0 as "forever"), hence one millisecond less, and nothing kept for ≤ 1 ms.
    if (lifetimeMs > 1) this.entries.set(key, response, { ttl: lifetimeMs - 1 });
  }

  /** Run `load` once for concurrent callers with the same key; late callers share its result. */
  coalesce(key: string, load: () => Promise<UpstreamResponse>): Promise<UpstreamResponse> {
    // Plain promises, not async functions: every proxied GET passes here, and each async layer
    // costs a promise and a microtask more.
    const running = this.inflight.get(key);
    if (running) return running.then(sharedCopy);
    const p = load().finally(() => this.inflight.delete(key));
    this.inflight.set(key, p);
    return p;
  }

  clear(): void {
    this.entries.clear();
  }
}
