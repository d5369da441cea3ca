import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, expectTypeOf, it, vi } from 'vitest';
import { z } from 'zod';
import { createClient, type Client } from './client';
import { endpoint } from './endpoint';
import { ServiceError } from './errors';
import { baseUnits, chainIdIn, hash32, queryInt } from './primitives';

// Small rows in the shape of the endpoint table.
const getTransfer = endpoint({
  id: 'getTransfer',
  method: 'GET',
  path: '/v1/transfers/{orderId}',
  host: 'v1',
  auth: 'key',
  envelope: 'v1-transfer',
  successStatus: 200,
  params: z.strictObject({ orderId: hash32 }),
  response: z.looseObject({ orderId: z.string(), state: z.string() }),
  summary: 'Follow a transfer',
});
const listDeposits = endpoint({
  id: 'listDeposits',
  method: 'GET',
  path: '/deposits',
  host: 'legacy',
  auth: 'key',
  envelope: 'legacy',
  successStatus: 200,
  query: z.strictObject({
    limit: queryInt({ min: 1, max: 1000 }).optional(),
    depositor: z.string().optional(),
  }),
  response: z.array(z.looseObject({ id: z.number() })),
  summary: 'List deposits',
});
const createQuote = endpoint({
  id: 'createQuote',
  method: 'POST',
  path: '/v1/quotes',
  host: 'v1',
  auth: 'key',
  envelope: 'v1-code',
  successStatus: 201,
  body: z.strictObject({ originChainId: chainIdIn, amount: baseUnits }),
  response: z.looseObject({ quoteId: z.string(), amount: z.string() }),
  summary: 'Price a transfer',
});
const deleteSubscription = endpoint({
  id: 'deleteSubscription',
  method: 'DELETE',
  path: '/v1/webhooks/subscriptions/{id}',
  host: 'v1',
  auth: 'deposit-address',
  envelope: 'named',
  successStatus: 204,
  params: z.strictObject({ id: z.string().min(1) }),
  response: z.undefined(),
  summary: 'Delete a subscription',
});

const ORDER = `0x${'ab'.repeat(32)}`;
const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json', ...headers },
  });

function fakeClient(reply: (url: string, init: RequestInit) => Response | Promise<Response>) {
  const calls: { url: string; init: RequestInit }[] = [];
  const client = createClient({
    legacyBaseUrl: '/api/',
    v1BaseUrl: '/api',
    headers: () => ({ 'X-Ferry-Client': 'web' }),
    fetch: async (input, init = {}) => {
      calls.push({ url: String(input), init });
      return reply(String(input), init);
    },
  });
  return { client, calls };
}

/** What a call has come to so far: `error` is set once it fails with a ServiceError. */
function outcome(p: Promise<unknown>): { error?: ServiceError } {
  const seen: { error?: ServiceError } = {};
  p.catch((err: unknown) => {
    if (err instanceof ServiceError) seen.error = err;
  });
  return seen;
}

afterEach(() => {
  vi.useRealTimers();
});

async function failure(p: Promise<unknown>): Promise<ServiceError> {
  const e = await p.then(
    () => undefined,
    (err: unknown) => err,
  );
  expect(e).toBeInstanceOf(ServiceError);
  return e as ServiceError;
}

