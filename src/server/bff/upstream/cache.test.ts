// GET cache by the service's hints under per-row ceilings (swap lists 5 min, capabilities 30 s),
// coalescing of identical in-flight GETs, and short loopback load runs of
// docs/reliability.md#load-figures (cached capabilities; breaker open under a 100 % failing
// service) that check what is served and called, not how fast: npm run bench measures that.
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { capabilitiesFixture } from '../../../contract/testing/v1-capabilities';
import { swapTokensFixture } from '../../../contract/testing/legacy-swap';
import { transferFixture } from '../../../contract/testing/v1-transfers';
import { manualClock, type ManualClock } from '../../clock';
import {
  call,
  expectKeyNeverLeaked,
  swapUpstream,
  type Swapped,
} from '../proxy/testing/proxy-calls';
import { startTestBff, type TestBff } from '../../testing/bff-harness';
import { cacheLifetimeMs, ResponseCache } from './cache';
import {
  respond,
  later,
  startScriptedUpstream,
  type ScriptedUpstream,
} from './testing/scripted-upstream';

let t: TestBff;
let up: ScriptedUpstream;
let swap: Swapped;
let clock: ManualClock;

beforeAll(async () => {
  t = await startTestBff({ env: { RATE_LIMIT_API: '0', RATE_LIMIT_QUOTES: '0' } });
  clock = t.service.clock;
  up = await startScriptedUpstream();
});
beforeEach(() => {
  swap = swapUpstream(t, up.base);
});
afterEach(async () => {
  await swap.restore();
  up.reset();
});
afterAll(async () => {
  expectKeyNeverLeaked(t);
  await up.close();
  await t.close();
});

describe('cache lifetime from hints', () => {
  it.each([
    [200, undefined, 300_000, 300_000],
    [200, 'max-age=5', 300_000, 5_000],
    [200, 'public, s-maxage=600', 30_000, 30_000],
    [200, 'no-store', 300_000, 0],
    [200, 'private, max-age=60', 300_000, 0],
    [500, undefined, 300_000, 0],
    [200, undefined, 0, 0],
  ] as const)(
    'status %s, Cache-Control %s, ceiling %s ms → %s ms',
    (status, cc, ceiling, expected) => {
      expect(cacheLifetimeMs(status, cc, ceiling)).toBe(expected);
    },
  );
});

describe('the response cache when full', () => {
  const response200 = (text: string) => ({
    status: 200,
    headers: {},
    body: Buffer.from(text),
    cached: false,
  });

  it('evicts the least recently read entry, not the oldest written', () => {
    const cache = new ResponseCache(manualClock(), 2);
    cache.set('catalogue', response200('a'), 60_000);
    cache.set('one-off', response200('b'), 60_000);
    expect(cache.get('catalogue')?.body.toString()).toBe('a'); // read again: now the most recent
    cache.set('another', response200('c'), 60_000);
    expect(cache.get('catalogue')?.body.toString()).toBe('a');
    expect(cache.get('one-off')).toBeUndefined();
    expect(cache.get('another')).toMatchObject({ body: Buffer.from('c'), cached: true });
  });

  it('each entry lives its own lifetime on the clock, stale the moment it is reached', async () => {
    const clock = manualClock();
    const cache = new ResponseCache(clock, 10);
    cache.set('short', response200('s'), 5_000);
    cache.set('long', response200('l'), 30_000);
    await clock.advance(4_999);
    expect(cache.get('short')).toBeDefined();
    await clock.advance(1);
    expect(cache.get('short')).toBeUndefined();
    expect(cache.get('long')).toBeDefined();
  });
});

