// Accept and reject cases for the legacy swap API's rows (endpoints.ts: tokens, approval,
// chains, sources).
import type { EndpointId } from '../endpoints';
import { swapChainsFixture, swapSourcesFixture, swapTokensFixture } from './legacy-swap';
import { without, type EndpointCases } from './slot-cases';
import {
  swapApprovalBodyFixture,
  swapApprovalFixture,
  swapApprovalQueryFixture,
  swapApprovalSwapFixture,
} from './swap-approval';
import { INTEGRATOR_ID } from './values';

export const swapApiCases = {
  getSwapTokens: {
    query: {
      accept: [{}, { chainId: '8453', integratorId: INTEGRATOR_ID }],
      reject: [{ chainId: 'base' }, { integratorId: 'dead' }],
    },
    response: {
      accept: [swapTokensFixture, []],
      reject: [{ tokens: swapTokensFixture }, [without(swapTokensFixture[0]!, 'symbol')]],
    },
  },
  getSwapApproval: {
    query: {
      accept: [swapApprovalQueryFixture, { ...swapApprovalQueryFixture, slippage: '0.005' }],
      reject: [
        { ...swapApprovalQueryFixture, amount: '-1' },
        { ...swapApprovalQueryFixture, slippage: '0.9' },
        { ...swapApprovalQueryFixture, tradeType: 'exactIn' },
        without(swapApprovalQueryFixture, 'depositor'),
      ],
    },
    response: {
      // The real service may leave swapTx and fees out: its own client's schema marks swapTx
      // optional, and fees are dropped when its fee calculation fails.
      accept: [
        swapApprovalFixture,
        swapApprovalSwapFixture,
        without(swapApprovalFixture, 'swapTx'),
        without(swapApprovalFixture, 'fees'),
      ],
      reject: [
        without(swapApprovalFixture, 'checks'),
        { ...swapApprovalFixture, swapTx: { chainId: swapApprovalFixture.swapTx.chainId } },
      ],
    },
  },
  postSwapApproval: {
    query: {
      accept: [swapApprovalQueryFixture],
      reject: [{ ...swapApprovalQueryFixture, originChainId: '1.5' }],
    },
    body: {
      accept: [swapApprovalBodyFixture],
      reject: [
        { actions: [] },
        // A native transfer carries no call; any other action needs a functionSignature.
        { actions: [{ ...swapApprovalBodyFixture.actions[0]!, isNativeTransfer: true }] },
        { actions: [{ target: swapApprovalBodyFixture.actions[0]!.target }] },
      ],
    },
    response: {
      accept: [swapApprovalFixture, swapApprovalSwapFixture],
      reject: [[swapApprovalFixture]],
    },
  },
  getSwapChains: {
    query: { accept: [{}, { integratorId: INTEGRATOR_ID }], reject: [{ integratorId: '0xf00d0' }] },
    response: { accept: [swapChainsFixture], reject: [[{ chainId: 1 }]] },
  },
  getSwapSources: {
    query: { accept: [{}, { chainId: '42161' }], reject: [{ chainId: '0' }] },
    response: { accept: [swapSourcesFixture], reject: [[1, 2], 'uniswap_v3'] },
  },
} as const satisfies Partial<Record<EndpointId, EndpointCases>>;
