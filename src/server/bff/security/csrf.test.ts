// docs/reliability.md#csrf-and-cors (CSRF: each refusal with 0 upstream calls, in the path's
// envelope) and docs/reliability.md#csrf-and-cors (CORS).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { quoteRequestFixture } from '../../../contract/testing/v1-quotes';
import { startTestService, type TestService } from '../../testing/service-upstream';
import { startTestBff, TEST_API_KEY, type TestBff } from '../../testing/bff-harness';
import { rawRequest, recorder, upstreamCalls } from './testing/raw-requests';

let service: TestService;
let t: TestBff;
let https: TestBff; // PUBLIC_URL=https://ferry.example
let rec: ReturnType<typeof recorder>;
beforeAll(async () => {
  service = await startTestService();
  const env = { RATE_LIMIT_API: '0' };
  [t, https] = await Promise.all([
    startTestBff({ service, env }),
    startTestBff({ service, env: { ...env, PUBLIC_URL: 'https://ferry.example' } }),
  ]);
  rec = recorder(t);
});
afterAll(async () => {
  // docs/reliability.md#the-api-key-never-leaves-the-server (partly): the key is in no response and
  // no log line of this file.
  expect(rec.seen.length).toBeGreaterThan(10);
  for (const text of [...rec.seen, ...t.logs, ...https.logs])
    expect(text).not.toContain(TEST_API_KEY);
  await Promise.all([t.close(), https.close()]);
  await service.close();
});

const json = { 'content-type': 'application/json' };
const quoteBody = JSON.stringify(quoteRequestFixture);
const quote = (headers: Record<string, string>, bare = false) =>
  rec.fetch('/api/v1/quotes', { method: 'POST', headers, body: quoteBody, bare });

describe('CSRF on unsafe methods', () => {
  it.each([
    ['no X-Ferry-Client header', { ...json }, true],
    ['Origin: https://evil.example', { ...json, origin: 'https://evil.example' }, false],
    ['Origin: null', { ...json, origin: 'null' }, false],
    ['Content-Type: text/plain form post', { 'content-type': 'text/plain' }, false],
    [
      'Content-Type: form-urlencoded',
      { 'content-type': 'application/x-www-form-urlencoded' },
      false,
    ],
    ['Sec-Fetch-Site: cross-site', { ...json, 'sec-fetch-site': 'cross-site' }, false],
    ['Sec-Fetch-Site: same-site', { ...json, 'sec-fetch-site': 'same-site' }, false],
  ])('%s → 403 in the v1 envelope, 0 upstream calls', async (_name, headers, bare) => {
    const before = upstreamCalls(t);
    const res = await quote(headers as Record<string, string>, bare);
    expect(res.status).toBe(403);
    expect(await res.json()).toMatchObject({ code: 'FORBIDDEN', requestId: expect.any(String) });
    expect(upstreamCalls(t)).toBe(before);
  });

  it('a body without any Content-Type → 403, 0 upstream calls', async () => {
    const before = upstreamCalls(t);
    const res = await rawRequest(t.base, '/api/v1/quotes', {
      method: 'POST',
      headers: { origin: t.base, 'x-ferry-client': 'web', 'content-length': '2' },
      chunks: ['{}'],
    });
    expect(res.status).toBe(403);
    expect(upstreamCalls(t)).toBe(before);
  });

  it.each([
    ['POST', '/api/deposit-addresses', { type: 'ServiceApiError', status: 403 }],
    ['POST', '/api/v1/webhooks/subscriptions', { error: 'ForbiddenError' }],
    ['DELETE', '/api/v1/webhooks/subscriptions/sub_1', { error: 'ForbiddenError' }],
    ['POST', '/api/ferry/auth/nonce', { error: 'ForbiddenError' }],
  ])('%s %s without the header → 403 in its envelope', async (method, path, shape) => {
    const before = upstreamCalls(t);
    const res = await rec.fetch(path, { method, bare: true, headers: json, body: '{}' });
    expect(res.status).toBe(403);
    const body = await res.json();
    expect(body).toMatchObject(shape);
    expect(body).not.toHaveProperty('code');
    expect(upstreamCalls(t)).toBe(before);
  });

  it('the SPA’s own request passes (same origin, header, JSON), as does PUBLIC_URL’s origin', async () => {
    // The very request refused above reaches the service once the browser's headers are right.
    const calls = () => t.service.service.requestCounts.get('createQuote') ?? 0;
    const before = calls();
    expect((await quote({ ...json, 'sec-fetch-site': 'same-origin' })).status).not.toBe(403);
    expect(calls()).toBe(before + 1);
    const res = await https.fetch('/api/ferry/auth/nonce', {
      method: 'POST',
      headers: { origin: 'https://ferry.example' },
    });
    expect(res.status).toBe(201);
  });

  it('safe methods need no header', async () => {
    const res = await rec.fetch('/api/ferry/auth/session', { bare: true });
    expect(res.status).toBe(200);
  });

  it('the webhook receiver is exempt (authenticated by signature instead)', async () => {
    const res = await rec.fetch('/api/ferry/webhooks/receive/ep_1', {
      method: 'POST',
      bare: true,
      headers: { 'content-type': 'text/plain' },
      body: 'x',
    });
    expect(res.status).not.toBe(403);
  });
});

describe('CORS', () => {
  const preflight = (b: TestBff, origin: string) =>
    b.fetch('/api/v1/quotes', {
      method: 'OPTIONS',
      bare: true,
      headers: {
        origin,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type, x-ferry-client',
      },
    });

  it('pre-flight from a non-allowlisted origin gets no Access-Control-Allow-Origin', async () => {
    const before = upstreamCalls(t);
    for (const b of [t, https]) {
      const res = await preflight(b, 'https://evil.example');
      expect(res.headers.get('access-control-allow-origin')).toBeNull();
      expect(res.headers.get('access-control-allow-credentials')).toBeNull();
    }
    expect(upstreamCalls(t)).toBe(before);
  });

  it('pre-flight from PUBLIC_URL’s origin gets exactly that origin, never *', async () => {
    const res = await preflight(https, 'https://ferry.example');
    expect(res.headers.get('access-control-allow-origin')).toBe('https://ferry.example');
    expect(res.headers.get('access-control-allow-credentials')).toBe('true');
    expect(res.headers.get('access-control-allow-headers')).toMatch(/X-Ferry-Client/i);
    expect(res.headers.get('vary')).toMatch(/Origin/);
  });

  it('a simple request from a foreign origin gets no Access-Control-Allow-Origin', async () => {
    const res = await https.fetch('/api/ferry/auth/session', {
      bare: true,
      headers: { origin: 'https://evil.example' },
    });
    expect(res.headers.get('access-control-allow-origin')).toBeNull();
  });
});