describe('GET cache through the BFF (manual clock)', () => {
  it('swap tokens: 1 call, kept 5 min, fetched again after', async () => {
    up.on('GET', '/api/swap/tokens', respond(200, swapTokensFixture));
    const counted = () =>
      t.ctx.metrics.upstreamRequests.get({ endpoint: 'getSwapTokens', status: '200' });
    const before = counted();
    for (let i = 0; i < 3; i++) expect((await call(t, '/api/swap/tokens')).status).toBe(200);
    expect(up.requests).toHaveLength(1);
    expect(counted() - before).toBe(1); // ferry_upstream_requests_total counts real calls only
    await clock.advance(299_000);
    await call(t, '/api/swap/tokens');
    expect(up.requests).toHaveLength(1);
    await clock.advance(1_000);
    await call(t, '/api/swap/tokens');
    expect(up.requests).toHaveLength(2);
  });

  it('capabilities: kept ≤ 30 s, keyed by URL (another query is another entry)', async () => {
    up.on('GET', '/v1/capabilities', respond(200, capabilitiesFixture));
    await call(t, '/api/v1/capabilities');
    await call(t, '/api/v1/capabilities');
    await call(t, '/api/v1/capabilities?include=tokens');
    expect(up.requests).toHaveLength(2);
    await clock.advance(30_000);
    await call(t, '/api/v1/capabilities');
    expect(up.requests).toHaveLength(3);
  });

  it('a max-age=5 hint shortens it; no-store and errors are never kept', async () => {
    up.on(
      'GET',
      '/api/swap/tokens',
      respond(200, swapTokensFixture, { 'cache-control': 'max-age=5' }),
    );
    up.on('GET', '/api/swap/chains', respond(200, [], { 'cache-control': 'no-store' }));
    up.on('GET', '/v1/capabilities', respond(500, { code: 'INTERNAL', message: 'x' }));
    await call(t, '/api/swap/tokens');
    await clock.advance(5_000);
    await call(t, '/api/swap/tokens');
    await call(t, '/api/swap/chains');
    await call(t, '/api/swap/chains');
    await call(t, '/api/v1/capabilities');
    await call(t, '/api/v1/capabilities');
    expect(up.count('GET', '/api/swap/tokens')).toBe(2);
    expect(up.count('GET', '/api/swap/chains')).toBe(2);
    expect(up.count('GET', '/v1/capabilities')).toBe(2);
  });

  it('20 identical GETs in flight (transfer, never cached) → 1 upstream call, 20 identical responses', async () => {
    up.on(
      'GET',
      `/v1/transfers/${transferFixture.orderId}`,
      later(800, respond(200, transferFixture)),
    );
    const all = await Promise.all(
      Array.from({ length: 20 }, () => call(t, `/api/v1/transfers/${transferFixture.orderId}`)),
    );
    expect(up.requests).toHaveLength(1);
    expect(new Set(all.map((r) => `${r.status} ${r.text}`)).size).toBe(1);
    await call(t, `/api/v1/transfers/${transferFixture.orderId}`);
    expect(up.requests).toHaveLength(2);
  });
});

/**
 * `total` requests, `concurrency` at a time; the count of each status. The client runs in this
 * process too, so concurrency is 10, not autocannon's 50–100 from another process.
 */
async function load(path: string, total: number, concurrency: number) {
  const statuses = new Map<number, number>();
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < total) {
        next += 1;
        const r = await call(t, path);
        statuses.set(r.status, (statuses.get(r.status) ?? 0) + 1);
      }
    }),
  );
  return statuses;
}

describe('loopback load (client, BFF and service in one process)', () => {
  it('2,000 cached capabilities at -c 10 → 0 errors, 1 upstream call', async () => {
    up.on('GET', '/v1/capabilities', respond(200, capabilitiesFixture));
    const statuses = await load('/api/v1/capabilities', 2_000, 10);
    expect([...statuses]).toEqual([[200, 2_000]]);
    expect(up.requests).toHaveLength(1);
  });

  it('service 100 % 5xx, 2,000 requests at -c 10 → breaker open, all 503', async () => {
    up.on('GET', '/v1/capabilities', respond(500, { code: 'INTERNAL', message: 'down' }));
    // The first calls fail through to the service until the breaker opens.
    await load('/api/v1/capabilities', 10, 1);
    expect(swap.client.breakerState('getCapabilities')).toBe('open');
    const statuses = await load('/api/v1/capabilities', 2_000, 10);
    expect(up.requests).toHaveLength(10); // only until it opened
    expect([...statuses]).toEqual([[503, 2_000]]);
  });
});
