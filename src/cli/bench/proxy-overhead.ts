// (a) Proxy overhead: the same GETs straight to the service (the baseline) and through the
// BFF, each with autocannon for a bounded time, all on loopback. Both are warmed up first, for
// the same time, and then measured back to back: a freshly started BFF takes ~9 s of load
// before V8 has optimised its request path (3.7k → 9.4k req/s on ping), so a short warm-up
// measured its start-up rather than its steady state.
import autocannon, { type Result } from 'autocannon';

export interface OverheadRow {
  name: string;
  direct: Result;
  viaBff: Result;
  ratio: number;
  p50AddedMs: number;
  p99AddedMs: number;
}

interface Target {
  name: string;
  /** Path on the service, and the Authorization it needs when called directly. */
  servicePath: string;
  auth: boolean;
}

export const targets: Target[] = [
  { name: 'GET /v1/quotes/ping', servicePath: '/v1/quotes/ping', auth: false },
  { name: 'GET /v1/capabilities', servicePath: '/v1/capabilities', auth: true },
];

const load = (url: string, headers: Record<string, string>, seconds: number) =>
  autocannon({ url, headers, connections: 10, duration: seconds });

export async function proxyOverhead(opts: {
  serviceBase: string;
  bffBase: string;
  seconds: number;
  warmUpSeconds: number;
}): Promise<OverheadRow[]> {
  const rows: OverheadRow[] = [];
  for (const t of targets) {
    const directUrl = `${opts.serviceBase}${t.servicePath}`;
    const directHeaders: Record<string, string> = t.auth
      ? { authorization: 'Bearer sk_sandbox_full' }
      : {};
    const bffUrl = `${opts.bffBase}/api${t.servicePath}`;
    await load(directUrl, directHeaders, opts.warmUpSeconds); // discarded
    await load(bffUrl, {}, opts.warmUpSeconds); // discarded
    const direct = await load(directUrl, directHeaders, opts.seconds);
    const viaBff = await load(bffUrl, {}, opts.seconds);
    rows.push({
      name: t.name,
      direct,
      viaBff,
      ratio: viaBff.requests.average / direct.requests.average,
      p50AddedMs: viaBff.latency.p50 - direct.latency.p50,
      p99AddedMs: viaBff.latency.p99 - direct.latency.p99,
    });
  }
  return rows;
}

/** Anything but a clean run: errors, timeouts or non-2xx answers. */
export const faults = (r: Result) => r.errors + r.timeouts + r.non2xx;
