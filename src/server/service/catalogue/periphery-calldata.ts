// The periphery calls a swap quote asks the wallet to make, with the ABI of the periphery the
// sandbox runs (@across-protocol/contracts 5.0.27, chains/contracts/generated):
//   depositNative  native ETH in: the periphery deposits msg.value into the spoke pool as WETH;
//   swapAndBridge  a swap before the bridge: the periphery hands the input to its SwapProxy,
//                  which runs the router calldata on the sandbox DEX, and deposits what it yields
//                  (reverting below the leg's minimum).
import { encodeFunctionData, padHex, zeroAddress, type Hex } from 'viem';
import { spokePoolPeripheryAbi } from '../chains/contracts/generated/SpokePoolPeriphery';
import { uniswapV2Router02Abi } from '../chains/contracts/generated/UniswapV2Router02';
import { dexAddresses, swapProxyAddress } from '../world/spokes';
import { outputAtMinimum } from '../../../contract/periphery-calls';
import { contractToken, type DepositArgs } from './deposit-calldata';
import type { PlannedLeg } from './swap-plan';

export { outputAtMinimum };

const word = (address: string) => padHex(address as Hex, { size: 32 });

/** The SwapProxy hands the router its input by approval (the periphery's TransferType.Approval). */
const TRANSFER_TYPE_APPROVAL = 0;

export function encodeDepositNative(spokePool: Hex, a: DepositArgs): Hex {
  return encodeFunctionData({
    abi: spokePoolPeripheryAbi,
    functionName: 'depositNative',
    args: [
      spokePool,
      a.depositor as Hex,
      word(a.recipient),
      contractToken(a.input).address,
      a.inputAmount,
      word(contractToken(a.output).address),
      a.outputAmount,
      BigInt(a.output.chainId),
      word(zeroAddress), // no exclusive relayer
      a.quoteTimestamp,
      a.fillDeadline,
      0,
      a.message,
    ],
  });
}

/** A v2 router's exact-input swap along the leg's path, paying `to`, valid until `deadline`. */
export function encodeRouterSwap(
  leg: PlannedLeg,
  to: Hex,
  deadline: number,
  toNative = false,
): Hex {
  return encodeFunctionData({
    abi: uniswapV2Router02Abi,
    functionName: toNative ? 'swapExactTokensForETH' : 'swapExactTokensForTokens',
    args: [
      leg.inputAmount,
      leg.minOutputAmount,
      leg.path.map((t) => t.address),
      to,
      BigInt(deadline),
    ],
  });
}

/**
 * swapAndBridge of the leg's input: the SwapProxy swaps it on the leg's DEX and the periphery
 * deposits the whole yield (at least the leg's minimum), asking an output in proportion to it, as
 * the real service sends it. A fixed output priced at the expected yield would ask more than the
 * deposit is worth whenever the pool moves between the quote and the swap, and the relayer would
 * never fill it.
 */
export function encodeSwapAndBridge(spokePool: Hex, leg: PlannedLeg, a: DepositArgs): Hex {
  const chainId = leg.tokenIn.chainId;
  const swapProxy = swapProxyAddress(chainId);
  return encodeFunctionData({
    abi: spokePoolPeripheryAbi,
    functionName: 'swapAndBridge',
    args: [
      {
        submissionFees: { amount: 0n, recipient: zeroAddress },
        depositData: {
          inputToken: contractToken(a.input).address,
          outputToken: word(contractToken(a.output).address),
          outputAmount: outputAtMinimum(a.outputAmount, leg.outputAmount, leg.minOutputAmount),
          depositor: a.depositor as Hex,
          recipient: word(a.recipient),
          destinationChainId: BigInt(a.output.chainId),
          exclusiveRelayer: word(zeroAddress),
          quoteTimestamp: a.quoteTimestamp,
          fillDeadline: a.fillDeadline,
          exclusivityParameter: 0,
          message: a.message,
        },
        swapToken: contractToken(leg.tokenIn).address,
        exchange: dexAddresses(chainId, leg.source).router,
        transferType: TRANSFER_TYPE_APPROVAL,
        swapTokenAmount: leg.inputAmount,
        minExpectedInputTokenAmount: leg.minOutputAmount,
        routerCalldata: encodeRouterSwap(leg, swapProxy, a.fillDeadline),
        enableProportionalAdjustment: true,
        spokePool,
        nonce: 0n,
      },
    ],
  });
}
