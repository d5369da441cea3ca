// A stand-in for the BFF in page tests: answers the bridge's requests from the contract's
// fixtures, builds quotes that match what was asked (or tampered ones), and records calls.
import { vi } from 'vitest';
import {
  capabilitiesFixture,
  usdcArbRef,
  usdcBaseRef,
} from '../../../contract/testing/v1-capabilities';
import { quoteFixture } from '../../../contract/testing/v1-quotes';
import { SIGNATURE } from '../../../contract/testing/values';
import { SPOKE_POOLS } from '../signing/allowlist';

type Json = Record<string, unknown>;

export interface FakeServiceOptions {
  /** ms until a quote expires (default 15 minutes). */
  ttlMs?: number;
  /**
   * Change the typed data of each quote
   * (docs/reliability.md#nothing-is-signed-that-the-page-does-not-show tests).
   */
  tamper?: (typedData: { domain: Json; message: Json }) => void;
  /** Answer quotes with this error instead. */
  quoteError?: { status: number; body: Json };
}

export function fakeService(options: FakeServiceOptions = {}) {
  const calls: Array<{ method: string; path: string; headers: Headers; body?: Json }> = [];
  let quoteCount = 0;

  function quoteFor(body: Json): Json {
    quoteCount++;
    const quoteId = `0x${quoteCount.toString(16).padStart(64, 'a')}`;
    const amount = String(body.amount);
    const output = String(BigInt(amount) - 12_488n);
    const now = Date.now();
    const typedData = structuredClone(quoteFixture.nextActions[0]!.typedData) as unknown as {
      domain: Json;
      message: Json;
    };
    typedData.domain.chainId = 42161;
    typedData.domain.verifyingContract = SPOKE_POOLS[42161];
    Object.assign(typedData.message, {
      orderId: quoteId,
      depositor: body.depositor,
      inputToken: usdcArbRef.address,
      inputAmount: amount,
      destinationChainId: '8453',
      outputToken: usdcBaseRef.address,
      outputAmount: output,
      recipient: body.recipient ?? body.depositor,
      refundAddress: body.refundAddress ?? body.depositor,
    });
    options.tamper?.(typedData);
    return {
      ...structuredClone(quoteFixture),
      quoteId,
      createdAt: new Date(now).toISOString(),
      expiresAt: new Date(now + (options.ttlMs ?? 15 * 60_000)).toISOString(),
      depositor: body.depositor,
      recipient: body.recipient ?? body.depositor,
      refundAddress: body.refundAddress ?? body.depositor,
      inputToken: usdcArbRef,
      outputToken: usdcBaseRef,
      inputAmount: amount,
      outputAmount: output,
      nextActions: [
        { kind: 'sign_typed_data', id: 'funding', chainId: 42161, typedData },
        { kind: 'submit_execution', method: 'POST', path: `/v1/quotes/${quoteId}/executions` },
      ],
    };
  }

  const json = (status: number, body: unknown) =>
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://ferry.test');
    const method = init?.method ?? 'GET';
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as Json) : undefined;
    calls.push({
      method,
      path: url.pathname + url.search,
      headers: new Headers(init?.headers),
      body,
    });
    if (url.pathname === '/api/v1/capabilities') return json(200, capabilitiesFixture);
    if (url.pathname === '/api/swap/tokens') {
      return json(200, [
        { ...usdcArbRef, name: 'USD Coin', logoUrl: '/tokens/usdc.svg', priceUsd: '1' },
      ]);
    }
    if (url.pathname === '/api/v1/quotes' && method === 'POST') {
      if (options.quoteError) return json(options.quoteError.status, options.quoteError.body);
      return json(201, quoteFor(body ?? {}));
    }
    const execution = /^\/api\/v1\/quotes\/(0x[0-9a-f]{64})\/executions$/.exec(url.pathname);
    if (execution && method === 'POST') {
      return json(202, {
        orderId: execution[1],
        state: 'submitted',
        acceptedAt: new Date().toISOString(),
      });
    }
    return json(404, { code: 'NOT_FOUND', message: `no fake for ${method} ${url.pathname}` });
  });

  return {
    fetch,
    calls,
    quotes: () => calls.filter((c) => c.path === '/api/v1/quotes'),
    executions: () => calls.filter((c) => c.path.endsWith('/executions')),
  };
}

export const TEST_SIGNATURE = SIGNATURE as `0x${string}`;
