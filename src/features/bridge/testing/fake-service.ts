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
import { recordedSpokePool } from '../../../contract/deployments/trusted-contracts';

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
  /** Price impact of a swap to WETH, scaled by 1e18 (default 0.5 %). */
  swapImpactPct?: bigint;
  /** Answer GET /capabilities with these instead of the contract's fixture. */
  capabilities?: typeof capabilitiesFixture;
  /** Asked first: an answer for requests this fake does not know (undefined: not handled). */
  more?: (request: { method: string; url: URL; body?: Json }) => Promise<Response> | undefined;
}

/** WETH on Base: the swap the fake prices (USDC on Arbitrum → bridge → swap on Base). */
export const wethBaseRef = {
  chainId: 8453,
  address: '0x4200000000000000000000000000000000000006',
  decimals: 18,
  symbol: 'WETH',
};

/** The pairs of the fixture's route: the same USDC, and USDC to WETH with a destination swap. */
export const swapPairsFixture = [
  {
    input: usdcArbRef,
    output: usdcBaseRef,
    crossSwapType: 'bridgeableToBridgeable',
    status: 'available',
    reason: null,
  },
  {
    input: usdcArbRef,
    output: wethBaseRef,
    crossSwapType: 'bridgeableToAny',
    status: 'available',
    reason: null,
  },
];

/** 1 USDC (6 decimals) buys this much WETH (18 decimals) in the fake's pool: 1/3000 ETH. */
const WETH_PER_USDC_UNIT = 10n ** 12n / 3000n;

export function fakeService(options: FakeServiceOptions = {}) {
  const calls: Array<{ method: string; path: string; headers: Headers; body?: Json }> = [];
  let quoteCount = 0;

  function quoteFor(body: Json): Json {
    quoteCount++;
    const quoteId = `0x${quoteCount.toString(16).padStart(64, 'a')}`;
    const exactOutput = body.tradeType === 'exactOutput';
    const toWeth = String(body.outputToken).toLowerCase() === wethBaseRef.address.toLowerCase();
    const fee = 12_488n;
    // Exact input: the amount is sent; exact output: it arrives (USDC routes only here).
    const amount = exactOutput ? String(BigInt(String(body.amount)) + fee) : String(body.amount);
    const bridged = BigInt(amount) - fee;
    const output = toWeth
      ? String(bridged * WETH_PER_USDC_UNIT)
      : exactOutput
        ? String(body.amount)
        : String(bridged);
    const outputRef = toWeth ? wethBaseRef : usdcBaseRef;
    const now = Date.now();
    const typedData = structuredClone(quoteFixture.nextActions[0]!.typedData) as unknown as {
      domain: Json;
      message: Json;
    };
    typedData.domain.chainId = 42161;
    typedData.domain.verifyingContract = recordedSpokePool(42161)!;
    Object.assign(typedData.message, {
      orderId: quoteId,
      depositor: body.depositor,
      inputToken: usdcArbRef.address,
      inputAmount: amount,
      destinationChainId: '8453',
      outputToken: outputRef.address,
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
      outputToken: outputRef,
      inputAmount: amount,
      outputAmount: output,
      ...(toWeth && {
        crossSwapType: 'bridgeableToAny',
        swapImpact: {
          amount: String(
            ((options.swapImpactPct ?? 5n * 10n ** 15n) * BigInt(amount)) / 10n ** 18n,
          ),
          amountUsd: null,
          pct: String(options.swapImpactPct ?? 5n * 10n ** 15n),
          token: usdcArbRef,
        },
        minOutputAmount: String((BigInt(output) * 99n) / 100n),
        slippage: typeof body.slippage === 'number' ? body.slippage : 0.005,
      }),
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
    const answered = options.more?.({ method, url, body });
    if (answered) return answered;
    if (url.pathname === '/api/v1/capabilities') {
      const capabilities = options.capabilities ?? capabilitiesFixture;
      if (url.searchParams.get('include') !== 'swaps') return json(200, capabilities);
      const routes = capabilities.routes.map(({ tokens: _tokens, ...r }) =>
        r.originChainId === 42161 && r.destinationChainId === 8453
          ? { ...r, swaps: swapPairsFixture }
          : r,
      );
      return json(200, { ...capabilities, routes });
    }
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
