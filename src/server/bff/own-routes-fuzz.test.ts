// Property-based fuzz of the BFF's own routes, as the mirrored routes have one: the requests are
// built from each row of the own routes table (src/contract/own-routes.ts), its path's
// placeholders and its query and body schemas' fields, so a new route is fuzzed as soon as it
// is a row. Every field gets NUL bytes, lone surrogates, huge, negative and fractional numbers,
// forged cursors and "__proto__" keys, signed in and not. Pass: 0 responses ≥ 500, and every
// refusal is JSON naming an error.
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { envelopeSchemas } from '../../contract/envelopes';
import type { OwnRoute } from '../../contract/own-route';
import { ownRouteList } from '../../contract/own-routes';
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
  t = await startTestBff({
    env: {
      RATE_LIMIT_API: '0',
      RATE_LIMIT_SEARCH: '0',
      RATE_LIMIT_RPC: '0',
      RATE_LIMIT_FAUCET: '0',
    },
  });
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
  method: string;
  path: string;
  body?: string;
  headers?: Record<string, string>;
  /** Sent with a valid signature of the receiver's secret. */
  signed?: true;
}

/** The field names a schema reads: an object's keys, through pipes, unions, arrays and wrappers. */
function fieldsOf(schema: z.ZodType | undefined): string[] {
  if (schema === undefined) return [];
  if (schema instanceof z.ZodObject) return Object.keys(schema.shape);
  if (schema instanceof z.ZodPipe) return fieldsOf(schema.in as z.ZodType);
  if (schema instanceof z.ZodArray) return fieldsOf(schema.element as z.ZodType);
  if (schema instanceof z.ZodUnion) {
    return [...new Set((schema.options as z.ZodType[]).flatMap((o) => fieldsOf(o)))];
  }
  if ('unwrap' in schema && typeof schema.unwrap === 'function') {
    return fieldsOf((schema.unwrap as () => z.ZodType)());
  }
  return [];
}

const placeholders = (path: string) => [...path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!);

// Values a person's client would send for some names, beside the hostile ones, so a request
// gets past the first refusal to the checks behind it.
const plausibleText: Record<string, fc.Arbitrary<string>> = {
  chainId: fc.constantFrom('8453', '1', '999999'),
  cursor: forgedCursor,
};
const plausibleJson: Record<string, fc.Arbitrary<Json>> = {
  jsonrpc: fc.constantFrom('2.0', '1.0'),
  id: fc.oneof(fc.integer(), fc.constant(null)),
  method: fc.constantFrom('eth_call', 'eth_getBalance', 'eth_chainId'),
  params: fc.array(hostileJson, { maxLength: 3 }),
};
const textFor = (name: string) => {
  const plausible = plausibleText[name];
  return plausible ? fc.oneof(plausible, hostileText) : hostileText;
};
const jsonFor = (name: string) => {
  const plausible = plausibleJson[name];
  return plausible ? fc.oneof(plausible, hostileJson) : hostileJson;
};

const field = (name: string, value: fc.Arbitrary<string>) =>
  fc.option(
    value.map((v): [string, string] => [name, v]),
    { nil: undefined },
  );
/** Query pairs: each field there or not, and maybe one odd key more. */
const listQuery = (fields: [string, fc.Arbitrary<string>][]) =>
  fc
    .tuple(...fields.map(([n, v]) => field(n, v)), fc.option(fc.tuple(weirdKey, hostileText)))
    .map((parts) => parts.filter((p): p is [string, string] => Array.isArray(p)));

/** An object of the given fields (each there or not) and maybe one odd key more. */
const objectOf = (fields: string[]): fc.Arbitrary<Json> =>
  fc
    .tuple(
      fc.tuple(...fields.map((n) => fc.option(jsonFor(n), { nil: undefined }))),
      fc.option(fc.tuple(weirdKey, hostileJson), { nil: undefined }),
    )
    .map(([values, extra]) => {
      const o: Record<string, unknown> = {};
      fields.forEach((n, i) => values[i] !== undefined && put(o, n, values[i]));
      if (extra) put(o, extra[0], extra[1]);
      return o as Json;
    });

/** Hostile requests for one row of the table, built from its path, query and body schemas. */
function attemptsFor(row: OwnRoute): fc.Arbitrary<Attempt> {
  const names = placeholders(row.path);
  const query = listQuery(
    fieldsOf(row.query).map((n): [string, fc.Arbitrary<string>] => [n, textFor(n)]),
  );
  const fields = fieldsOf(row.body);
  const body =
    row.body === undefined
      ? fc.constant(undefined)
      : fc.oneof(
          fc
            .oneof(
              objectOf(fields),
              fc.array(objectOf(fields), { minLength: 1, maxLength: 3 }),
              hostileJson,
            )
            .map((b) => JSON.stringify(b)),
          hostileText,
        );
  return fc.tuple(fc.tuple(...names.map(textFor)), query, body).map(([values, q, b]) => ({
    method: row.method,
    path: names.reduce((p, n, i) => p.replace(`{${n}}`, enc(values[i]!)), row.path) + queryOf(q),
    ...(b !== undefined && { body: b }),
  }));
}

