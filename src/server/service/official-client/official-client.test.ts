// The official client of the real service against the embedded service: every client function
// that maps to an endpoint of the interface is called as an integrator would call it, and must
// succeed and (where the client checks) parse with the client's own zod schemas. The client
// adds no key and no integratorId: testing/official-client.ts wraps fetch for that.
import { HttpError, getMultiCallHandlerAddress } from '@across-protocol/app-sdk';
import { routeSchema } from '@across-protocol/app-sdk/dist/api/available-routes.js';
import { suggestedFeesResponseJsonSchema } from '@across-protocol/app-sdk/dist/api/suggested-fees.js';
import { swapApprovalResponseSchema } from '@across-protocol/app-sdk/dist/api/swap-approval.js';
import { encodeFunctionData, erc20Abi, parseUnits, zeroAddress } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEPOSITOR, RECIPIENT } from '../../../contract/testing/values';
import { startTestService, type TestService } from '../testing/harness';
import { useOfficialClient, type OfficialClientSetup } from '../testing/official-client';
import { isContract, spokePoolAddress } from '../world/spokes';

const INTEGRATOR = '0xf00d';
const ARB = {
  USDC: '0xaf88d065e77c8cC2239327C5EDb3A432268e5831',
  WETH: '0x82aF49447D8a07e3bd95BD0d56f35241523fBab1',
  DAI: '0xDA10009cBd5D07dd0CeCc66161FC93D7c9000da1',
  WBTC: '0x2f2a2543B76A4166549F7aaB2e75Bef0aefC5B0f',
} as const;
const BASE = {
  USDC: '0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913',
  WETH: '0x4200000000000000000000000000000000000006',
  DAI: '0x50c5725949A6F0c72E6C4a641F24049A917DB0Cb',
} as const;
const OP = { WBTC: '0x68f180fcCe6836688e9084f035309E29Bf0A2095' } as const;
const usdcRoute = {
  originChainId: 42161,
  destinationChainId: 8453,
  inputToken: ARB.USDC,
  outputToken: BASE.USDC,
} as const;

let t: TestService;
let setup: OfficialClientSetup;
beforeAll(async () => {
  t = await startTestService();
  setup = useOfficialClient(t, { integratorId: INTEGRATOR });
});
afterAll(async () => {
  setup.restore();
  await t.close();
});

/** The raw JSON the service responded with for the client's last request, fetched again. */
async function lastResponse(): Promise<unknown> {
  const last = setup.requests.at(-1);
  if (!last) throw new Error('the client sent nothing');
  return (await fetch(last)).json();
}

describe('the official client against the embedded service', () => {
  it('sends the key and integratorId only through the wrapped fetch, to the service only', async () => {
    await setup.client.getSwapChains();
    const sent = setup.requests.at(-1)!;
    expect(sent.origin).toBe(new URL(t.base).origin);
    expect(sent.searchParams.has('integratorId')).toBe(false); // added by the wrapper, not the client
  });

  it('getSwapChains and getSwapTokens list the world (tokens filtered by chain on the client)', async () => {
    const chains = await setup.client.getSwapChains();
    expect(chains.map((c) => c.chainId)).toEqual(expect.arrayContaining([1, 10, 42161, 8453]));
    const tokens = await setup.client.getSwapTokens({ chainId: 42161 });
    expect(tokens.map((x) => x.symbol)).toEqual(
      expect.arrayContaining(['USDC', 'USDT', 'WETH', 'ETH', 'DAI', 'WBTC']),
    );
    expect(tokens.every((x) => x.chainId === 42161)).toBe(true);
  });

  it('getSuggestedFees without isNative parses with the client schema', async () => {
    const fees = await setup.client.getSuggestedFees({ ...usdcRoute, amount: 25_000_000n });
    expect(suggestedFeesResponseJsonSchema.safeParse(await lastResponse()).error).toBeUndefined();
    expect(fees.outputAmount).toBeGreaterThan(0n);
    expect(fees.outputAmount).toBeLessThan(25_000_000n);
    expect(fees.isAmountTooLow).toBe(false);
    expect(fees.limits.minDeposit).toBeGreaterThan(0n);
  });

  it('getSuggestedFees with isNative (an ETH route; the service ignores the flag)', async () => {
    const fees = await setup.client.getSuggestedFees({
      originChainId: 42161,
      destinationChainId: 8453,
      inputToken: ARB.WETH,
      outputToken: BASE.WETH,
      amount: parseUnits('0.5', 18),
      isNative: true,
    });
    expect(setup.requests.at(-1)!.searchParams.get('isNative')).toBe('true');
    expect(suggestedFeesResponseJsonSchema.safeParse(await lastResponse()).error).toBeUndefined();
    expect(fees.outputToken.decimals).toBe(18);
  });

  it('getSuggestedFees with skipAmountLimit reports a low amount instead of refusing it', async () => {
    const fees = await setup.client.getSuggestedFees({
      ...usdcRoute,
      amount: 1000n,
      skipAmountLimit: true,
    });
    expect(fees.isAmountTooLow).toBe(true);
    // Without the flag the service refuses; its envelope type is ServiceApiError, which the
    // client does not map to AcrossApiError, so it surfaces as an HttpError carrying the code.
    const refused = setup.client.getSuggestedFees({ ...usdcRoute, amount: 1000n });
    await expect(refused).rejects.toBeInstanceOf(HttpError);
    await expect(refused).rejects.toMatchObject({ status: 400, message: /AMOUNT_TOO_LOW/ });
  });

  it('getQuote with a message to the multicall handler (a contract in the world)', async () => {
    const handler = getMultiCallHandlerAddress(8453);
    expect(isContract(handler, 8453)).toBe(true);
    const quote = await setup.client.getQuote({
      route: usdcRoute,
      inputAmount: 25_000_000n,
      crossChainMessage: {
        actions: [
          {
            target: BASE.USDC,
            callData: encodeFunctionData({
              abi: erc20Abi,
              functionName: 'transfer',
              args: [RECIPIENT, 1_000_000n],
            }),
            value: 0n,
          },
        ],
        fallbackRecipient: RECIPIENT,
      },
    });
    expect(quote.deposit.recipient).toBe(handler);
    expect(quote.deposit.message).not.toBe('0x');
    expect(setup.requests.at(-1)!.searchParams.get('allowUnmatchedDecimals')).toBe('true');
    expect(quote.deposit.outputAmount).toBeGreaterThan(0n);
  });

  it('getLimits returns the route limits as bigints', async () => {
    const limits = await setup.client.getLimits({ ...usdcRoute });
    expect(limits.minDeposit).toBeGreaterThan(0n);
    expect(limits.maxDepositInstant).toBeLessThan(limits.maxDeposit);
  });
});

