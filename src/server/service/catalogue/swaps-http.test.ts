// The swap world over HTTP: every crossSwapType priced consistently (the fee lines add up,
// slippage bounds the minimum, bigger trades pay more impact), the swap parameters honoured
// (sources, app fee, slippage, estimation, checks) and the pairs that must go together.
import { describe, expect, it } from 'vitest';
import { endpoints } from '../../../contract/endpoints';
import type { SwapApprovalQuery } from '../../../contract/schemas/swap-approval';
import { serviceForThisFile } from '../testing/harness';
import {
  DEPOSITOR,
  INTEGRATOR,
  RECIPIENT,
  USDC,
  expectFailure,
  rawGet,
} from './testing/catalogue-helpers';

const DAI_ARB = '0xDA10009cBd5D07dd0CeCc66161FC93D7c9000da1';
const DAI_BASE = '0x50c5725949A6F0c72E6C4a641F24049A917DB0Cb';
const WBTC_ARB = '0x2f2a2543B76A4166549F7aaB2e75Bef0aefC5B0f';

const svc = serviceForThisFile();

const base: SwapApprovalQuery = {
  amount: '50000000000000000000', // 50 DAI
  inputToken: DAI_ARB,
  outputToken: USDC.base,
  originChainId: '42161',
  destinationChainId: '8453',
  depositor: DEPOSITOR,
  recipient: RECIPIENT,
  integratorId: INTEGRATOR,
};
const get = (q: Partial<SwapApprovalQuery> & Record<string, unknown> = {}) =>
  svc()
    .client()
    .call(endpoints.getSwapApproval, { query: { ...base, ...q } as SwapApprovalQuery });
const big = (s: string | number) => BigInt(s);

describe('swaps on /swap/approval', () => {
  it.each([
    ['bridgeableToBridgeable', { inputToken: USDC.arbitrum, amount: '50000000' }],
    ['anyToBridgeable', {}],
    ['bridgeableToAny', { inputToken: USDC.arbitrum, amount: '50000000', outputToken: DAI_BASE }],
    ['anyToAny', { inputToken: WBTC_ARB, amount: '100000', outputToken: DAI_BASE }],
  ] as const)('%s: fee lines add up and the legs chain into each other', async (type, q) => {
    const r = await get(q);
    expect(r.crossSwapType).toBe(type);
    const total = r.fees!.total as unknown as {
      amount: string;
      details: Record<string, { amount: string }>;
    };
    const d = total.details;
    expect(big(d.bridge!.amount) + big(d.app!.amount) + big(d.swapImpact!.amount)).toBe(
      big(total.amount),
    );
    const { originSwap, bridge, destinationSwap } = r.steps;
    if (originSwap) expect(originSwap.outputAmount).toBe(bridge.inputAmount);
    else expect(bridge.inputAmount).toBe(r.inputAmount);
    if (destinationSwap) {
      expect(destinationSwap.inputAmount).toBe(bridge.outputAmount);
      expect(destinationSwap.outputAmount).toBe(r.expectedOutputAmount);
    } else expect(bridge.outputAmount).toBe(r.expectedOutputAmount);
    // totalMax prices the slippage-bounded minimum: never less than total.
    expect(big(r.fees!.totalMax!.amount)).toBeGreaterThanOrEqual(big(total.amount));
  });

  it('slippage bounds the minimum output, and a bigger trade pays more price impact', async () => {
    const tight = await get({ slippage: '0.001' });
    const loose = await get({ slippage: '0.05' });
    expect(tight.expectedOutputAmount).toBe(loose.expectedOutputAmount);
    const expected = big(tight.expectedOutputAmount);
    expect(big(tight.minOutputAmount)).toBe((expected * 999n) / 1000n);
    expect(big(loose.minOutputAmount)).toBe((expected * 95n) / 100n);
    const rate = (r: { inputAmount: string; expectedOutputAmount: string }) =>
      (big(r.expectedOutputAmount) * 10n ** 18n) / big(r.inputAmount);
    const whale = await get({ amount: '2000000000000000000000000' }); // 2M DAI
    expect(rate(whale)).toBeLessThan(rate(tight));
  });

  it('honours includeSources and refuses it together with excludeSources, naming both', async () => {
    const r = await get({ includeSources: 'camelot_v3' });
    expect(r.steps.originSwap?.swapProvider?.sources).toEqual(['camelot_v3']);
    await expectFailure(get({ includeSources: 'pancakeswap_v3' }), {
      status: 400,
      code: 'SWAP_QUOTE_UNAVAILABLE',
      param: 'includeSources',
    });
    await expectFailure(get({ includeSources: 'curve', excludeSources: 'uniswap_v3' }), {
      status: 400,
      code: 'INVALID_PARAM',
      param: 'includeSources, excludeSources',
    });
  });

  it('takes the app fee out of the output, and only with a recipient for it', async () => {
    const plain = await get();
    const withFee = await get({ appFee: '0.01', appFeeRecipient: RECIPIENT });
    const app = (withFee.fees!.total as unknown as { details: { app: { amount: string } } }).details
      .app;
    expect(big(app.amount)).toBeGreaterThan(0n);
    expect(big(withFee.expectedOutputAmount)).toBe(
      big(plain.expectedOutputAmount) - big(plain.expectedOutputAmount) / 100n,
    );
    await expectFailure(get({ appFee: '0.01' }), {
      status: 400,
      code: 'INVALID_PARAM',
      param: 'appFee, appFeeRecipient',
    });
  });

  it('estimates the origin transaction unless told not to; skipChecks reads no balance', async () => {
    const estimated = await get();
    expect(estimated.swapTx).toMatchObject({ simulationSuccess: true });
    expect(big(estimated.swapTx!.gas!)).toBeGreaterThan(0n);
    const skipped = await get({ skipOriginTxEstimation: 'true', skipChecks: 'true' });
    expect(skipped.swapTx!.simulationSuccess).toBe(false);
    expect(skipped.swapTx!.gas).toBeUndefined();
    expect(skipped.checks.balance.actual).toBe('0');
    expect(skipped.approvalTxns).toBeUndefined();
    // An origin swap is approved to the periphery, not the spoke pool.
    expect(estimated.checks.allowance.spender).toBe(estimated.swapTx!.to);
  });

  it('refuses wrong values of the swap parameters by name', async () => {
    for (const [param, value] of [
      ['slippage', '0.7'],
      ['appFee', 'lots'],
      ['strictTradeType', 'maybe'],
      ['routingPreference', 'fastest'],
    ] as const) {
      const a = await rawGet(svc(), '/api/swap/approval', { ...base, [param]: value } as Record<
        string,
        string
      >);
      expect(a.status).toBe(400);
      expect(a.body).toMatchObject({ code: 'INVALID_PARAM', param });
    }
  });
});

