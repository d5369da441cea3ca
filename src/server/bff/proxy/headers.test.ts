// docs/reliability.md#forwarded-headers (headers built from allowlists, both ways) and
// docs/reliability.md#body-limits (per-row body limits), against a scripted upstream that records
// exactly what arrives.
import { existsSync, readFileSync } from 'node:fs';
import http from 'node:http';
import { createRequire } from 'node:module';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { capabilitiesFixture } from '../../../contract/testing/v1-capabilities';
import { quoteFixture, quoteRequestFixture } from '../../../contract/testing/v1-quotes';
import { startTestBff, TEST_API_KEY, type TestBff } from '../../testing/bff-harness';
import { HOP_BY_HOP } from '../upstream/headers';
import {
  respond,
  startScriptedUpstream,
  withCookies,
  type ScriptedUpstream,
} from '../upstream/testing/scripted-upstream';
import {
  call,
  expectKeyNeverLeaked,
  postJson,
  swapUpstream,
  type Swapped,
} from './testing/proxy-calls';

let t: TestBff;
let up: ScriptedUpstream;
let swap: Swapped;

beforeAll(async () => {
  t = await startTestBff({ env: { RATE_LIMIT_API: '0', RATE_LIMIT_QUOTES: '0' } });
  up = await startScriptedUpstream();
  swap = swapUpstream(t, up.base);
});
afterAll(async () => {
  expectKeyNeverLeaked(t);
  await swap.restore();
  await up.close();
  await t.close();
});
beforeEach(() => {
  up.reset();
  up.on('GET', '/v1/capabilities', withCookies(capabilitiesFixture));
  up.on('GET', '/v1/quotes/ping', respond(200, { ok: true, service: 'x' }));
  up.on('POST', '/v1/quotes', withCookies(quoteFixture));
});

/** Send raw headers that fetch would refuse to set (Connection, TE, Upgrade…). */
function rawRequest(
  path: string,
  opts: { method?: string; headers: Record<string, string>; body?: string[] },
): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }> {
  return new Promise((resolve, reject) => {
    const req = http.request(`${t.base}${path}`, {
      method: opts.method ?? 'GET',
      headers: { origin: t.base, 'x-ferry-client': 'web', ...opts.headers },
      agent: false,
    });
    req.on('response', (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => {
        // Drop the connection: a refused upload leaves the rest of its body unread.
        req.destroy();
        resolve({
          status: res.statusCode ?? 0,
          headers: res.headers,
          body: Buffer.concat(chunks).toString(),
        });
      });
    });
    req.on('error', reject);
    for (const chunk of opts.body ?? []) req.write(chunk);
    req.end();
  });
}

const browserHeaders = {
  cookie: 'ferry_session=abc; other=1',
  authorization: 'Bearer browser-token',
  connection: 'close, x-hop-named',
  'x-hop-named': 'must-not-pass',
  'keep-alive': 'timeout=5',
  'proxy-authorization': 'Basic Zm9vOmJhcg==',
  'proxy-authenticate': 'Basic',
  te: 'trailers',
  upgrade: 'h2c',
  'x-forwarded-for': '203.0.113.9',
  'x-custom': 'nope',
  'accept-language': 'de-CH',
};

