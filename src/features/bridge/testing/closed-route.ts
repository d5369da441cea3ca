// Capabilities with a route from a chain whose support ended (Scroll): it lists only WETH, and
// is closed like the chain.
import { capabilitiesFixture } from '../../../contract/testing/v1-capabilities';

const ended = capabilitiesFixture.chains.find((c) => c.chainId === 534352)!.reason;

export const closedRouteCapabilities = {
  ...capabilitiesFixture,
  routes: [
    ...capabilitiesFixture.routes,
    {
      originChainId: 534352,
      destinationChainId: 8453,
      status: 'unavailable',
      reason: ended,
      tokens: [
        {
          symbol: 'WETH',
          name: 'Wrapped Ether',
          priceUsd: '3000',
          input: {
            chainId: 534352,
            address: '0x5300000000000000000000000000000000000004',
            decimals: 18,
            symbol: 'WETH',
          },
          output: {
            chainId: 8453,
            address: '0x4200000000000000000000000000000000000006',
            decimals: 18,
            symbol: 'WETH',
          },
          status: 'unavailable',
          reason: ended,
          limits: { minInputAmount: '0', maxInputAmount: '0' },
        },
      ],
    },
  ],
} as typeof capabilitiesFixture;
