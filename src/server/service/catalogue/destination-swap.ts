// A swap after the bridge runs in the destination's multicall handler, as the real service
// encodes it: the handler lets the leg's router take the bridged tokens the fill brought, swaps
// them (at least the leg's minimum) straight to the recipient, and drains anything left of the
// bridged token to the recipient. Should a call fail, the handler sends the bridged tokens to the
// fallback recipient, the recipient too (encodeActions' fallback).
import { encodeFunctionData, erc20Abi, type Hex } from 'viem';
import { handlerAbi } from '../../../contract/handler-message';
import type { HandlerCallData } from './actions';
import { dexAddresses } from '../world/spokes';
import { contractToken } from './deposit-calldata';
import { encodeRouterSwap } from './periphery-calldata';
import type { PlannedLeg } from './swap-plan';

export function destinationSwapCalls(
  leg: PlannedLeg,
  recipient: Hex,
  handler: Hex,
  deadline: number,
): HandlerCallData[] {
  const router = dexAddresses(leg.tokenIn.chainId, leg.source).router;
  const bridged = contractToken(leg.tokenIn).address;
  return [
    {
      target: bridged,
      callData: encodeFunctionData({
        abi: erc20Abi,
        functionName: 'approve',
        args: [router, leg.inputAmount],
      }),
      value: 0n,
    },
    {
      target: router,
      // Native output: the router unwraps and pays the recipient in the native coin.
      callData: encodeRouterSwap(leg, recipient, deadline, leg.tokenOut.native),
      value: 0n,
    },
    {
      target: handler,
      callData: encodeFunctionData({
        abi: handlerAbi,
        functionName: 'drainLeftoverTokens',
        args: [bridged, recipient],
      }),
      value: 0n,
    },
  ];
}
