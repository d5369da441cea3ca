// The bridge's query layer against a mocked fetch: what goes on the wire, and the cache rules.
import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { capabilitiesFixture } from '../contract/testing/v1-capabilities';
import { quoteFixture, quoteRequestFixture } from '../contract/testing/v1-quotes';
import { ORDER_ID, SIGNATURE } from '../contract/testing/values';
import {
  CAPABILITIES_GC_MS,
  CAPABILITIES_REFRESH_MS,
  CAPABILITIES_STALE_MS,
  capabilitiesQueryOptions,
  fetchCapabilities,
} from './capabilities';
import { executionIdempotencyKey, submitExecution } from './executions';
import { fetchGaslessQuote, submitGasless } from './gasless';
import { fetchQuote, quoteQueryOptions } from './quotes';
import { recoverAfter, retryQuote, untilExpiry } from './quote-timing';
import { fetchSwapTokens } from './tokens';

type Call = { url: string; init: RequestInit };

function mockFetch(status: number, body: unknown) {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      calls.push({ url, init });
      return new Response(JSON.stringify(body), { status });
    }),
  );
  return calls;
}

afterEach(() => vi.unstubAllGlobals());

describe('capabilities', () => {
  it('asks for a route with its tokens, through the BFF', async () => {
    const calls = mockFetch(200, capabilitiesFixture);
    const caps = await fetchCapabilities({
      originChainId: 42161,
      destinationChainId: 8453,
      includeTokens: true,
    });
    expect(calls[0]?.url).toBe(
      '/api/v1/capabilities?originChainId=42161&destinationChainId=8453&include=tokens',
    );
    expect(new Headers(calls[0]?.init.headers).get('x-ferry-client')).toBe('web');
    expect(caps.routes[0]?.tokens?.[0]?.limits.minInputAmount).toBe('1000000');
  });

  it('is cached for at most 300 s', () => {
    const options = capabilitiesQueryOptions({ includeTokens: true });
    expect(options.staleTime).toBe(CAPABILITIES_STALE_MS);
    for (const ms of [CAPABILITIES_STALE_MS, CAPABILITIES_REFRESH_MS, CAPABILITIES_GC_MS]) {
      expect(ms).toBeLessThanOrEqual(300_000);
    }
    expect(options.refetchInterval).toBe(CAPABILITIES_REFRESH_MS);
    expect(options.gcTime).toBe(CAPABILITIES_GC_MS);
  });

  it('keys a route with tokens apart from the bare route', () => {
    expect(capabilitiesQueryOptions({ originChainId: 1 }).queryKey).not.toEqual(
      capabilitiesQueryOptions({ originChainId: 1, includeTokens: true }).queryKey,
    );
  });
});

describe('quotes', () => {
  it('POSTs the request body and parses the quote', async () => {
    const calls = mockFetch(201, quoteFixture);
    const quote = await fetchQuote(quoteRequestFixture);
    expect(calls[0]?.url).toBe('/api/v1/quotes');
    expect(calls[0]?.init.method).toBe('POST');
    expect(JSON.parse(String(calls[0]?.init.body))).toEqual(quoteRequestFixture);
    expect(quote.quoteId).toBe(ORDER_ID);
  });

  it('leaves a malformed request to the BFF, whose refusal names the field', async () => {
    const calls = mockFetch(400, {
      code: 'INVALID_REQUEST',
      message: 'Invalid body field “amount”: Expected an integer amount in base units',
      field: 'amount',
    });
    await expect(fetchQuote({ ...quoteRequestFixture, amount: '1.5' })).rejects.toMatchObject({
      code: 'INVALID_REQUEST',
      param: 'amount',
    });
    expect(calls).toHaveLength(1);
  });

  it('is asked for again at its expiry, never on focus', async () => {
    mockFetch(201, quoteFixture);
    const client = new QueryClient();
    const options = quoteQueryOptions(quoteRequestFixture);
    await client.fetchQuery(options);
    const query = client.getQueryCache().find({ queryKey: options.queryKey })!;
    const interval = options.refetchInterval as unknown as (q: typeof query) => number | false;
    vi.useFakeTimers();
    vi.setSystemTime(Date.parse(quoteFixture.expiresAt) - 90_000);
    expect(interval(query)).toBe(90_000);
    vi.useRealTimers();
    expect(options.refetchOnWindowFocus).toBe(false);
    expect(options.staleTime).toBe(Infinity);
  });

  it('retries once on a fault, never on a refusal', () => {
    expect(retryQuote(0, { status: 0 })).toBe(true);
    expect(retryQuote(0, { status: 502 })).toBe(true);
    expect(retryQuote(1, { status: 502 })).toBe(false);
    expect(retryQuote(0, { status: 400 })).toBe(false);
    expect(untilExpiry(undefined)).toBe(false);
    expect(untilExpiry(1000, 5000)).toBe(1000);
  });

  it('asks again by itself after a fault (3 s doubling to 15 s, or Retry-After), never after a refusal', () => {
    expect(recoverAfter({ status: 0 }, 1)).toBe(3_000);
    expect(recoverAfter({ status: 503 }, 2)).toBe(6_000);
    expect(recoverAfter({ status: 502 }, 40)).toBe(15_000);
    expect(recoverAfter({ status: 429, retryAfterSec: 7 }, 1)).toBe(7_000);
    expect(recoverAfter({ status: 400 }, 1)).toBe(false);
    expect(recoverAfter({ status: 404 }, 3)).toBe(false);
  });
});