describe('request headers upstream are exactly the allowlisted set', () => {
  it('Cookie, browser Authorization, the Connection-named header and all 8 hop-by-hop headers: 0 forwarded', async () => {
    const res = await rawRequest('/api/v1/capabilities', { headers: browserHeaders });
    expect(res.status).toBe(200);
    const seen = up.requests[0]!;
    const names = new Set(seen.headerNames);
    for (const h of ['cookie', 'x-hop-named', 'x-forwarded-for', 'x-custom'])
      expect(names).not.toContain(h);
    for (const h of HOP_BY_HOP.filter((h) => h !== 'connection')) expect(names).not.toContain(h);
    // Node's pooled client states its own keep-alive; nothing the browser sent in Connection.
    expect([undefined, 'keep-alive']).toContain(seen.headers.connection);
    expect(HOP_BY_HOP).toHaveLength(8);
    expect(seen.headers.authorization).toBe(`Bearer ${TEST_API_KEY}`);
    expect(seen.headerNames.sort()).toEqual(
      [
        'accept',
        'accept-encoding',
        'accept-language',
        'authorization',
        'connection',
        'host',
        'user-agent',
        'x-request-id',
      ]
        .filter((n) => n !== 'connection' || names.has('connection'))
        .sort(),
    );
  });

  it('a chunked POST goes upstream with Content-Length, never Transfer-Encoding', async () => {
    const json = JSON.stringify(quoteRequestFixture);
    const res = await rawRequest('/api/v1/quotes', {
      method: 'POST',
      headers: {
        ...browserHeaders,
        'content-type': 'application/json',
        'transfer-encoding': 'chunked',
        trailer: 'x-foo',
      },
      body: [json.slice(0, 40), json.slice(40)],
    });
    expect(res.status).toBe(200);
    const seen = up.requests.find((r) => r.path === '/v1/quotes')!;
    expect(seen.headerNames).not.toContain('transfer-encoding');
    expect(seen.headerNames).not.toContain('trailer');
    expect(seen.headers['content-length']).toBe(String(Buffer.byteLength(json)));
    expect(JSON.parse(seen.body)).toEqual(quoteRequestFixture);
  });

  it('legacy calls carry integratorId=0xf00d (added by the BFF); versioned calls carry none', async () => {
    up.on('GET', '/api/swap/chains', respond(200, []));
    await call(t, '/api/swap/chains');
    await call(t, '/api/v1/capabilities?include=tokens');
    const legacy = up.requests.find((r) => r.path === '/api/swap/chains')!;
    const v1 = up.requests.find((r) => r.path === '/v1/capabilities')!;
    expect(legacy.query.getAll('integratorId')).toEqual(['0xf00d']);
    expect([...v1.query.keys()]).toEqual(['include']);
  });

  it('the no-key row (ping) carries no Authorization upstream', async () => {
    await call(t, '/api/v1/quotes/ping');
    expect(up.requests[0]!.headerNames).not.toContain('authorization');
  });

  it('downstream: upstream Set-Cookie and unlisted headers: 0 passed to the browser', async () => {
    const res = await rawRequest('/api/v1/capabilities', { headers: {} });
    expect(res.status).toBe(200);
    expect(res.headers['set-cookie']).toBeUndefined();
    expect(res.headers['x-upstream-private']).toBeUndefined();
    expect(res.headers['cache-control']).toBe('no-store');
  });
});

describe('per-row body limits', () => {
  it('hono is ≥ 4.12.16 (read from its package.json)', async () => {
    // hono's exports map hides package.json: find it above the resolved entry point.
    const read = (dir: string) =>
      existsSync(path.join(dir, 'package.json'))
        ? (JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as {
            name?: string;
            version: string;
          })
        : undefined;
    let dir = path.dirname(createRequire(import.meta.url).resolve('hono'));
    while (read(dir)?.name === undefined) dir = path.dirname(dir);
    const pkg = read(dir)!;
    expect(pkg.name).toBe('hono');
    const [major = 0, minor = 0, patch = 0] = pkg.version.split('.').map(Number);
    expect(major * 1e6 + minor * 1e3 + patch).toBeGreaterThanOrEqual(4_012_016);
  });

  const big = (bytes: number) => ({ ...quoteRequestFixture, externalId: 'x'.repeat(bytes) });

  it('POST /api/v1/quotes over 16 KiB → 413 PAYLOAD_TOO_LARGE in the v1 envelope, 0 calls', async () => {
    const res = await postJson(t, '/api/v1/quotes', big(17 * 1024));
    expect(res.status).toBe(413);
    expect(res.json).toMatchObject({ code: 'PAYLOAD_TOO_LARGE' });
    expect(up.requests).toHaveLength(0);
  });

  it('the same oversized body, chunked (no Content-Length) → 413, 0 calls', async () => {
    const json = JSON.stringify(big(17 * 1024));
    const parts = json.match(/.{1,4096}/gs) ?? [];
    const res = await rawRequest('/api/v1/quotes', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'transfer-encoding': 'chunked' },
      body: parts,
    });
    expect(res.status).toBe(413);
    expect(up.requests).toHaveLength(0);
  });

  it('POST /api/v1/quotes/{id}/executions over 16 KiB → 413, 0 calls', async () => {
    const body = { txnRef: `0x${'a'.repeat(17 * 1024)}` };
    const res = await postJson(t, `/api/v1/quotes/${quoteFixture.quoteId}/executions`, body);
    expect(res.status).toBe(413);
    expect(up.requests).toHaveLength(0);
  });

  it('a 15 KiB quote body is not refused for size (reaches validation: 400 names externalId)', async () => {
    const res = await postJson(t, '/api/v1/quotes', big(15 * 1024));
    expect(res.status).toBe(400);
    expect(res.json).toMatchObject({ field: 'externalId' });
  });
});
