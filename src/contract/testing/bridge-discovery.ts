// /available-routes and /chains as the real service sends them: a
// native ETH route names WETH with isNative true, and /chains lists ETH at the WETH address.
import type { z } from 'zod';
import type { availableRoutesResponse, chainsResponse } from '../schemas/bridge-discovery';
import { SPOKE_POOL, USDC, WETH } from './values';

const logo = (s: string) => `https://assets.example-cdn.org/tokens/${s}.svg`;

export const availableRoutesFixture = [
  {
    originChainId: 42161,
    originToken: USDC.arbitrum,
    destinationChainId: 8453,
    destinationToken: USDC.base,
    originTokenSymbol: 'USDC',
    destinationTokenSymbol: 'USDC',
    isNative: false,
  },
  {
    originChainId: 42161,
    originToken: WETH.arbitrum,
    destinationChainId: 8453,
    destinationToken: WETH.base,
    originTokenSymbol: 'ETH',
    destinationTokenSymbol: 'ETH',
    isNative: true,
  },
] satisfies z.input<typeof availableRoutesResponse>;

const arbitrumTokens = [
  { address: USDC.arbitrum, symbol: 'USDC', name: 'USD Coin', decimals: 6, logoUrl: logo('usdc') },
  { address: WETH.arbitrum, symbol: 'ETH', name: 'Ether', decimals: 18, logoUrl: logo('eth') },
];

export const chainsFixture = [
  {
    chainId: 42161,
    name: 'Arbitrum',
    publicRpcUrl: 'https://arb1.arbitrum.io/rpc',
    explorerUrl: 'https://arbiscan.io',
    logoUrl: 'https://assets.example-cdn.org/chains/arbitrum.svg',
    spokePool: SPOKE_POOL.arbitrum,
    spokePoolBlock: 83868041,
    inputTokens: arbitrumTokens,
    outputTokens: arbitrumTokens,
  },
] satisfies z.input<typeof chainsResponse>;
