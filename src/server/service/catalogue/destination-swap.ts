// A destination swap runs in the multicall handler: its first call swaps what the fill brought
// into the output token, bounded below by the leg's minimum (slippage), for the recipient.
import type { Hex } from 'viem';
import { dexAddresses } from '../world/spokes';
import type { SwapAction } from './actions';
import type { PlannedLeg } from './swap-plan';

export const DESTINATION_SWAP_SIGNATURE =
  'function swap(address tokenIn, address tokenOut, uint256 amountIn, uint256 minAmountOut, address recipient)';

export function destinationSwapAction(leg: PlannedLeg, recipient: Hex): SwapAction {
  return {
    target: dexAddresses(leg.tokenIn.chainId, leg.source).router,
    functionSignature: DESTINATION_SWAP_SIGNATURE,
    args: [
      { value: leg.tokenIn.address },
      { value: leg.tokenOut.address },
      { value: leg.inputAmount.toString() },
      { value: leg.minOutputAmount.toString() },
      { value: recipient },
    ],
    value: '0',
    isNativeTransfer: false,
    populateCallValueDynamically: false,
  };
}