describe('routes, chains and spoke pools (GET /available-routes, GET /chains)', () => {
  it('getAvailableRoutes parses with the client schema; native ETH is WETH with isNative', async () => {
    const routes = await setup.client.getAvailableRoutes({
      originChainId: 42161,
      destinationChainId: 8453,
    });
    expect(routeSchema.safeParse(await lastResponse()).error).toBeUndefined();
    expect(routes).toContainEqual({
      isNative: false,
      originChainId: 42161,
      inputToken: ARB.USDC,
      destinationChainId: 8453,
      outputToken: BASE.USDC,
      inputTokenSymbol: 'USDC',
      outputTokenSymbol: 'USDC',
    });
    expect(routes.find((r) => r.isNative)).toMatchObject({
      inputToken: ARB.WETH,
      outputToken: BASE.WETH,
      inputTokenSymbol: 'ETH',
    });
    const bySymbol = await setup.client.getAvailableRoutes({ originTokenSymbol: 'USDT' });
    expect(bySymbol.length).toBeGreaterThan(0);
    expect(bySymbol.every((r) => r.inputTokenSymbol === 'USDT')).toBe(true);
  });

  it('getSupportedChains lists chains with their spoke pools and the tokens they send', async () => {
    const chains = await setup.client.getSupportedChains({ chainId: [42161, 8453] });
    expect(setup.requests.at(-1)!.searchParams.getAll('chainId')).toEqual(['42161', '8453']);
    expect(chains.map((c) => c.chainId)).toEqual([8453, 42161]);
    const arbitrum = chains.find((c) => c.chainId === 42161)!;
    expect(arbitrum.publicRpcUrl).toBe('https://arb1.arbitrum.io/rpc');
    expect(arbitrum.inputTokens.map((x) => x.symbol)).toEqual(['USDC', 'WETH', 'ETH', 'USDT']);
    const bare = await setup.client.getSupportedChains({
      omitTokens: true,
      outputTokenSymbol: 'USDT',
    });
    expect(bare.every((c) => c.inputTokens.length === 0)).toBe(true);
    expect(bare.map((c) => c.chainId)).not.toContain(8453);
  });

  it('getSpokePoolAddress (getChainInfo over /chains) is the world’s spoke pool on every configured chain', async () => {
    for (const chainId of [1, 10, 42161, 8453, 137, 56]) {
      expect(await setup.client.getSpokePoolAddress(chainId)).toBe(spokePoolAddress(chainId));
    }
    // One /chains call for all of them, naming the chains the client is configured with.
    const asked = setup.requests.filter((u) => u.pathname === '/api/chains').at(-1)!;
    expect(asked.searchParams.getAll('chainId')).toEqual(['1', '10', '42161', '8453', '137', '56']);
  });
});

