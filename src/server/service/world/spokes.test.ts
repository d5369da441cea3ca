// The embedded service places its contracts where the protocol's deployment records put them
// (src/contract/deployments), so what a sandbox quote asks a wallet to call is what a real one asks.
import { describe, expect, it } from 'vitest';
import {
  currentPeriphery,
  recordedContracts,
  recordedMulticallHandler,
  recordedSpokePool,
  SANDBOX_HYPERCORE_BRIDGE,
} from '../../../contract/deployments/trusted-contracts';
import { multicallHandler, peripheryAddress, spokePoolAddress, swapProxyAddress } from './spokes';
import { worldChainIds } from './tokens';

describe('the sandbox’s contracts are at the protocol’s addresses', () => {
  it.each(worldChainIds.filter((id) => id !== 1337))('on chain %i', (chainId) => {
    expect(spokePoolAddress(chainId)).toBe(recordedSpokePool(chainId));
    expect(peripheryAddress(chainId)).toBe(currentPeriphery(chainId));
    expect(multicallHandler(chainId)).toBe(recordedMulticallHandler(chainId));
  });

  it.each(worldChainIds.filter((id) => id !== 1337))(
    'the SwapProxy an origin swap runs in is the recorded one of the current periphery, on chain %i',
    (chainId) => {
      expect(recordedContracts(chainId).swapProxy.at(-1)).toBe(
        swapProxyAddress(chainId).toLowerCase(),
      );
    },
  );

  it('uses its own HyperCore bridge account, which the BFF trusts in front of it', () => {
    expect(spokePoolAddress(1337)).toBe(SANDBOX_HYPERCORE_BRIDGE);
  });
});
