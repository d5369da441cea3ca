// (g) Side by side: the same requests straight to the service (the baseline), through nginx
// (a plain reverse proxy: what a user would pick instead of the BFF) and through the BFF, each
// its own process on loopback. The three sides take turns in short rounds, each round in a new
// order, so the host's drift spreads over all of them; the figures are over all rounds.
import autocannon, { type Result } from 'autocannon';
import { DEPOSITOR, USDC } from '../src/contract/testing/values';

export interface SideBySideRow {
  name: string;
  connections: number;
  rps: { service: number; nginx?: number; bff: number };
  p50: { service: number; nginx?: number; bff: number };
  faults: number;
}

interface Request {
  name: string;
  connections: number;
  method: 'GET' | 'POST';
  /** Path on the service; the BFF serves it under /api. */
  path: string;
  body?: string;
}

const quoteBody = JSON.stringify({
  originChainId: 42161,
  destinationChainId: 8453,
  inputToken: USDC.arbitrum,
  outputToken: USDC.base,
  amount: '25000000',
  depositor: DEPOSITOR,
});

export const sideBySideRequests: Request[] = [
  { name: 'GET /v1/quotes/ping', connections: 50, method: 'GET', path: '/v1/quotes/ping' },
  { name: 'POST /v1/quotes', connections: 20, method: 'POST', path: '/v1/quotes', body: quoteBody },
];

type SideName = 'service' | 'nginx' | 'bff';
interface Side {
  name: SideName;
  url: string;
  headers: Record<string, string>;
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2;
};

export async function sideBySide(opts: {
  serviceBase: string;
  nginxBase: string | undefined;
  bffBase: string;
  seconds: number;
  rounds: number;
  warmUpSeconds: number;
}): Promise<SideBySideRow[]> {
  const rows: SideBySideRow[] = [];
  for (const r of sideBySideRequests) {
    const json: Record<string, string> = r.body ? { 'content-type': 'application/json' } : {};
    // The service and nginx get the key from the caller; the BFF holds it and wants the SPA's
    // header on a POST, as a browser sends it.
    const keyed = { ...json, authorization: 'Bearer sk_sandbox_full' };
    const sides: Side[] = [
      { name: 'service', url: `${opts.serviceBase}${r.path}`, headers: keyed },
      ...(opts.nginxBase
        ? [{ name: 'nginx' as const, url: `${opts.nginxBase}${r.path}`, headers: keyed }]
        : []),
      {
        name: 'bff',
        url: `${opts.bffBase}/api${r.path}`,
        headers: { ...json, 'x-ferry-client': 'web' },
      },
    ];
    const load = (side: Side, seconds: number) =>
      autocannon({
        url: side.url,
        method: r.method,
        headers: side.headers,
        ...(r.body ? { body: r.body } : {}),
        connections: r.connections,
        duration: seconds,
      });
    for (const side of sides) await load(side, opts.warmUpSeconds); // discarded
    const results = new Map<SideName, Result[]>(sides.map((s) => [s.name, []]));
    const roundSeconds = Math.max(1, Math.round(opts.seconds / opts.rounds));
    for (let round = 0; round < opts.rounds; round++) {
      // Rotate who goes first, so no side always follows the same other side's load.
      const order = sides.map((_, i) => sides[(i + round) % sides.length]!);
      for (const side of order) results.get(side.name)!.push(await load(side, roundSeconds));
    }
    const seconds = roundSeconds * opts.rounds;
    const rps = (n: SideName) =>
      results.get(n)!.reduce((sum, x) => sum + x.requests.total, 0) / seconds;
    const p50 = (n: SideName) => median(results.get(n)!.map((x) => x.latency.p50));
    const all = [...results.values()].flat();
    rows.push({
      name: r.name,
      connections: r.connections,
      rps: {
        service: rps('service'),
        bff: rps('bff'),
        ...(opts.nginxBase ? { nginx: rps('nginx') } : {}),
      },
      p50: {
        service: p50('service'),
        bff: p50('bff'),
        ...(opts.nginxBase ? { nginx: p50('nginx') } : {}),
      },
      faults: all.reduce((n, x) => n + x.errors + x.timeouts + x.non2xx, 0),
    });
  }
  return rows;
}
