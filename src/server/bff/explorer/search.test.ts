// The explorer's search on the server against the embedded service: one request finds a
// transfer from any of its 32-byte references, costs the search budget once however many lookups
// it makes, and reports "nothing found" as an empty list (a 200, so the browser logs no 404).
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  createQuote,
  execute,
  startTestService,
  type TestService,
} from '../../testing/service-upstream';
import { startTestBff, type TestBff } from '../../testing/bff-harness';
import { rawRequest, upstreamCalls } from '../security/testing/raw-requests';

let service: TestService;
let t: TestBff; // search budget off
let limited: TestBff; // search 3 a minute
beforeAll(async () => {
  service = await startTestService();
  [t, limited] = await Promise.all([
    startTestBff({ service, env: { RATE_LIMIT_API: '0', RATE_LIMIT_SEARCH: '0' } }),
    startTestBff({ service, env: { RATE_LIMIT_SEARCH: '3' } }),
  ]);
});
afterAll(async () => {
  await Promise.all([t.close(), limited.close()]);
  await service.close();
});

const randomHash = () =>
  `0x${Array.from({ length: 64 }, () => Math.floor(Math.random() * 16).toString(16)).join('')}`;

interface Found {
  matches: Array<{
    via: string;
    deposits: Array<{ depositId: string }>;
    order?: { orderId: string; state: string };
  }>;
  unanswered: string[];
}

async function search(query: string) {
  const res = await t.fetch(`/api/ferry/explorer/search?${query}`);
  return { status: res.status, body: (await res.json()) as Found & Record<string, unknown> };
}

/** A transfer quoted, signed and filled, with the references a customer could give. */
async function filledTransfer() {
  const quote = await createQuote(service);
  await execute(service, quote);
  let refs = { txnRef: '', depositId: '', relayHash: '' };
  await vi.waitFor(
    async () => {
      await service.clock.advance(1_000);
      const transfer = (await (await t.fetch(`/api/v1/transfers/${quote.quoteId}`)).json()) as {
        status: { state: string };
        deposit: { txnRef: string; depositId: string } | null;
      };
      expect(transfer.status.state).toBe('filled');
      const { txnRef, depositId } = transfer.deposit!;
      const res = await t.fetch(`/api/deposit?depositId=${depositId}&originChainId=42161`);
      expect(res.status).toBe(200);
      const { deposit } = (await res.json()) as { deposit: { relayHash: string } };
      refs = { txnRef, depositId, relayHash: deposit.relayHash };
    },
    { timeout: 10_000, interval: 20 },
  );
  return { orderId: quote.quoteId, ...refs };
}

