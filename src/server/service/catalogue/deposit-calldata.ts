// The calldata of the transactions a quote hands to the wallet, from the world's tokens: the
// ERC-20 approval of the spoke pool and the spoke pool's deposit (src/contract/spoke-pool-calls.ts
// defines both calls, for the service and the app alike).
import { zeroAddress, type Hex } from 'viem';
import { encodeApproveCall, encodeDepositCall } from '../../../contract/spoke-pool-calls';
import { tokensOn, type WorldToken } from '../world/tokens';

export { spokePoolAbi } from '../../../contract/spoke-pool-calls';

export interface DepositArgs {
  depositor: string;
  recipient: string;
  input: WorldToken;
  output: WorldToken;
  inputAmount: bigint;
  outputAmount: bigint;
  quoteTimestamp: number;
  fillDeadline: number;
  message: Hex;
}

/**
 * Spoke pools move ERC-20s: native ETH is deposited as the chain's wrapped token with msg.value,
 * and native output is named by its wrapped token (the relayer unwraps on delivery).
 */
export function contractToken(t: WorldToken): WorldToken {
  if (!t.native) return t;
  return tokensOn(t.chainId).find((w) => w.family === t.family && !w.native) ?? t;
}

export function encodeDeposit(a: DepositArgs): Hex {
  return encodeDepositCall({
    depositor: a.depositor as Hex,
    recipient: a.recipient as Hex,
    inputToken: contractToken(a.input).address,
    outputToken: contractToken(a.output).address,
    inputAmount: a.inputAmount,
    outputAmount: a.outputAmount,
    destinationChainId: a.output.chainId,
    exclusiveRelayer: zeroAddress, // no exclusive relayer
    quoteTimestamp: a.quoteTimestamp,
    fillDeadline: a.fillDeadline,
    exclusivityDeadline: 0,
    message: a.message,
  });
}

export const encodeApprove = (spender: string, amount: bigint): Hex =>
  encodeApproveCall(spender as Hex, amount);
