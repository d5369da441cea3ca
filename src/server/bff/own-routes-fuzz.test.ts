// Property-based fuzz of the BFF's own routes (/api/ferry/*: sign-in, the dashboard's lists and
// lookups, the webhook receiver, the explorer's search; /api/rpc), as the mirrored routes have
// one: every field gets NUL bytes, lone surrogates, huge, negative and fractional numbers, forged
// cursors and "__proto__" keys, signed in and not. Pass: 0 answers ≥ 500, and every refusal is JSON naming an error.
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { webhookEventFixture } from '../../contract/testing/webhooks';
import { webhookEventTypes } from '../../contract/schemas/webhooks';
import { signIn } from './auth/testing/sign-in';
import { signDelivery } from './integrator/signature';
import { put, weirdKey, weirdString, type Json } from './proxy/testing/fuzz-values';
import { startTestBff, type TestBff } from '../testing/bff-harness';

let t: TestBff;
let cookie: string;
let receiver: { path: string; secret: string };
beforeAll(async () => {
  t = await startTestBff({ env: { RATE_LIMIT_API: '0', RATE_LIMIT_SEARCH: '0' } });
  t.ctx.publicUrl = t.base;
  cookie = (await signIn(t)).cookie;
  const { url } = (await (
    await t.fetch('/api/ferry/webhooks/receiver-url', { headers: { cookie } })
  ).json()) as { url: string };
  const created = await t.fetch('/api/v1/webhooks/subscriptions', {
    method: 'POST',
    headers: { cookie, 'content-type': 'application/json' },
    body: JSON.stringify({ url, filter: { eventTypes: [...webhookEventTypes] } }),
  });
  const { secret } = (await created.json()) as { secret: string };
  receiver = { path: new URL(url).pathname, secret };
});
afterAll(() => t.close());

/** Values a field can hold, as text: hostile strings and numbers people would not type. */
const hostileText = fc.oneof(
  weirdString(5_000),
  fc.constantFrom(
    '\ud800',
    '\udfff',
    'a\u0000b',
    '1.5',
    '0.1',
    '-0',
    '1e300',
    '9223372036854775808',
    String(2 ** 53 + 1),
    '__proto__',
  ),
  fc.double().map(String),
  fc.bigInt({ min: -(2n ** 80n), max: 2n ** 80n }).map(String),
);
/** Cursors as a forger makes them: base64url of any JSON, or not base64 at all. */
const forgedCursor = fc.oneof(
  fc.jsonValue().map((v) => Buffer.from(JSON.stringify(v) ?? 'null').toString('base64url')),
  hostileText,
);
const hostileJson: fc.Arbitrary<Json> = fc.oneof(
  fc.jsonValue({ maxDepth: 3 }) as fc.Arbitrary<Json>,
  fc.tuple(weirdKey, hostileText).map(([k, v]) => {
    const o: Record<string, unknown> = {};
    put(o, k, v);
    return o as Json;
  }),
  hostileText,
);

/** Percent-encoding that never throws (a lone surrogate goes as U+FFFD, as a browser sends it). */
const LONE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;
const enc = (s: string) => encodeURIComponent(s.replace(LONE, '\ufffd'));
const queryOf = (pairs: [string, string][]) =>
  pairs.length ? `?${pairs.map(([k, v]) => `${enc(k)}=${enc(v)}`).join('&')}` : '';

interface Attempt {
  method: 'GET' | 'POST';
  path: string;
  body?: string;
  headers?: Record<string, string>;
}

const field = (name: string, value: fc.Arbitrary<string>) =>
  fc.option(
    value.map((v): [string, string] => [name, v]),
    { nil: undefined },
  );
const listQuery = (fields: [string, fc.Arbitrary<string>][]) =>
  fc
    .tuple(...fields.map(([n, v]) => field(n, v)), fc.option(fc.tuple(weirdKey, hostileText)))
    .map((parts) => parts.filter((p): p is [string, string] => Array.isArray(p)));

