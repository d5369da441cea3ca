// A small GET cache keyed by upstream URL, honouring the service's Cache-Control hints under a
// per-endpoint ceiling, and the in-flight table that coalesces identical GETs into one call.
import type { Clock } from '../../clock';
import type { UpstreamResponse } from './types';

/**
 * How long an answer may be kept: the row's ceiling, lowered by max-age / s-maxage, zero for
 * no-store, no-cache or private. Only 2xx answers are ever kept.
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
  private entries = new Map<string, { until: number; response: UpstreamResponse }>();
  private inflight = new Map<string, Promise<UpstreamResponse>>();

  constructor(
    private readonly clock: Clock,
    private readonly maxEntries: number,
  ) {}

  get(key: string): UpstreamResponse | undefined {
    const hit = this.entries.get(key);
    if (!hit) return undefined;
    if (hit.until <= this.clock.now()) {
      this.entries.delete(key);
      return undefined;
    }
    return { ...hit.response, cached: true };
  }

  set(key: string, response: UpstreamResponse, lifetimeMs: number): void {
    if (lifetimeMs <= 0) return;
    this.entries.delete(key);
    this.entries.set(key, { until: this.clock.now() + lifetimeMs, response });
    while (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.entries.delete(oldest);
    }
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
