import { describe, expect, it } from 'vitest';
import {
  gaslessQuoteFixture,
  swapApprovalSwapFixture,
} from '../../../contract/testing/swap-approval';
import { quoteFixture } from '../../../contract/testing/v1-quotes';
import { gaslessQuoteResponse } from '../../../contract/schemas/gasless';
import { quoteResponse } from '../../../contract/schemas/v1-quotes';
import { fromGasless, fromQuote } from './quote-view';

// A gasless quote for a swap to DAI on Base, in the live service's shape: the bridge lines sit
// inside the total's breakdown, beside the swap impact.
const { swapTx: _tx, ...swapQuote } = swapApprovalSwapFixture;
const gaslessSwap = gaslessQuoteResponse.parse({
  ...swapQuote,
  swapTx: gaslessQuoteFixture.swapTx,
  depositId: '7',
});

describe('the quote as the panel shows it', () => {
  it('reads a gasless quote’s fee lines from the total’s breakdown, swap impact included', () => {
    const view = fromGasless(gaslessSwap);
    expect(view.fees.map((f) => [f.key, f.amount])).toEqual([
      ['lp', 2500n],
      ['relayerCapital', 7500n],
      ['destinationGas', 20004n],
      ['swapImpact', 4993n],
      ['total', 34997n],
    ]);
    expect(view.minOutputAmount).toBe(24840167651246479837n);
  });

  it('names the destination swap’s provider and sources', () => {
    expect(fromGasless(gaslessSwap).swap).toEqual({
      crossSwapType: 'bridgeableToAny',
      slippage: 0.005,
      impactPct: 199720000000000n,
      originSwap: null,
      destinationSwap: {
        tokenIn: expect.objectContaining({ symbol: 'USDC', chainId: 8453 }),
        tokenOut: expect.objectContaining({ symbol: 'DAI' }),
        provider: 'ferry-sim-aggregator',
        sources: ['aerodrome_slipstream'],
      },
    });
  });

  it('reads a versioned swap quote: swap impact as a fee line, minimum received, slippage', () => {
    const view = fromQuote(
      quoteResponse.parse({
        ...quoteFixture,
        crossSwapType: 'bridgeableToAny',
        swapImpact: { amount: '4993', amountUsd: '0.00', pct: '199720000000000' },
        minOutputAmount: '24000000',
        slippage: 0.01,
      }),
    );
    expect(view.fees.map((f) => f.key)).toEqual([
      'lp',
      'relayerCapital',
      'destinationGas',
      'swapImpact',
      'total',
    ]);
    expect(view.minOutputAmount).toBe(24000000n);
    expect(view.swap).toMatchObject({ crossSwapType: 'bridgeableToAny', slippage: 0.01 });
  });

  it('names a versioned swap quote’s legs and their sources when the quote gives them', () => {
    const weth = {
      chainId: 8453,
      address: '0x4200000000000000000000000000000000000006',
      symbol: 'WETH',
      decimals: 18,
    };
    const view = fromQuote(
      quoteResponse.parse({
        ...quoteFixture,
        crossSwapType: 'bridgeableToAny',
        steps: {
          bridge: { tokenIn: quoteFixture.inputToken, tokenOut: quoteFixture.outputToken },
          destinationSwap: {
            tokenIn: quoteFixture.outputToken,
            tokenOut: weth,
            swapProvider: { name: 'ferry-sim-aggregator', sources: ['uniswap_v3'] },
          },
        },
      }),
    );
    expect(view.swap?.originSwap).toBeNull();
    expect(view.swap?.destinationSwap).toEqual({
      tokenIn: expect.objectContaining({ symbol: quoteFixture.outputToken.symbol }),
      tokenOut: expect.objectContaining({ symbol: 'WETH' }),
      provider: 'ferry-sim-aggregator',
      sources: ['uniswap_v3'],
    });
  });

  it('shows no swap for a plain bridge', () => {
    const view = fromQuote(quoteResponse.parse(quoteFixture));
    expect(view.swap).toBeNull();
    expect(view.fees.some((f) => f.key === 'swapImpact')).toBe(false);
    expect(fromGasless(gaslessQuoteResponse.parse(gaslessQuoteFixture)).swap).toBeNull();
  });
});