const attempts: fc.Arbitrary<Attempt> = fc.oneof(
  listQuery([
    ['q', hostileText],
    ['limit', hostileText],
    ['cursor', forgedCursor],
  ]).map((q) => ({ method: 'GET' as const, path: `/api/ferry/deposit-addresses${queryOf(q)}` })),
  listQuery([
    ['type', hostileText],
    ['address', hostileText],
    ['limit', hostileText],
    ['cursor', forgedCursor],
  ]).map((q) => ({ method: 'GET' as const, path: `/api/ferry/webhooks/events${queryOf(q)}` })),
  listQuery([
    ['hash', hostileText],
    ['txnRef', hostileText],
    ['depositId', hostileText],
    ['originChainId', hostileText],
  ]).map((q) => ({ method: 'GET' as const, path: `/api/ferry/explorer/search${queryOf(q)}` })),
  hostileText.map((id) => ({
    method: 'GET' as const,
    path: `/api/ferry/deposit-addresses/${enc(id)}`,
  })),
  hostileText.map((id) => ({
    method: 'GET' as const,
    path: `/api/ferry/webhooks/events/${enc(id)}`,
  })),
  fc.constantFrom<Attempt>(
    { method: 'GET', path: '/api/ferry/webhooks/receiver-url' },
    { method: 'GET', path: '/api/ferry/auth/session' },
    { method: 'POST', path: '/api/ferry/auth/nonce' },
    { method: 'POST', path: '/api/ferry/auth/logout' },
  ),
  fc
    .oneof(
      fc.record({ message: hostileText, signature: hostileText }).map((b) => JSON.stringify(b)),
      hostileJson.map((b) => JSON.stringify(b)),
      hostileText,
    )
    .map((body) => ({ method: 'POST' as const, path: '/api/ferry/auth/verify', body })),
  // Correctly signed deliveries whose JSON is hostile: the signature passes, the content must
  // still never be a 500 (a NUL byte in a stored field once was).
  fc
    .tuple(weirdKey, hostileJson, fc.constantFrom('id', 'type', 'createdAt', 'data', 'extra'))
    .map(([key, value, at]) => {
      const event = structuredClone(webhookEventFixture) as Record<string, unknown>;
      const data = event.data as Record<string, unknown>;
      put(at === 'data' ? data : event, at === 'data' ? key : at, value);
      const body = JSON.stringify({
        ...event,
        id: `evt_fuzz${Math.random().toString(36).slice(2)}`,
      });
      return { method: 'POST' as const, path: receiver.path, body, signed: true } as Attempt & {
        signed: true;
      };
    }),
  // The balance RPC: any chain id, any JSON (calls with hostile methods, ids and params).
  fc
    .tuple(
      fc.oneof(fc.constantFrom('8453', '1', '999999'), hostileText),
      fc.oneof(
        hostileJson,
        fc
          .record({
            jsonrpc: fc.constantFrom('2.0', '1.0'),
            id: fc.oneof(fc.integer(), hostileText, fc.constant(null)),
            method: fc.oneof(
              fc.constantFrom('eth_call', 'eth_getBalance', 'eth_chainId'),
              hostileText,
            ),
            params: fc.array(hostileJson, { maxLength: 3 }),
          })
          .map((c) => c as Json),
      ),
      fc.boolean(),
    )
    .map(([chain, call, batch]) => ({
      method: 'POST' as const,
      path: `/api/rpc/${enc(chain)}`,
      body: JSON.stringify(batch ? [call, call] : call),
    })),
  hostileText.map((id) => ({
    method: 'POST' as const,
    path: `/api/ferry/webhooks/receive/${enc(id)}`,
    body: JSON.stringify(webhookEventFixture),
    headers: { 'webhook-id': 'msg_x', 'webhook-timestamp': '1', 'webhook-signature': 'v1,AAAA' },
  })),
);

describe('fuzz of the BFF’s own routes', () => {
  it('600 hostile requests, signed in and not: 0 answers ≥ 500, every refusal a JSON error', async () => {
    const statuses = new Map<number, number>();
    await fc.assert(
      fc.asyncProperty(attempts, fc.boolean(), async (a, asAdmin) => {
        const headers: Record<string, string> = { ...a.headers };
        if (asAdmin) headers.cookie = cookie;
        if (a.body !== undefined) headers['content-type'] = 'application/json';
        if ('signed' in a) {
          const id = `msg_${Math.random().toString(36).slice(2)}`;
          const at = Math.floor(t.service.clock.now() / 1000);
          Object.assign(headers, signDelivery(receiver.secret, id, at, a.body!));
        }
        const res = await t.fetch(a.path, { method: a.method, headers, body: a.body });
        statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
        expect(res.status, `${a.method} ${a.path} ${a.body?.slice(0, 200) ?? ''}`).toBeLessThan(
          500,
        );
        if (res.status >= 400) {
          // {error: Name, message} on Ferry's routes; a JSON-RPC error object on /api/rpc.
          const body = (await res.json()) as { error?: { code?: unknown } | string };
          const named = typeof body.error === 'string';
          const rpc = a.path.startsWith('/api/rpc') && typeof body.error === 'object';
          expect(
            named || (rpc && typeof (body.error as { code?: unknown }).code === 'number'),
          ).toBe(true);
        } else {
          await res.arrayBuffer();
        }
      }),
      { seed: 55, numRuns: 600 },
    );
    // The fuzz reached past the refusals too: successes and more than one kind of refusal.
    expect([...statuses.keys()].some((s) => s < 300)).toBe(true);
    expect([...statuses.keys()].filter((s) => s >= 400).length).toBeGreaterThan(2);
  });
});