describe('executions', () => {
  it('sends the signature with an Idempotency-Key derived from the quote and signature', async () => {
    const calls = mockFetch(202, {
      orderId: ORDER_ID,
      state: 'submitted',
      acceptedAt: '2025-11-21T21:55:09Z',
    });
    const signature = SIGNATURE as `0x${string}`;
    await submitExecution({ orderId: ORDER_ID, signature });
    const headers = new Headers(calls[0]?.init.headers);
    expect(calls[0]?.url).toBe(`/api/v1/quotes/${ORDER_ID}/executions`);
    expect(headers.get('idempotency-key')).toBe(executionIdempotencyKey(ORDER_ID, signature));
    expect(headers.get('x-ferry-client')).toBe('web');
    expect(JSON.parse(String(calls[0]?.init.body))).toEqual({
      authorization: { signatures: { funding: SIGNATURE } },
    });
  });

  it('uses the same key for the same submission (a resubmit is a replay, not a second transfer)', () => {
    const signature = SIGNATURE as `0x${string}`;
    const key = executionIdempotencyKey(ORDER_ID, signature);
    expect(executionIdempotencyKey(ORDER_ID.toUpperCase().replace('0X', '0x'), signature)).toBe(
      key,
    );
    expect(key).toMatch(/^[\x21-\x7e]{1,255}$/); // the BFF's rule
    expect(executionIdempotencyKey(ORDER_ID, `0x${'1'.repeat(130)}`)).not.toBe(key);
  });

  it('reads an "unknown" response from the BFF without failing', async () => {
    mockFetch(202, {
      orderId: ORDER_ID,
      state: 'unknown',
      acceptedAt: '2025-11-21T21:55:09Z',
      message: 'follow it',
    });
    const response = await submitExecution({
      orderId: ORDER_ID,
      signature: SIGNATURE as `0x${string}`,
    });
    expect(response.state).toBe('unknown');
  });
});

describe('gasless and tokens', () => {
  it('sends the gasless quote query and the submit body as given', async () => {
    const calls = mockFetch(400, { code: 'INVALID_PARAM', message: 'x', param: 'inputToken' });
    await expect(
      fetchGaslessQuote({
        amount: '1000000',
        inputToken: '0xaf88d065e77c8cC2239327C5EDb3A432268e5831',
        outputToken: '0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913',
        originChainId: '42161',
        destinationChainId: '8453',
        depositor: '0xd9e1c47ac37459ebc7de9b39442368fd08f3723e',
      }),
    ).rejects.toMatchObject({ code: 'INVALID_PARAM', param: 'inputToken' });
    expect(calls[0]?.url).toMatch(/^\/api\/swap\/gasless\?amount=1000000&/);

    const submitCalls = mockFetch(200, { depositId: '12', messageId: 'm', id: 'r' });
    const swapTx = { typedData: { domain: {}, types: {}, primaryType: 'X', message: {} } };
    await expect(submitGasless({ swapTx, signature: SIGNATURE })).resolves.toMatchObject({
      depositId: '12',
    });
    expect(submitCalls[0]?.url).toBe('/api/gasless/submit');
  });

  it('lists swap tokens of one chain', async () => {
    const calls = mockFetch(200, []);
    await fetchSwapTokens(8453);
    expect(calls[0]?.url).toBe('/api/swap/tokens?chainId=8453');
  });
});