describe('client: requests', () => {
  it('fills the path on the v1 host, sends headers, returns the typed parse', async () => {
    const { client, calls } = fakeClient(() =>
      json(200, { orderId: ORDER, state: 'filled', extra: 1 }),
    );
    const t = await client.call(getTransfer, { params: { orderId: ORDER } });
    expectTypeOf(t.state).toEqualTypeOf<string>();
    expect(t).toEqual({ orderId: ORDER, state: 'filled', extra: 1 });
    expect(calls[0]?.url).toBe(`/api/v1/transfers/${ORDER}`);
    expect(calls[0]?.init.method).toBe('GET');
    expect(calls[0]?.init.body).toBeUndefined();
    expect(calls[0]?.init.headers).toMatchObject({
      accept: 'application/json',
      'X-Ferry-Client': 'web',
    });
  });

  it('builds the query from the input object, skipping undefined, on the legacy host', async () => {
    const { client, calls } = fakeClient(() => json(200, [{ id: 1 }]));
    const rows = await client.call(listDeposits, { query: { limit: '5', depositor: undefined } });
    expectTypeOf(rows).toEqualTypeOf<{ [k: string]: unknown; id: number }[]>();
    expect(calls[0]?.url).toBe('/api/deposits?limit=5');
    await client.call(listDeposits);
    expect(calls[1]?.url).toBe('/api/deposits');
  });

  it('sends a JSON body', async () => {
    const { client, calls } = fakeClient(() => json(201, { quoteId: 'q1', amount: '10' }));
    const q = await client.call(createQuote, { body: { originChainId: 1, amount: '10' } });
    expect(q.quoteId).toBe('q1');
    expect(calls[0]?.init.method).toBe('POST');
    expect(calls[0]?.init.body).toBe('{"originChainId":1,"amount":"10"}');
    expect(calls[0]?.init.headers).toMatchObject({ 'content-type': 'application/json' });
  });

  it('204 → undefined', async () => {
    const { client, calls } = fakeClient(() => new Response(null, { status: 204 }));
    await expect(
      client.call(deleteSubscription, { params: { id: 'sub 1/2' } }),
    ).resolves.toBeUndefined();
    expect(calls[0]?.url).toBe('/api/v1/webhooks/subscriptions/sub%201%2F2');
    expect(calls[0]?.init.method).toBe('DELETE');
  });
});

describe('client: validation before sending', () => {
  const { client, calls } = fakeClient(() => json(500, {}));

  it.each([
    [
      'unknown body field',
      createQuote,
      { body: { originChainId: 1, amount: '1', amout: '1' } },
      'amout',
      'v1-code',
    ],
    [
      'wrong body type',
      createQuote,
      { body: { originChainId: '1', amount: '1' } },
      'originChainId',
      'v1-code',
    ],
    ['bad amount', createQuote, { body: { originChainId: 1, amount: '1.5' } }, 'amount', 'v1-code'],
    ['bad path param', getTransfer, { params: { orderId: '0x12' } }, 'orderId', 'v1-transfer'],
    ['missing path param', getTransfer, {}, 'orderId', 'v1-transfer'],
    ['bad query value', listDeposits, { query: { limit: '0' } }, 'limit', 'legacy'],
    ['unknown query key', listDeposits, { query: { limt: '5' } }, 'limt', 'legacy'],
  ] as const)(
    '%s → INVALID_REQUEST naming the field, nothing sent',
    async (_n, row, input, param, envelope) => {
      // Deliberately invalid input: the point is the runtime check.
      const err = await failure(client.call(row as never, input as never));
      expect(err).toMatchObject({ code: 'INVALID_REQUEST', status: 400, param, envelope });
      expect(err.message).toContain(`“${param}”`);
      expect(calls).toHaveLength(0);
    },
  );

  it('rejects a body on an endpoint that takes none', async () => {
    const err = await failure(client.call(listDeposits, { body: { x: 1 } as never }));
    expect(err.message).toBe('This request takes no body');
    expect(calls).toHaveLength(0);
  });

  it('types the inputs from the row', () => {
    // @ts-expect-error amount is a string of base units, not a number
    void client.call(createQuote, { body: { originChainId: 1, amount: 10 } }).catch(() => {});
  });
});

describe('client: responses', () => {
  it('non-2xx goes through normaliseError with the row envelope', async () => {
    const body = {
      error: {
        type: 'not_found_error',
        code: 'TRANSFER_NOT_FOUND',
        message: 'nope',
        requestId: 'r1',
      },
    };
    const { client } = fakeClient(() => json(404, body));
    const err = await failure(client.call(getTransfer, { params: { orderId: ORDER } }));
    expect(err).toMatchObject({
      status: 404,
      code: 'TRANSFER_NOT_FOUND',
      requestId: 'r1',
      envelope: 'v1-transfer',
    });
  });

  it('429 carries Retry-After', async () => {
    const { client } = fakeClient(() =>
      json(429, { code: 'RATE_LIMITED', message: 'slow' }, { 'retry-after': '3' }),
    );
    const err = await failure(
      client.call(createQuote, { body: { originChainId: 1, amount: '1' } }),
    );
    expect(err).toMatchObject({ code: 'RATE_LIMITED', retryAfterSec: 3 });
  });

  it('2xx that is not JSON → BAD_RESPONSE without echoing it', async () => {
    const { client } = fakeClient(() => new Response('<html>secret page</html>', { status: 200 }));
    const err = await failure(client.call(listDeposits));
    expect(err).toMatchObject({ code: 'BAD_RESPONSE', status: 200 });
    expect(err.message).not.toContain('secret');
  });

  it('2xx with the wrong shape → BAD_RESPONSE naming the first bad field', async () => {
    const { client } = fakeClient(() => json(200, [{ id: 1 }, { id: 'two' }]));
    const err = await failure(client.call(listDeposits));
    expect(err.code).toBe('BAD_RESPONSE');
    expect(err.message).toContain('“1.id”');
  });
});