describe('explorer search (one request per search)', () => {
  it('finds a transfer by its deposit transaction, order id and relay-data hash', async () => {
    const x = await filledTransfer();
    const byTx = await search(`hash=${x.txnRef}`);
    expect(byTx.status).toBe(200);
    expect(byTx.body).toEqual({
      matches: [
        { via: 'depositTxnRef', deposits: [expect.objectContaining({ depositId: x.depositId })] },
      ],
      unanswered: [],
    });

    const byOrder = await search(`hash=${x.orderId}`);
    expect(byOrder.body.matches).toEqual([
      {
        via: 'orderId',
        deposits: [expect.objectContaining({ depositId: x.depositId })],
        order: { orderId: x.orderId, state: 'filled' },
      },
    ]);

    const byRelay = await search(`hash=${x.relayHash}`);
    expect(byRelay.body.matches.map((m) => m.via)).toEqual(['relayDataHash']);

    const byId = await search(`depositId=${x.depositId}&originChainId=42161`);
    expect(byId.body.matches).toEqual([
      { via: 'depositId', deposits: [expect.objectContaining({ depositId: x.depositId })] },
    ]);
  });

  it('on the embedded service, finds a transfer by its fill transaction too', async () => {
    const x = await filledTransfer();
    const res = await t.fetch(`/api/deposit?depositId=${x.depositId}&originChainId=42161`);
    const { deposit } = (await res.json()) as { deposit: { fillTxnRef: string } };
    const byFill = await search(`hash=${deposit.fillTxnRef}`);
    expect(byFill.body).toEqual({
      matches: [
        { via: 'fillTxnRef', deposits: [expect.objectContaining({ depositId: x.depositId })] },
      ],
      unanswered: [],
    });
  });

  it('nothing found is a 200 with no matches, not a 404', async () => {
    const res = await search(`hash=${randomHash()}`);
    expect(res).toEqual({ status: 200, body: { matches: [], unanswered: [] } });
  });

  it.each([
    ['no selector', ''],
    ['two selectors', `hash=${randomHash()}&depositId=7&originChainId=42161`],
    ['a deposit id without its chain', 'depositId=7'],
    ['a repeated key', `hash=${randomHash()}&hash=${randomHash()}`],
    ['an unknown key', `hash=${randomHash()}&limit=1000`],
    ['a short hash', 'hash=0x1234'],
  ])('%s → 400, 0 upstream calls', async (_name, query) => {
    const before = upstreamCalls(t);
    const res = await search(query);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ error: 'ValidationError', message: expect.any(String) });
    expect(upstreamCalls(t)).toBe(before);
  });

  // Sent raw, as a script could: a lone surrogate arrives as the bytes of its CESU-8 form.
  it.each([
    ['a NUL byte in a hash', 'hash=0x%00', "Invalid query parameter 'hash'"],
    [
      'a NUL byte in a transaction',
      `txnRef=${'1'.repeat(64)}%00`,
      "Invalid query parameter 'txnRef': Expected a transaction hash or signature",
    ],
    [
      'a NUL byte in a deposit id',
      'depositId=7%00&originChainId=42161',
      "Invalid query parameter 'depositId'",
    ],
    ['a lone surrogate in a hash', 'hash=%ED%A0%80', "Invalid query parameter 'hash'"],
    [
      'a lone surrogate in a deposit id',
      'depositId=%ED%B0%80&originChainId=42161',
      "Invalid query parameter 'depositId'",
    ],
    [
      'a 10,000-character transaction',
      `txnRef=${'a'.repeat(10_000)}`,
      "Invalid query parameter 'txnRef': Expected a transaction hash or signature",
    ],
    [
      'a 5,000-digit chain id',
      `depositId=7&originChainId=${'9'.repeat(5_000)}`,
      "Invalid query parameter 'originChainId'",
    ],
    ['a NUL byte in a key', `hash=${randomHash()}&a%00=1`, "Unknown query parameter 'a\u0000'"],
    [
      'no selector',
      'originChainId=42161',
      'Give exactly one of hash, txnRef or depositId (with originChainId)',
    ],
  ])('%s → 400 naming the parameter', async (_name, query, named) => {
    const before = upstreamCalls(t);
    const res = await rawRequest(t.base, `/api/ferry/explorer/search?${query}`);
    expect(res.status).toBe(400);
    expect(JSON.parse(res.body)).toMatchObject({
      error: 'ValidationError',
      message: expect.stringContaining(named),
    });
    expect(upstreamCalls(t)).toBe(before);
  });

  it('a query longer than the server reads headers for is a 431, before any handler', async () => {
    const res = await rawRequest(t.base, `/api/ferry/explorer/search?txnRef=${'a'.repeat(20_000)}`);
    expect(res.status).toBe(431);
  });

  it('costs the search budget once per search, however many lookups it makes', async () => {
    const peer = '127.0.0.77';
    const get = (hash: string) =>
      rawRequest(limited.base, `/api/ferry/explorer/search?hash=${hash}`, { localAddress: peer });
    for (let i = 0; i < 3; i++) {
      const before = upstreamCalls(limited);
      expect((await get(randomHash())).status).toBe(200);
      // Deposit transaction, relay-data hash, order id and sweep, on the server.
      expect(upstreamCalls(limited) - before).toBe(4);
    }
    const before = upstreamCalls(limited);
    const refused = await get(randomHash());
    expect(refused.status).toBe(429);
    expect(refused.headers['retry-after']).toBe('20'); // 3 a minute: one every 20 s
    expect(JSON.parse(refused.body)).toMatchObject({ error: 'RATE_LIMITED' });
    expect(upstreamCalls(limited)).toBe(before);
  });
});
