// Accept and reject cases for the legacy bridge discovery rows (endpoints.ts: available routes
// and chains, what the official client's route and chain helpers read).
import type { EndpointId } from '../endpoints';
import { availableRoutesFixture, chainsFixture } from './bridge-discovery';
import { without, type EndpointCases } from './slot-cases';
import { INTEGRATOR_ID, USDC } from './values';

export const bridgeDiscoveryCases = {
  getAvailableRoutes: {
    query: {
      accept: [
        {},
        { destinationChainId: '8453', destinationToken: USDC.base, integratorId: INTEGRATOR_ID },
        { originChainId: '42161', originTokenSymbol: 'usdc' },
      ],
      reject: [
        { originChainId: '1.5' },
        { destinationChainId: '99999999999999999999' },
        { originToken: 'not-an-address' },
        { originTokenSymbol: 'US\u0000DC' },
        { integratorId: 'dead' },
      ],
    },
    response: {
      accept: [availableRoutesFixture, []],
      reject: [[without(availableRoutesFixture[0]!, 'originToken')], { routes: [] }],
    },
  },
  getChains: {
    query: {
      // String values only: the BFF's fuzz tests send these as they are (a repeated chainId is
      // covered by the schema's own tests).
      accept: [{}, { inputTokenSymbol: 'USDC' }, { chainId: '42161', omitTokens: 'true' }],
      reject: [{ omitTokens: 'yes' }, { chainId: '0' }, { inputTokenSymbol: 'X'.repeat(33) }],
    },
    response: {
      accept: [chainsFixture, []],
      reject: [
        [without(chainsFixture[0]!, 'spokePool')],
        [{ ...chainsFixture[0]!, inputTokens: null }],
      ],
    },
  },
} as const satisfies Partial<Record<EndpointId, EndpointCases>>;
