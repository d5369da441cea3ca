// A versioned transfer whose output asset differs from its input: priced by the same swap plan
// as /swap/approval, signed, executed, and filled with the output asset.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoints } from '../../../contract/endpoints';
import { startTestService, type TestService } from '../testing/harness';
import {
  HOUR,
  INTEGRATOR,
  USDC,
  alice,
  createQuote,
  execute,
  expectFailure,
  getTransfer,
} from './testing/order-helpers';

const DAI_ARB = '0xDA10009cBd5D07dd0CeCc66161FC93D7c9000da1';
const WETH_BASE = '0x4200000000000000000000000000000000000006';
const USDT_BNB = '0x55d398326f99059fF775485246999027B3197955';

let t: TestService;
beforeAll(async () => {
  t = await startTestService();
});
afterAll(() => t.close());

describe('a swap through the versioned API', () => {
  it('prices DAI on Arbitrum to WETH on Base like /swap/approval does (swap to WETH, then bridge)', async () => {
    const body = {
      inputToken: DAI_ARB,
      outputToken: WETH_BASE,
      amount: '500000000000000000000', // 500 DAI
      slippage: 0.01,
    };
    const quote = await createQuote(t, body);
    expect(quote.crossSwapType).toBe('anyToBridgeable');
    expect(quote.slippage).toBe(0.01);
    expect(quote.outputToken.address).toBe(WETH_BASE);
    const legacy = await t.client().call(endpoints.getSwapApproval, {
      query: {
        integratorId: INTEGRATOR,
        originChainId: '42161',
        destinationChainId: '8453',
        inputToken: DAI_ARB,
        outputToken: WETH_BASE,
        amount: body.amount,
        depositor: alice.address,
        slippage: '0.01',
      },
    });
    expect(quote.outputAmount).toBe(legacy.expectedOutputAmount);
    expect(quote.minOutputAmount).toBe(legacy.minOutputAmount);
    // The legs are named as /swap/approval names them, and a refund comes back in the bridged asset.
    expect(quote.steps?.originSwap).toMatchObject({
      tokenIn: { symbol: 'DAI' },
      tokenOut: { symbol: 'WETH' },
      swapProvider: legacy.steps.originSwap!.swapProvider,
    });
    expect(quote.steps?.originSwap?.swapProvider?.sources.length).toBeGreaterThan(0);
    expect(quote.steps?.bridge.tokenOut).toMatchObject({ symbol: 'WETH', chainId: 8453 });
    expect(quote.steps?.destinationSwap).toBeUndefined();
    expect(quote.refundToken).toMatchObject({ symbol: 'WETH', chainId: 42161 });
    // The fee lines add up: bridge lines plus the swap impact make the total.
    const { lp, relayerCapital, destinationGas, total } = quote.fees;
    const sum = [lp, relayerCapital, destinationGas, quote.swapImpact!].reduce(
      (acc, f) => acc + BigInt(f.amount),
      0n,
    );
    expect(sum).toBe(BigInt(total.amount));
  });

  it('is signed, executed and filled with the output asset', async () => {
    const quote = await createQuote(t, {
      inputToken: USDC.arbitrum,
      outputToken: WETH_BASE,
      amount: '100000000', // 100 USDC → WETH
    });
    expect(quote.crossSwapType).toBe('bridgeableToAny');
    expect(BigInt(quote.minOutputAmount!)).toBeLessThan(BigInt(quote.outputAmount));
    await execute(t, quote);
    await t.clock.advance(HOUR);
    const done = await getTransfer(t, quote.quoteId);
    expect(done.status.state).toBe('filled');
    expect(done.outputToken.address).toBe(WETH_BASE);
    expect(done.fill?.outputAmount).toBe(quote.outputAmount);
  });

  it('exact output promises the amount itself: expected and minimum are both what was asked', async () => {
    const quote = await createQuote(t, {
      inputToken: USDC.arbitrum,
      outputToken: WETH_BASE,
      amount: '10000000000000000', // 0.01 WETH
      tradeType: 'exactOutput',
    });
    expect(quote.outputAmount).toBe('10000000000000000');
    expect(quote.minOutputAmount).toBe('10000000000000000');
    expect(quote.steps?.destinationSwap?.tokenOut?.symbol).toBe('WETH');
  });

  it('answers in the versioned codes when the bridge leg is closed', async () => {
    // DAI → USDT on BNB Smart Chain would bridge USDT, whose liquidity there is paused.
    await expectFailure(
      createQuote(t, {
        inputToken: DAI_ARB,
        outputToken: USDT_BNB,
        destinationChainId: 56,
        amount: '50000000000000000000',
      }),
      { status: 400, code: 'UNSUPPORTED_ROUTE', message: /paused/ },
    );
  });
});
