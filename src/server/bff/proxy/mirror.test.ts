// The mirror against the embedded service: every row reaches the service with the key added
// (docs/reliability.md#the-api-key-never-leaves-the-server), nothing else does
// (docs/reliability.md#route-allowlist), and requests are refused strictly before any call.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpointList, type EndpointId } from '../../../contract/endpoints';
import { ORDER_ID } from '../../../contract/testing/values';
import { quoteRequestFixture } from '../../../contract/testing/v1-quotes';
import { TEST_API_KEY, type TestBff } from '../../testing/bff-harness';
import {
  allUpstreamCalls,
  call,
  expectKeyNeverLeaked,
  postJson,
  requestFor,
  startAdminBff,
  upstreamCalls,
} from './testing/proxy-calls';

let t: TestBff;
let cookie: string;

beforeAll(async () => {
  ({ t, cookie } = await startAdminBff());
});
afterAll(async () => {
  expectKeyNeverLeaked(t);
  await t.close();
});

describe('every mirrored row reaches the service with the key added', () => {
  it.each(endpointList.map((e) => [e.id as EndpointId] as const))(
    '%s → 1 upstream call, not 401/403, < 500',
    async (id) => {
      const { path, init } = requestFor(id);
      const before = upstreamCalls(t, id);
      const headers = { ...(init.headers as Record<string, string>), cookie };
      const res = await call(t, path, { ...init, headers });
      expect(upstreamCalls(t, id) - before).toBe(1);
      expect([401, 403]).not.toContain(res.status);
      expect(res.status).toBeLessThan(500);
    },
  );

  it('the key is redacted if a header object is ever logged (pino redaction)', () => {
    t.ctx.logger.info({ headers: { authorization: `Bearer ${TEST_API_KEY}` } }, 'redaction probe');
    const line = t.logs.find((l) => l.includes('redaction probe'));
    expect(line).toBeDefined();
    expect(line).not.toContain(TEST_API_KEY);
  });
});

describe('route allowlist', () => {
  const unknown: [string, string][] = [
    ['GET', '/api/sandbox/deposits'],
    ['POST', '/api/sandbox/balances'],
    ['GET', '/api/v1/nope'],
    ['GET', '/api/v2/capabilities'],
    ['GET', '/api/swap/tokens/extra'],
    ['GET', '/api/SWAP/TOKENS'],
    ['GET', '/api/v1/quotes/ping/'],
    ['GET', '/api//swap/tokens'],
    ['GET', '/api/v1/transfers/'],
  ];
  it.each(unknown)('%s %s → 404, 0 upstream calls', async (method, path) => {
    const before = allUpstreamCalls(t);
    const body =
      method === 'POST' ? { body: '{}', headers: { 'content-type': 'application/json' } } : {};
    const res = await call(t, path, { method, ...body });
    expect(res.status).toBe(404);
    expect(allUpstreamCalls(t) - before).toBe(0);
  });

  it.each([
    ['DELETE', '/api/v1/quotes', 'POST'],
    ['PUT', '/api/swap/tokens', 'GET'],
    ['POST', '/api/v1/transfers/' + ORDER_ID, 'GET'],
    ['PATCH', '/api/swap/approval', 'GET, POST'],
  ])('%s %s → 405 Allow: %s, 0 upstream calls', async (method, path, allow) => {
    const before = allUpstreamCalls(t);
    const res = await call(t, path, { method });
    expect(res.status).toBe(405);
    expect(res.headers.get('allow')).toBe(allow);
    expect(allUpstreamCalls(t) - before).toBe(0);
  });

  const hostile = [
    '..%2F..%2Fcapabilities',
    '%2e%2e',
    '%2E%2E%2Fx',
    '0x12%2F%2F34',
    `${ORDER_ID.slice(0, 20)}%3Fx%3D1`,
    `${ORDER_ID}%3Fx%3D`,
    '%00',
    `${ORDER_ID}..`,
  ];
  it.each(hostile)(
    'traversal-ish orderId %s → 400/404 before the service (0 calls)',
    async (id) => {
      const before = allUpstreamCalls(t);
      const res = await call(t, `/api/v1/transfers/${id}`);
      expect([400, 404]).toContain(res.status);
      expect(allUpstreamCalls(t) - before).toBe(0);
    },
  );
});

