// The origin transaction a swap plan asks the wallet to send, as the real service picks it per
// flow: a swap first goes through the periphery's swapAndBridge, native ETH
// through its depositNative, an ERC-20 straight to the spoke pool's deposit. A destination swap
// (and any embedded action) is a deposit to the destination's multicall handler whose message
// makes the calls, with the recipient as fallback. The swap API and the versioned quote funded by
// transaction both send this call, so they ask for the same thing.
import type { Hex } from 'viem';
import { multicallHandler, peripheryAddress, spokePoolAddress } from '../world/spokes';
import { encodeActions, type SwapAction } from './actions';
import { encodeDeposit, type DepositArgs } from './deposit-calldata';
import { destinationSwapCalls } from './destination-swap';
import { encodeDepositNative, encodeSwapAndBridge } from './periphery-calldata';
import type { SwapPlan } from './swap-plan';

export interface SwapCallInput {
  /** Refunds go to the deposit's depositor, so the refund address takes that place. */
  refundTo: Hex;
  recipient: Hex;
  quoteTimestamp: number;
  fillDeadline: number;
  actions?: readonly SwapAction[];
}

export interface SwapCall {
  /** The contract called, which the approval is for: the periphery or the spoke pool. */
  to: Hex;
  data: Hex;
  spokePool: Hex;
  /** Who receives the bridge's fill: the recipient, or the multicall handler. */
  depositRecipient: Hex;
  message: Hex;
}

export function swapCall(plan: SwapPlan, c: SwapCallInput): SwapCall {
  const handler = multicallHandler(plan.output.chainId);
  const swapCalls = plan.destinationSwap
    ? destinationSwapCalls(plan.destinationSwap, c.recipient, handler, c.fillDeadline)
    : [];
  const actions = c.actions ?? [];
  const viaHandler = swapCalls.length + actions.length > 0;
  const message: Hex = viaHandler ? encodeActions(actions, c.recipient, swapCalls) : '0x';
  const depositRecipient: Hex = viaHandler ? handler : c.recipient;
  const spokePool = spokePoolAddress(plan.input.chainId);
  const periphery = peripheryAddress(plan.input.chainId);
  const deposit: DepositArgs = {
    depositor: c.refundTo,
    recipient: depositRecipient,
    input: plan.bridgeIn,
    output: plan.bridgeOut,
    inputAmount: plan.bridge.inputAmount,
    outputAmount: plan.bridge.outputAmount,
    quoteTimestamp: c.quoteTimestamp,
    fillDeadline: c.fillDeadline,
    message,
  };
  const [to, data] = plan.originSwap
    ? [periphery, encodeSwapAndBridge(spokePool, plan.originSwap, deposit)]
    : plan.input.native
      ? [periphery, encodeDepositNative(spokePool, deposit)]
      : [spokePool, encodeDeposit(deposit)];
  return { to, data, spokePool, depositRecipient, message };
}
