// Part (l): the breaker open (docs/reliability.md#circuit-breaker). A BFF child (the bundle
// `npm start` runs) before a service that answers every call 500: requests open the breaker,
// then 2,000 capabilities requests at -c 10 are answered 503 without calling the service. The
// figures: their p99, and the BFF's event-loop lag p99 meanwhile (it measures its own loop,
// asked over stdin). The unit suite (src/server/bff/upstream/cache.test.ts) checks the answers
// and calls on a shorter run; the timings are here, where a machine's load is said beside them.
import { once } from 'node:events';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import autocannon from 'autocannon';
import { startChild } from './processes';

export interface BreakerOpenFigures {
  /** Status → count over the measured requests. */
  statuses: Map<number, number>;
  p50Ms: number;
  p99Ms: number;
  lagP99Ms: number;
  /** Calls the BFF made to the service while it was measured (trial calls only, if any). */
  serviceCalls: number;
  /** Calls it made before the breaker opened. */
  callsToOpen: number;
}

const PATH = '/api/v1/capabilities';

export async function breakerOpen(total = 2_000, connections = 10): Promise<BreakerOpenFigures> {
  let calls = 0;
  const failing = http.createServer((_req, res) => {
    calls += 1;
    res.writeHead(500, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ code: 'INTERNAL', message: 'down' }));
  });
  failing.listen(0, '127.0.0.1');
  await once(failing, 'listening');
  const serviceBase = `http://127.0.0.1:${(failing.address() as AddressInfo).port}`;
  const bff = await startChild('bench-bff', { BENCH_SERVICE_URL: serviceBase });
  try {
    // One at a time until the breaker answers for the service.
    for (let i = 0; i < 100; i++) {
      const res = await fetch(`${bff.base}${PATH}`);
      await res.arrayBuffer();
      if (res.status === 503) break;
    }
    const callsToOpen = calls;
    await bff.ask('lag-start', /LAG-STARTED/);
    const statuses = new Map<number, number>();
    const run = autocannon({ url: `${bff.base}${PATH}`, connections, amount: total });
    run.on('response', (_client, status) => statuses.set(status, (statuses.get(status) ?? 0) + 1));
    const result = await run;
    const [, lag = 'NaN'] = await bff.ask('lag-stop', /LAG ([\d.]+)/);
    return {
      statuses,
      p50Ms: result.latency.p50,
      p99Ms: result.latency.p99,
      lagP99Ms: Number(lag),
      serviceCalls: calls - callsToOpen,
      callsToOpen,
    };
  } finally {
    await bff.stop();
    failing.closeAllConnections();
    failing.close();
  }
}
