// docs/reliability.md#rate-limits (per-peer limits that X-Forwarded-For cannot reset) and
// docs/reliability.md#rate-limits (the public deposit search: page and query caps, its own budget,
// 0 upstream requests past the limit). Each test plays its own client from its own loopback address
// (127.0.0.x), so buckets never leak between tests.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestService, type TestService } from '../../testing/service-upstream';
import { startTestBff, type TestBff } from '../../testing/bff-harness';
import { rawRequest, upstreamCalls } from './testing/raw-requests';

let service: TestService;
let t: TestBff; // api 5/min, quotes 2/min, search 3/min
let proxied: TestBff; // the same, behind a trusted proxy at 127.0.0.1
beforeAll(async () => {
  service = await startTestService();
  const env = { RATE_LIMIT_API: '5', RATE_LIMIT_QUOTES: '2', RATE_LIMIT_SEARCH: '3' };
  [t, proxied] = await Promise.all([
    startTestBff({ service, env }),
    startTestBff({ service, env: { ...env, TRUSTED_PROXIES: '127.0.0.1' } }),
  ]);
});
afterAll(async () => {
  await Promise.all([t.close(), proxied.close()]);
  await service.close();
});

let nextPeer = 10;
const newPeer = () => `127.0.0.${nextPeer++}`;

function get(b: TestBff, path: string, peer: string, headers: Record<string, string> = {}) {
  return rawRequest(b.base, path, { localAddress: peer, headers });
}
const json = (body: string) => JSON.parse(body) as Record<string, unknown>;
const session = '/api/ferry/auth/session';

describe('rate limit per client', () => {
  it('the (limit+1)-th request → 429 with Retry-After; XFF does not reset it; another peer is unaffected', async () => {
    const peer = newPeer();
    for (let i = 0; i < 5; i++) expect((await get(t, session, peer)).status).toBe(200);
    const refused = await get(t, session, peer);
    expect(refused.status).toBe(429);
    expect(refused.headers['retry-after']).toBe('12'); // 5 a minute: one every 12 s
    expect(json(refused.body)).toMatchObject({ error: 'RATE_LIMITED' });
    const spoofed = await get(t, session, peer, { 'x-forwarded-for': '198.51.100.1' });
    expect(spoofed.status).toBe(429);
    expect((await get(t, session, newPeer())).status).toBe(200);
  });

  it('refills after Retry-After', async () => {
    const peer = newPeer();
    for (let i = 0; i < 5; i++) await get(t, session, peer);
    const refused = await get(t, session, peer);
    expect(refused.status).toBe(429);
    await service.clock.advance(Number(refused.headers['retry-after']) * 1000);
    expect((await get(t, session, peer)).status).toBe(200);
    expect((await get(t, session, peer)).status).toBe(429);
  });

  it('behind a trusted proxy the right-most untrusted X-Forwarded-For hop is the client', async () => {
    const client = (xff: string) => get(proxied, session, '127.0.0.1', { 'x-forwarded-for': xff });
    for (let i = 0; i < 5; i++) expect((await client('203.0.113.7')).status).toBe(200);
    expect((await client('203.0.113.7')).status).toBe(429);
    // Prepending made-up hops does not make a new client…
    expect((await client('1.2.3.4, 203.0.113.7')).status).toBe(429);
    // …but a different real client is one.
    expect((await client('203.0.113.8')).status).toBe(200);
  });

  it('quotes have their own, smaller budget, refused in the v1 envelope', async () => {
    const peer = newPeer();
    const post = () =>
      rawRequest(t.base, '/api/v1/quotes', {
        method: 'POST',
        localAddress: peer,
        headers: { origin: t.base, 'x-ferry-client': 'web', 'content-type': 'application/json' },
        chunks: ['{}'],
      });
    expect((await post()).status).not.toBe(429);
    expect((await post()).status).not.toBe(429);
    const refused = await post();
    expect(refused.status).toBe(429);
    expect(json(refused.body)).toMatchObject({
      code: 'RATE_LIMITED',
      requestId: expect.any(String),
    });
    expect(Number(refused.headers['retry-after'])).toBe(30);
    expect((await get(t, session, peer)).status).toBe(200); // the general budget has room
  });

  it('the webhook receiver is not rate limited (deliveries come in bursts from one sender)', async () => {
    const peer = newPeer();
    for (let i = 0; i < 8; i++) {
      const res = await rawRequest(t.base, '/api/ferry/webhooks/receive/ep_1', {
        method: 'POST',
        localAddress: peer,
      });
      expect(res.status).not.toBe(429);
    }
  });
});

describe('public deposit search', () => {
  it('its own budget: 0 requests reach the upstream past the limit', async () => {
    const peer = newPeer();
    const searches = () => t.service.service.requestCounts.get('getDeposits') ?? 0;
    const allowed = searches();
    const depositor = '0x0000000000000000000000000000000000000001';
    for (let i = 0; i < 3; i++) {
      expect((await get(t, `/api/deposits?depositor=${depositor}`, peer)).status).toBe(200);
    }
    expect(searches()).toBe(allowed + 3);
    const before = upstreamCalls(t);
    const first = await get(t, '/api/deposits', peer);
    expect(first.status).toBe(429);
    expect(json(first.body).message).toMatch(/deposit searches/);
    for (let i = 0; i < 10; i++) {
      const res = await get(t, `/api/deposit?depositTxnRef=0x${'ab'.repeat(32)}`, peer);
      expect(res.status).toBe(429);
      expect(json(res.body)).toEqual({ error: 'RATE_LIMITED', message: expect.any(String) });
    }
    const legacy = await get(t, '/api/deposits', peer);
    expect(json(legacy.body)).toMatchObject({
      type: 'ServiceApiError',
      code: 'RATE_LIMITED',
      status: 429,
    });
    expect(upstreamCalls(t)).toBe(before);
  });

  it.each([
    ['limit over 100', '/api/deposits?limit=101', 'legacy'],
    ['a repeated limit', '/api/deposits?limit=5&limit=500', 'legacy'],
    ['a non-numeric limit', '/api/deposits?limit=1e9', 'legacy'],
    ['a long query', `/api/deposits?depositor=${'a'.repeat(600)}`, 'legacy'],
    ['a long query on /deposit', `/api/deposit?depositTxnRef=${'a'.repeat(600)}`, 'named'],
  ])('%s → 400, 0 upstream calls', async (_name, path, envelope) => {
    const before = upstreamCalls(t);
    const res = await get(t, path, newPeer());
    expect(res.status).toBe(400);
    const body = json(res.body);
    if (envelope === 'legacy') expect(body).toMatchObject({ code: 'INVALID_PARAM', status: 400 });
    else expect(body).toMatchObject({ error: 'ValidationError' });
    expect(upstreamCalls(t)).toBe(before);
  });

  it('a page of 100 is allowed through', async () => {
    const res = await get(t, '/api/deposits?limit=100', newPeer());
    expect(res.status).not.toBe(400);
    expect(res.status).not.toBe(429);
  });
});
