// Bench child process for part (f): the BFF's own work per request, measured in process. The
// app's fetch is called in a loop with the upstream client stubbed (it answers at once), so
// neither HTTP, nor the upstream client, nor the service, nor the host's drift between
// processes blurs it: what is left is the middleware stack and the proxy handler. Each path is measured in rounds interleaved with the baseline (/healthz: the whole
// middleware stack and nothing else), and the fastest round of each is kept. Prints one JSON
// line: { rows: [{ path, us, vsHealthz }] }.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { getRequestListener } from '@hono/node-server';
import { capabilitiesFixture } from '../src/contract/testing/v1-capabilities';
import { quoteFixture, quoteRequestFixture } from '../src/contract/testing/v1-quotes';
import { createBffApp } from '../src/server/bff/app';
import { loadBffKeys } from '../src/server/bff/secrets';
import type { UpstreamRequest, UpstreamResponse } from '../src/server/bff/upstream/types';
import { systemClock } from '../src/server/clock';
import { openTestDatabase } from '../src/server/db/testing/fresh-database';
import { createLogger } from '../src/server/logger';
import { benchBffConfig } from './bff-config';

const QUOTES = 'POST /api/v1/quotes';
const PATHS = ['/healthz', '/api/v1/quotes/ping', '/api/v1/capabilities', QUOTES];
const ROUNDS = 5;
const PER_ROUND = 4_000;

// Answers in the service's shape (the contract's own fixture for capabilities). Ping gets new
// bytes every time, as from a call; capabilities the same bytes, as from the BFF's cache.
const pingBody = JSON.stringify({ ok: true, service: 'embedded' });
const capabilitiesBody = Buffer.from(JSON.stringify(capabilitiesFixture));
const quoteBody = JSON.stringify(quoteFixture);
const bodyFor = (id: string) =>
  id === 'getCapabilities'
    ? capabilitiesBody
    : Buffer.from(id === 'ping' ? pingBody : id === 'createQuote' ? quoteBody : '{}');
const quoteRequestBody = JSON.stringify(quoteRequestFixture);

const dataDir = mkdtempSync(path.join(tmpdir(), 'ferry-bench-handler-'));
const database = await openTestDatabase();
const config = benchBffConfig(dataDir);
const bff = createBffApp({
  config,
  db: database.db,
  clock: systemClock(),
  logger: createLogger({ level: 'warn', name: 'bench-handler' }),
  upstream: {
    legacyBaseUrl: 'http://127.0.0.1:9/api',
    v1BaseUrl: 'http://127.0.0.1:9',
    apiKey: 'sk_unused',
    integratorId: '0xf00d',
  },
  keys: loadBffKeys({ dataDir }),
  embedded: true,
});
bff.ctx.upstream.send = async (req: UpstreamRequest): Promise<UpstreamResponse> => ({
  status: req.id === 'createQuote' ? 201 : 200,
  headers: { 'content-type': 'application/json', 'cache-control': 'no-store' },
  body: bodyFor(req.id),
  cached: false,
});
// As in `npm start`: @hono/node-server's lightweight Request and Response stand in for the
// global ones once a listener exists.
getRequestListener(bff.app.fetch);
// node-server passes the socket along; the rate limiter reads the peer address from it.
const env = { incoming: { socket: { remoteAddress: '127.0.0.1' } } };

// One Request per path, reused: a GET's is only read, and building a web Request (~5 µs)
// would otherwise be in every row, where the server hands the app a lazy one instead.
// A quote's POST body can be read once, so its Request is built each time (a few µs, in its row).
const requests = new Map(
  PATHS.filter((p) => p !== QUOTES).map((p) => [p, new Request(`http://127.0.0.1:3000${p}`)]),
);
const quoteRequest = () =>
  new Request('http://127.0.0.1:3000/api/v1/quotes', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-ferry-client': 'web' },
    body: quoteRequestBody,
  });

async function round(pathname: string): Promise<number> {
  const started = performance.now();
  for (let i = 0; i < PER_ROUND; i++) {
    const request = pathname === QUOTES ? quoteRequest() : requests.get(pathname)!;
    const res = await bff.app.fetch(request, env);
    if (res.status >= 300) throw new Error(`${pathname} answered ${res.status}`);
    await res.arrayBuffer();
  }
  return ((performance.now() - started) * 1000) / PER_ROUND;
}

const best = new Map<string, number>();
for (const p of PATHS) for (let i = 0; i < 3; i++) await round(p); // warm-up, discarded
for (let r = 0; r < ROUNDS; r++) {
  for (const p of PATHS) best.set(p, Math.min(best.get(p) ?? Infinity, await round(p)));
}
const healthz = best.get('/healthz')!;
console.log(
  JSON.stringify({
    rows: PATHS.map((p) => ({ path: p, us: best.get(p)!, vsHealthz: best.get(p)! / healthz })),
  }),
);
await bff.close();
await database.close();
rmSync(dataDir, { recursive: true, force: true });
process.exit(0);