describe('getSwapQuote (GET and POST /swap/approval) parses with the client schema', () => {
  const quote = (params: Parameters<typeof setup.client.getSwapQuote>[0]) =>
    setup.client.getSwapQuote(params);

  it('bridges USDC to USDC (GET): fees, steps and checks in the real shape', async () => {
    const q = await quote({ route: usdcRoute, amount: 25_000_000n, depositor: DEPOSITOR });
    expect(q.crossSwapType).toBe('bridgeableToBridgeable');
    expect(q.steps.bridge.fees.details?.type).toBe('across');
    expect(q.fees.originGas.token.address).toBe(zeroAddress);
    expect(q.approvalTxns?.[0]?.to).toBe(ARB.USDC);
    expect(swapApprovalResponseSchema.safeParse(await lastResponse()).error).toBeUndefined();
  });

  it('runs README-style actions (POST) without isNativeTransfer: USDC → native ETH with a stake', async () => {
    const q = await quote({
      route: { ...usdcRoute, outputToken: zeroAddress },
      amount: parseUnits('10', 6),
      depositor: DEPOSITOR,
      actions: [
        {
          target: '0x733Debf51574c70CfCdb7918F032E16F686bd9f8',
          functionSignature: 'function stake(address stakerAddress)',
          args: [{ value: DEPOSITOR }],
          populateCallValueDynamically: true,
        },
      ],
    });
    expect(setup.requests.at(-1)!.pathname).toBe('/api/swap/approval');
    expect(q.crossSwapType).toBe('bridgeableToAny');
    expect(q.steps.destinationSwap?.tokenOut.address).toBe(zeroAddress);
    expect(q.outputToken.symbol).toBe('ETH');
  });

  it('exactOutput delivers exactly the amount asked, and minOutput at least it', async () => {
    const exact = await quote({
      route: usdcRoute,
      amount: 20_000_000n,
      depositor: DEPOSITOR,
      tradeType: 'exactOutput',
    });
    expect(exact.amountType).toBe('exactOutput');
    expect(BigInt(exact.minOutputAmount)).toBe(20_000_000n);
    expect(BigInt(exact.inputAmount)).toBeGreaterThan(20_000_000n);
    const min = await quote({
      route: { ...usdcRoute, outputToken: BASE.DAI },
      amount: parseUnits('20', 18),
      depositor: DEPOSITOR,
      tradeType: 'minOutput',
    });
    expect(min.amountType).toBe('minOutput');
    expect(BigInt(min.minOutputAmount)).toBeGreaterThanOrEqual(parseUnits('20', 18));
    expect(BigInt(min.expectedOutputAmount)).toBeGreaterThan(BigInt(min.minOutputAmount));
  });

  it.each([
    ['anyToBridgeable', { inputToken: ARB.DAI, outputToken: BASE.USDC }, parseUnits('50', 18)],
    ['bridgeableToAny', { inputToken: ARB.USDC, outputToken: BASE.DAI }, 50_000_000n],
    ['anyToAny', { inputToken: ARB.WBTC, outputToken: BASE.DAI }, 100_000n],
    [
      'anyToAny',
      { inputToken: ARB.DAI, outputToken: OP.WBTC, destinationChainId: 10 },
      parseUnits('500', 18),
    ],
  ] as const)('%s swaps quote and parse (%j)', async (type, tokens, amount) => {
    const q = await quote({
      route: { ...usdcRoute, ...tokens },
      amount,
      depositor: DEPOSITOR,
      slippage: 0.01,
      skipOriginTxEstimation: true,
    });
    expect(q.crossSwapType).toBe(type);
    expect(swapApprovalResponseSchema.safeParse(await lastResponse()).error).toBeUndefined();
    const legs = [q.steps.originSwap, q.steps.destinationSwap].filter(Boolean);
    expect(legs.length).toBe(type === 'anyToAny' ? 2 : 1);
    for (const leg of legs) expect(leg!.swapProvider.sources.length).toBe(1);
    expect(BigInt(q.minOutputAmount)).toBeLessThan(BigInt(q.expectedOutputAmount));
  });

  it('honours includeSources and excludeSources (repeated keys)', async () => {
    const route = { ...usdcRoute, inputToken: ARB.DAI };
    const viaCamelot = await quote({
      route,
      amount: parseUnits('50', 18),
      depositor: DEPOSITOR,
      includeSources: ['camelot_v3', 'curve'],
    });
    expect(viaCamelot.steps.originSwap?.swapProvider.sources).toEqual(['camelot_v3']);
    const notUniswap = await quote({
      route,
      amount: parseUnits('50', 18),
      depositor: DEPOSITOR,
      excludeSources: 'uniswap_v3',
    });
    expect(notUniswap.steps.originSwap?.swapProvider.sources).toEqual(['camelot_v3']);
  });
});