// Correctly signed deliveries whose JSON is hostile: the signature passes, the content must
// still never be a 500 (a NUL byte in a stored field once was).
const signedDeliveries = fc
  .tuple(weirdKey, hostileJson, fc.constantFrom('id', 'type', 'createdAt', 'data', 'extra'))
  .map(([key, value, at]): Attempt => {
    const event = structuredClone(webhookEventFixture) as Record<string, unknown>;
    const data = event.data as Record<string, unknown>;
    put(at === 'data' ? data : event, at === 'data' ? key : at, value);
    const body = JSON.stringify({ ...event, id: `evt_fuzz${Math.random().toString(36).slice(2)}` });
    return { method: 'POST', path: receiver.path, body, signed: true };
  });

const RUNS_PER_ROW = 25;
const attempts: fc.Arbitrary<Attempt> = fc.oneof(
  ...ownRouteList.map(attemptsFor),
  signedDeliveries,
);

/** The row a request reaches by its method and path (a fixed path before a placeholder). */
function rowOf(method: string, target: string): OwnRoute | undefined {
  const segments = target.split('?')[0]!.split('/');
  const fits = (r: OwnRoute) => {
    const template = r.path.split('/');
    return (
      template.length === segments.length &&
      template.every((t, i) => (/^\{\w+\}$/.test(t) ? segments[i] !== '' : t === segments[i]))
    );
  };
  const rows = ownRouteList.filter((r) => r.method === method && fits(r));
  return rows.find((r) => !r.path.includes('{')) ?? rows[0];
}

describe('fuzz of the BFF’s own routes', () => {
  it('every query and body schema of the table names the fields the fuzz fills', () => {
    const opaque = ownRouteList.flatMap((r) =>
      (['query', 'body'] as const)
        .filter((slot) => r[slot] !== undefined && fieldsOf(r[slot]).length === 0)
        .map((slot) => `${r.id}.${slot}`),
    );
    expect(opaque).toEqual([]);
  });

  it(`${RUNS_PER_ROW} hostile requests a row, signed in and not: 0 responses ≥ 500, every refusal a JSON error`, async () => {
    const statuses = new Map<number, number>();
    const reached = new Set<string>();
    await fc.assert(
      fc.asyncProperty(attempts, fc.boolean(), async (a, asAdmin) => {
        const headers: Record<string, string> = { ...a.headers };
        if (asAdmin) headers.cookie = cookie;
        if (a.body !== undefined) headers['content-type'] = 'application/json';
        if (a.signed) {
          const id = `msg_${Math.random().toString(36).slice(2)}`;
          const at = Math.floor(t.service.clock.now() / 1000);
          Object.assign(headers, signDelivery(receiver.secret, id, at, a.body!));
        }
        const res = await t.fetch(a.path, { method: a.method, headers, body: a.body });
        const row = rowOf(a.method, a.path);
        if (row) reached.add(row.id);
        statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
        expect(res.status, `${a.method} ${a.path} ${a.body?.slice(0, 200) ?? ''}`).toBeLessThan(
          500,
        );
        if (res.status >= 400) {
          // The BFF's own refusals are {error: Name, message}; a row's are in its envelope or the
          // shape it declares for that status (a JSON-RPC error on /api/rpc).
          const body: unknown = await res.json();
          const declared = row?.errors[res.status];
          const shapes = [
            envelopeSchemas.named,
            ...(row ? [envelopeSchemas[row.envelope]] : []),
            ...(typeof declared === 'object' ? [declared.schema] : []),
          ];
          expect(
            shapes.some((shape) => z.safeParse(shape, body).success),
            `${res.status} ${JSON.stringify(body).slice(0, 200)}`,
          ).toBe(true);
        } else if (res.headers.get('content-type')?.startsWith('text/event-stream')) {
          await res.body?.cancel(); // a live stream responds until the client leaves
        } else {
          await res.arrayBuffer();
        }
      }),
      { seed: 55, numRuns: RUNS_PER_ROW * (ownRouteList.length + 1) },
    );
    // Every row of the table was asked, by the path a browser would send.
    expect(ownRouteList.map((r) => r.id).filter((id) => !reached.has(id))).toEqual([]);
    // The fuzz reached past the refusals too: successes and more than one kind of refusal.
    expect([...statuses.keys()].some((s) => s < 300)).toBe(true);
    expect([...statuses.keys()].filter((s) => s >= 400).length).toBeGreaterThan(2);
  });
});