describe('GET /swap/sources', () => {
  it('lists the sources that hold pools, and refuses a chain the service does not know', async () => {
    const arb = await svc()
      .client()
      .call(endpoints.getSwapSources, { query: { integratorId: INTEGRATOR, chainId: '42161' } });
    expect(arb).toEqual(expect.arrayContaining(['uniswap_v3', 'camelot_v3']));
    await expectFailure(
      svc()
        .client()
        .call(endpoints.getSwapSources, {
          query: { integratorId: INTEGRATOR, chainId: '999999' },
        }),
      { status: 400, code: 'INVALID_PARAM', param: 'chainId' },
    );
  });
});

describe('GET /v1/capabilities?include=swaps', () => {
  it('lists every token pair of a route with its crossSwapType, unreachable ones with a reason', async () => {
    const caps = await svc()
      .client()
      .call(endpoints.getCapabilities, {
        query: { originChainId: '42161', destinationChainId: '8453', include: 'swaps' },
      });
    const swaps = caps.routes[0]?.swaps ?? [];
    const pair = (from: string, to: string) =>
      swaps.find((x) => x.input.symbol === from && x.output.symbol === to);
    expect(pair('USDC', 'USDC')).toMatchObject({
      crossSwapType: 'bridgeableToBridgeable',
      status: 'available',
    });
    expect(pair('DAI', 'USDC')).toMatchObject({
      crossSwapType: 'anyToBridgeable',
      status: 'available',
    });
    expect(pair('USDC', 'DAI')).toMatchObject({
      crossSwapType: 'bridgeableToAny',
      status: 'available',
    });
    expect(pair('WBTC', 'DAI')).toMatchObject({ crossSwapType: 'anyToAny', status: 'available' });
    // Every origin token against every destination token, none dropped.
    expect(swaps.length).toBe(6 * 4);
    // Unichain holds no pools: USDC reaches WETH there by swapping to WETH on the origin.
    const toUnichain = await svc()
      .client()
      .call(endpoints.getCapabilities, {
        query: { originChainId: '42161', destinationChainId: '130', include: 'swaps' },
      });
    const usdcToWeth = toUnichain.routes[0]?.swaps?.find(
      (x) => x.input.symbol === 'USDC' && x.output.symbol === 'WETH',
    );
    expect(usdcToWeth).toMatchObject({ crossSwapType: 'anyToBridgeable', status: 'available' });
    // USDT into BNB Smart Chain is paused: the pair says so rather than disappearing.
    const toBnb = await svc()
      .client()
      .call(endpoints.getCapabilities, {
        query: { originChainId: '1', destinationChainId: '56', include: 'swaps' },
      });
    const usdt = toBnb.routes[0]?.swaps?.find(
      (x) => x.input.symbol === 'USDT' && x.output.symbol === 'USDT',
    );
    expect(usdt).toMatchObject({
      status: 'unavailable',
      reason: { code: 'ROUTE_NOT_ENABLED', message: expect.stringMatching(/paused/) },
    });
  });
});
