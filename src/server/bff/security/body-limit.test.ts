// docs/reliability.md#body-limits: a 64 KiB ceiling on every /api body; oversized JSON → 413, and
// oversized chunked bodies (no Content-Length) → 413 even on a route whose handler never reads its
// body.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { Agent, request } from 'undici';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestBff, type TestBff } from '../../testing/bff-harness';
import { API_BODY_LIMIT } from './body-limit';
import { rawRequest, upstreamCalls } from './testing/raw-requests';

let t: TestBff;
beforeAll(async () => {
  t = await startTestBff({ env: { RATE_LIMIT_API: '0' } });
});
afterAll(() => t.close());

const spa = () => ({ origin: t.base, 'x-ferry-client': 'web', 'content-type': 'application/json' });
/** A JSON document of exactly `bytes` bytes. */
const jsonOf = (bytes: number) => `{"pad":"${'x'.repeat(bytes - 10)}"}`;
const chunked = (bytes: number) => {
  const doc = jsonOf(bytes);
  const chunks: string[] = [];
  for (let i = 0; i < doc.length; i += 4096) chunks.push(doc.slice(i, i + 4096));
  return chunks;
};

describe('body limits', () => {
  it('hono is ≥ 4.12.16 (the body-limit fixes)', () => {
    const pkg = path.join(process.cwd(), 'node_modules/hono/package.json');
    const version = (JSON.parse(readFileSync(pkg, 'utf8')) as { version: string }).version;
    const [major = 0, minor = 0, patch = 0] = version.split('.').map(Number);
    expect(major * 1e6 + minor * 1e3 + patch).toBeGreaterThanOrEqual(4_012_016);
  });

  it('oversized JSON with Content-Length → 413 in the endpoint’s envelope, 0 upstream calls', async () => {
    const before = upstreamCalls(t);
    const res = await t.fetch('/api/v1/quotes', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: jsonOf(API_BODY_LIMIT + 1),
    });
    expect(res.status).toBe(413);
    expect(await res.json()).toMatchObject({ code: 'PAYLOAD_TOO_LARGE' });
    expect(upstreamCalls(t)).toBe(before);
  });

  it.each([
    ['/api/ferry/auth/logout', 'a handler that ignores its body'],
    ['/api/v1/quotes', 'a proxied row'],
  ])('oversized chunked body to %s (%s) → 413', async (path) => {
    const before = upstreamCalls(t);
    const chunks = chunked(API_BODY_LIMIT + 1);
    expect(chunks.length).toBeGreaterThan(1);
    const res = await rawRequest(t.base, path, { method: 'POST', headers: spa(), chunks });
    expect(res.status).toBe(413);
    expect(upstreamCalls(t)).toBe(before);
  });

  it('an unsigned oversized chunked body to the webhook receiver is refused (401) before it is read', async () => {
    // The receiver checks its signature headers first
    // (docs/reliability.md#unsigned-requests-cost-nothing) and applies its own 64 KiB limit to
    // signed deliveries (docs/reliability.md#receiver-body-limit, integrator tests).
    const res = await rawRequest(t.base, '/api/ferry/webhooks/receive/ep_1', {
      method: 'POST',
      headers: spa(),
      chunks: chunked(API_BODY_LIMIT + 1),
    });
    expect(res.status).toBe(401);
  });

  it.each(['/api/v1/quotes', '/api/ferry/auth/verify'])(
    'a 2 MB body to %s → 413 with Connection: close, and the client’s next request on a keep-alive pool succeeds',
    async (pathname) => {
      // One connection at most: the second request goes wherever the pool thinks is reusable.
      const pool = new Agent({ connections: 1, keepAliveTimeout: 10_000 });
      try {
        const big = await request(`${t.base}${pathname}`, {
          method: 'POST',
          headers: spa(),
          body: jsonOf(2 * 1024 * 1024),
          dispatcher: pool,
        });
        expect(big.statusCode).toBe(413);
        expect(big.headers.connection).toBe('close');
        await big.body.dump();
        const next = await request(`${t.base}/api/v1/quotes/ping`, { dispatcher: pool });
        expect(next.statusCode).toBe(200);
        await next.body.dump();
      } finally {
        await pool.close();
      }
    },
  );

  it('a body of exactly 64 KiB passes, with Content-Length or chunked', async () => {
    const sized = await t.fetch('/api/ferry/auth/logout', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: jsonOf(API_BODY_LIMIT),
    });
    expect(sized.status).toBe(204);
    const res = await rawRequest(t.base, '/api/ferry/auth/logout', {
      method: 'POST',
      headers: spa(),
      chunks: chunked(API_BODY_LIMIT),
    });
    expect(res.status).toBe(204);
  });
});