describe('strict requests, refused in the row envelope before any call', () => {
  it('integratorId from the browser → 400 INVALID_PARAM naming it, 0 calls', async () => {
    const before = allUpstreamCalls(t);
    const res = await call(t, '/api/swap/tokens?integratorId=0xdead');
    expect(res.status).toBe(400);
    expect(res.json).toMatchObject({ code: 'INVALID_PARAM', param: 'integratorId' });
    expect(allUpstreamCalls(t) - before).toBe(0);
  });

  it.each([
    ['unknown body field', 'chainID', { ...quoteRequestFixture, chainID: 1 }],
    ['wrong type', 'originChainId', { ...quoteRequestFixture, originChainId: '42161' }],
    [
      '__proto__ key',
      '__proto__',
      `{"__proto__":{"x":1},${JSON.stringify(quoteRequestFixture).slice(1)}`,
    ],
    ['not JSON', 'body', '{"amount":'],
  ])('%s → 400 INVALID_REQUEST naming %s, 0 calls', async (_name, field, body) => {
    const before = allUpstreamCalls(t);
    const res = await postJson(t, '/api/v1/quotes', body);
    expect(res.status).toBe(400);
    expect(res.json).toMatchObject({ code: 'INVALID_REQUEST', field });
    expect(allUpstreamCalls(t) - before).toBe(0);
  });

  it.each([
    ['/api/v1/capabilities?include=routes', 'include'],
    ['/api/v1/capabilities?foo=1', 'foo'],
    ['/api/v1/capabilities?include=tokens&include=tokens', 'include'],
    [`/api/v1/transfers/${ORDER_ID}?x=1`, 'x'],
  ])('query %s → 400 naming %s, 0 calls', async (path, field) => {
    const before = allUpstreamCalls(t);
    const res = await call(t, path);
    expect(res.status).toBe(400);
    expect(res.text).toContain(field);
    expect(allUpstreamCalls(t) - before).toBe(0);
  });

  it('deposit-address rows without a dashboard session → 401 in the row envelope, 0 calls', async () => {
    const before = allUpstreamCalls(t);
    const res = await call(t, '/api/v1/webhooks/subscriptions');
    expect(res.status).toBe(401);
    expect(res.json).toMatchObject({ error: 'UnauthorizedError' });
    expect(allUpstreamCalls(t) - before).toBe(0);
  });
});

describe('feature interceptors (ctx.interceptors)', () => {
  it('get the parsed 2xx and the checked request; a returned value replaces the body', async () => {
    const seen: unknown[] = [];
    t.ctx.interceptors.set('getSwapSources', {
      async afterSuccess({ status, body, request }) {
        seen.push({ status, isArray: Array.isArray(body), query: request.query });
        return { replaced: true };
      },
    });
    try {
      const res = await call(t, '/api/swap/sources?chainId=42161');
      expect(res.status).toBe(200);
      expect(res.json).toEqual({ replaced: true });
      expect(seen).toEqual([{ status: 200, isArray: true, query: { chainId: '42161' } }]);
    } finally {
      t.ctx.interceptors.delete('getSwapSources');
    }
  });

  it('one that throws fails the request in the row envelope (500, nothing half-sent)', async () => {
    t.ctx.interceptors.set('getSwapSources', {
      afterSuccess: () => Promise.reject(new Error('vault down')),
    });
    try {
      const res = await call(t, '/api/swap/sources?chainId=10');
      expect(res.status).toBe(500);
      expect(res.json).toMatchObject({ type: 'ServiceApiError', code: 'INTERNAL_SERVER_ERROR' });
      expect(res.text).not.toContain('vault down');
    } finally {
      t.ctx.interceptors.delete('getSwapSources');
    }
  });
});
