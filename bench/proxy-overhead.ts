// (a) Proxy overhead: the same GETs straight to the service (the baseline) and through the
// BFF, each with autocannon, all on loopback. Both are warmed up first, for the same time: a
// freshly started BFF takes ~9 s of load before V8 has optimised its request path (3.7k → 9.4k
// req/s on ping), so a short warm-up measured its start-up rather than its steady state.
// Then the two are measured in alternating short rounds, not one long run each: the host's
// speed drifts by ±25 % within a minute, and back-to-back runs put that drift into the ratio.
// Each pair of rounds gives a ratio; the figure is the ratio of the totals.
import autocannon, { type Result } from 'autocannon';
import { upstreamCalls } from './upstream-calls';

export interface OverheadRow {
  name: string;
  connections: number;
  /** Requests per second over all rounds. */
  directRps: number;
  viaBffRps: number;
  ratio: number;
  /** Lowest and highest ratio of one pair of rounds: how much the host moved meanwhile. */
  ratioRange: [number, number];
  /** Medians over the rounds, ms. */
  p50: { direct: number; viaBff: number };
  p99: { direct: number; viaBff: number };
  p50AddedMs: number;
  p99AddedMs: number;
  faults: number;
  /** Calls the BFF made to the service per 100 requests through it (coalescing, caching). */
  callsPer100: number;
}

interface Target {
  name: string;
  /** Path on the service, and the Authorization it needs when called directly. */
  servicePath: string;
  auth: boolean;
  /** The endpoint row, as the BFF's metrics label it. */
  endpoint: string;
}

export const targets: Target[] = [
  { name: 'GET /v1/quotes/ping', servicePath: '/v1/quotes/ping', auth: false, endpoint: 'ping' },
  {
    name: 'GET /v1/capabilities',
    servicePath: '/v1/capabilities',
    auth: true,
    endpoint: 'getCapabilities',
  },
];

/**
 * Two loads. At 10 connections the service is saturated but the BFF is not: its coalesced pings
 * move in batches, and each batch waits on its one upstream call with the BFF idle, so the
 * figure is the latency of that cycle. From 50 connections both are saturated (the BFF answers
 * as much at 100), which is where a throughput ratio means what it says.
 */
export const DEFAULT_CONNECTIONS = [10, 50];

/** Anything but a clean run: errors, timeouts or non-2xx answers. */
const faultsOf = (r: Result) => r.errors + r.timeouts + r.non2xx;

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2;
};

interface Side {
  url: string;
  headers: Record<string, string>;
}

export async function proxyOverhead(opts: {
  serviceBase: string;
  bffBase: string;
  /** Measured time per side and load, split over `rounds`. */
  seconds: number;
  rounds: number;
  warmUpSeconds: number;
  /** Loads to measure at, in connections; the first is also the warm-up's. */
  connections: number[];
}): Promise<OverheadRow[]> {
  const rows: OverheadRow[] = [];
  for (const t of targets) {
    const direct: Side = {
      url: `${opts.serviceBase}${t.servicePath}`,
      headers: t.auth ? { authorization: 'Bearer sk_sandbox_full' } : {},
    };
    const viaBff: Side = { url: `${opts.bffBase}/api${t.servicePath}`, headers: {} };
    const warmUp = { connections: Math.max(...opts.connections), seconds: opts.warmUpSeconds };
    await load(direct, warmUp); // discarded
    await load(viaBff, warmUp); // discarded
    for (const connections of opts.connections) {
      rows.push(await measure(t, direct, viaBff, { ...opts, connections }));
    }
  }
  return rows;
}

const load = (side: Side, o: { connections: number; seconds: number }) =>
  autocannon({
    url: side.url,
    headers: side.headers,
    connections: o.connections,
    duration: o.seconds,
  });

/** Alternating rounds of one target at one load. */
async function measure(
  t: Target,
  directSide: Side,
  bffSide: Side,
  opts: { bffBase: string; seconds: number; rounds: number; connections: number },
): Promise<OverheadRow> {
  const round = {
    connections: opts.connections,
    seconds: Math.max(1, Math.round(opts.seconds / opts.rounds)),
  };
  const direct: Result[] = [];
  const viaBff: Result[] = [];
  let calls = 0;
  const throughBff = async () => {
    const before = await upstreamCalls(opts.bffBase, t.endpoint);
    viaBff.push(await load(bffSide, round));
    calls += (await upstreamCalls(opts.bffBase, t.endpoint)) - before;
  };
  for (let r = 0; r < opts.rounds; r++) {
    // Alternate which goes first, so neither side always follows the other's load.
    if (r % 2 === 0) {
      direct.push(await load(directSide, round));
      await throughBff();
    } else {
      await throughBff();
      direct.push(await load(directSide, round));
    }
  }
  const total = (rs: Result[]) => rs.reduce((n, r) => n + r.requests.total, 0);
  const pairRatios = direct.map((d, i) => viaBff[i]!.requests.total / d.requests.total);
  const seconds = round.seconds * opts.rounds;
  const p50 = {
    direct: median(direct.map((r) => r.latency.p50)),
    viaBff: median(viaBff.map((r) => r.latency.p50)),
  };
  const p99 = {
    direct: median(direct.map((r) => r.latency.p99)),
    viaBff: median(viaBff.map((r) => r.latency.p99)),
  };
  return {
    name: t.name,
    connections: opts.connections,
    directRps: total(direct) / seconds,
    viaBffRps: total(viaBff) / seconds,
    ratio: total(viaBff) / total(direct),
    ratioRange: [Math.min(...pairRatios), Math.max(...pairRatios)],
    p50,
    p99,
    p50AddedMs: p50.viaBff - p50.direct,
    p99AddedMs: p99.viaBff - p99.direct,
    faults: [...direct, ...viaBff].reduce((n, r) => n + faultsOf(r), 0),
    callsPer100: (100 * calls) / Math.max(1, total(viaBff)),
  };
}
