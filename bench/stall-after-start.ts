// Part (h): upstream stalls from the first request after a start. A fresh BFF child (the bundle
// `npm start` runs) in front of a service that accepts connections and never answers; the very
// first requests it gets are N concurrent pings, whose budget is 2 s. Each should be answered
// 504 within the budget + 200 ms; then the same again, warm. The load generator's own fetch is
// warmed first on a server of its own, so its cold start is not counted against the BFF.
import { once } from 'node:events';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { defaultTimeouts } from '../src/server/bff/upstream/settings';
import { startChild } from './processes';

export interface StallRound {
  label: string;
  statuses: number[];
  /** Answer time minus the budget, ascending, in ms. */
  overshootMs: number[];
}

async function listen(server: http.Server): Promise<string> {
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

export async function stallAfterStart(count: number): Promise<StallRound[]> {
  const budget = defaultTimeouts.ping;
  const quick = http.createServer((_req, res) => res.end('{}'));
  const quickBase = await listen(quick);
  for (let i = 0; i < 5; i++) {
    await Promise.all(Array.from({ length: count }, () => fetch(quickBase).then((r) => r.text())));
  }
  quick.closeAllConnections();
  quick.close();

  const stalling = http.createServer(() => {});
  const stallBase = await listen(stalling);
  const bff = await startChild('bench-bff', { BENCH_SERVICE_URL: stallBase });
  const one = async () => {
    const started = performance.now();
    const res = await fetch(`${bff.base}/api/v1/quotes/ping`);
    await res.text();
    return { ms: performance.now() - started, status: res.status };
  };
  const rounds: StallRound[] = [];
  try {
    for (const label of ['first requests after start', 'again, warm']) {
      const results = await Promise.all(Array.from({ length: count }, one));
      rounds.push({
        label,
        statuses: [...new Set(results.map((r) => r.status))],
        overshootMs: results.map((r) => r.ms - budget).sort((a, b) => a - b),
      });
    }
  } finally {
    await bff.stop();
    stalling.closeAllConnections();
    stalling.close();
  }
  return rounds;
}