describe('client: faults', () => {
  it('network failure → NETWORK_ERROR', async () => {
    const { client } = fakeClient(() => Promise.reject(new TypeError('fetch failed')));
    const err = await failure(client.call(listDeposits));
    expect(err).toMatchObject({ code: 'NETWORK_ERROR', status: 0, envelope: 'network' });
  });

  it('timeout → TIMEOUT even when fetch ignores the signal; budget may depend on the row', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const client = createClient({
      legacyBaseUrl: '/api',
      v1BaseUrl: '/api',
      fetch: () => new Promise<Response>(() => {}),
      timeoutMs: (e) => (e.id === 'listDeposits' ? 20 : 10_000),
    });
    const short = outcome(client.call(listDeposits));
    const long = outcome(client.call(getTransfer, { params: { orderId: ORDER } }));
    await vi.advanceTimersByTimeAsync(19);
    expect(short.error).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1);
    expect(short.error?.code).toBe('TIMEOUT');
    await vi.advanceTimersByTimeAsync(10_000 - 21);
    expect(long.error).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1);
    expect(long.error?.code).toBe('TIMEOUT');
  });

  it("the caller's abort is passed through, not turned into a service error", async () => {
    const { client } = fakeClient(
      (_url, init) =>
        new Promise<Response>((_resolve, reject) =>
          init.signal?.addEventListener('abort', () => reject(init.signal?.reason)),
        ),
    );
    const controller = new AbortController();
    const p = client.call(listDeposits, { signal: controller.signal });
    controller.abort();
    await expect(p).rejects.toMatchObject({ name: 'AbortError' });
  });
});

describe('client against a real HTTP server', () => {
  let server: Server;
  let client: Client;
  let origin: string;

  beforeAll(async () => {
    server = createServer((req, res) => {
      if (req.url?.startsWith('/api/deposits')) {
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end('[{"id": 1},'); // truncated JSON
        return;
      }
      if (req.url?.startsWith('/v1/transfers/')) {
        res.writeHead(200, { 'content-type': 'application/json' });
        res.write('{"orderId":'); // headers sent, body stalls
        return;
      }
      res.writeHead(201, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ quoteId: 'q', amount: '1', auth: req.headers.authorization }));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    origin = `http://127.0.0.1:${port}`;
    client = createClient({
      legacyBaseUrl: `http://127.0.0.1:${port}/api`,
      v1BaseUrl: `http://127.0.0.1:${port}`,
      headers: () => ({ Authorization: 'Bearer sk_sandbox_full' }),
      timeoutMs: 150,
    });
  });

  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  it('sends the Authorization header and parses the response', async () => {
    const q = await client.call(createQuote, { body: { originChainId: 10, amount: '1' } });
    expect(q).toMatchObject({ quoteId: 'q', auth: 'Bearer sk_sandbox_full' });
  });

  it('malformed JSON → BAD_RESPONSE', async () => {
    const err = await failure(client.call(listDeposits));
    expect(err).toMatchObject({ code: 'BAD_RESPONSE', status: 200 });
  });

  it('a body that stalls after the headers → TIMEOUT at the budget', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    let headersArrived = () => {};
    const headers = new Promise<void>((resolve) => (headersArrived = resolve));
    const stalling = createClient({
      legacyBaseUrl: `${origin}/api`,
      v1BaseUrl: origin,
      timeoutMs: 150,
      fetch: async (url, init) => {
        const res = await fetch(url, init);
        headersArrived();
        return res;
      },
    });
    const call = outcome(stalling.call(getTransfer, { params: { orderId: ORDER } }));
    await headers;
    await vi.advanceTimersByTimeAsync(149);
    expect(call.error).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1);
    expect(call.error?.code).toBe('TIMEOUT');
  });
});
