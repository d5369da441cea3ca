// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { zeroAddress } from 'viem';
import type { SwapView } from '../model/quote-view';
import { RouteSteps } from './RouteSteps';

const dai = {
  chainId: 42161,
  address: '0xDA10009cBd5D07dd0CeCc66161FC93D7c9000da1',
  decimals: 18,
  symbol: 'DAI',
};
const usdc = {
  chainId: 42161,
  address: '0xaf88d065e77c8cC2239327C5EDb3A432268e5831',
  decimals: 6,
  symbol: 'USDC',
};
const eth = {
  chainId: 8453,
  address: zeroAddress,
  decimals: 18,
  symbol: 'ETH',
};

function steps(swap: SwapView) {
  render(
    <RouteSteps
      swap={swap}
      inputToken={dai}
      outputToken={eth}
      originName="Arbitrum One"
      destinationName="Base"
    />,
  );
  return within(screen.getByRole('list', { name: 'Route steps' }))
    .getAllByRole('listitem')
    .map((li) => li.textContent?.replace(/^\d/, ''));
}

describe('RouteSteps', () => {
  it('shows both swaps around the bridge, naming each source the quote gives', () => {
    expect(
      steps({
        crossSwapType: 'anyToAny',
        slippage: 0.005,
        impactPct: null,
        originSwap: { tokenIn: dai, tokenOut: usdc, provider: 'uniswap', sources: ['uniswap_v3'] },
        destinationSwap: { tokenIn: null, tokenOut: eth, provider: null, sources: [] },
      }),
    ).toEqual([
      'Swap DAI to USDC on Arbitrum One through an exchange',
      'Bridge USDC from Arbitrum One to Base',
      'Swap USDC to ETH on Base through an exchange',
    ]);
  });

  it('names the exchange in plain words, the provider and sources the quote gives on hover', () => {
    steps({
      crossSwapType: 'anyToBridgeable',
      slippage: 0.005,
      impactPct: null,
      originSwap: {
        tokenIn: dai,
        tokenOut: usdc,
        provider: 'ferry-sim-aggregator',
        sources: ['aerodrome_slipstream'],
      },
      destinationSwap: null,
    });
    expect(
      screen.getByTitle(
        'ferry-sim-aggregator (aerodrome_slipstream): the swap provider and the liquidity sources the quote names.',
      ),
    ).toHaveTextContent(/^through an exchange$/);
    expect(screen.getByRole('list', { name: 'Route steps' })).not.toHaveTextContent(
      /aggregator|aerodrome/,
    );
  });

  it('still reads as three steps when the quote does not name the bridged asset', () => {
    expect(
      steps({
        crossSwapType: 'anyToAny',
        slippage: null,
        impactPct: null,
        originSwap: null,
        destinationSwap: null,
      }),
    ).toEqual([
      'Swap DAI to an asset the bridge carries on Arbitrum One through an exchange',
      'Bridge it from Arbitrum One to Base',
      'Swap it to ETH on Base through an exchange',
    ]);
  });
});
