// How a versioned quote is funded, and the actions that say so. By signature: the depositor signs
// the TransferAuthorization and the service sends the deposit. By transaction: the wallet sends
// the ERC-20 approvals its allowance lacks and the call that deposits (the spoke pool's deposit,
// or for a swap the call the swap API builds: the periphery's swapAndBridge, or a deposit to the
// destination's multicall handler), whose calldata ends with the order id, so the service links
// the deposit it sees on chain to the quote.
import type { Hex } from 'viem';
import type { FundingMethod } from '../../../contract/schemas/v1-quotes';
import { encodeApproveCall, tagWithOrder } from '../../../contract/spoke-pool-calls';
import { encodeDeposit } from '../catalogue/deposit-calldata';
import { hasSignatureScheme } from '../chains/layout';
import { encodeDepositNative } from '../catalogue/periphery-calldata';
import { peripheryAddress, spokePoolAddress } from '../world/spokes';
import { approveAmounts, type WorldToken } from '../world/tokens';

/** The method asked for, or the token's default; a swap is funded by signature unless asked. */
export function fundingMethod(
  asked: FundingMethod | undefined,
  input: WorldToken,
  isSwap: boolean,
): FundingMethod {
  if (asked) return asked;
  return isSwap || hasSignatureScheme(input) ? 'signature' : 'transaction';
}

export interface DepositTransactionInput {
  orderId: Hex;
  input: WorldToken;
  output: WorldToken;
  inputAmount: bigint;
  outputAmount: bigint;
  /** Refunds go to the deposit's depositor, so the refund address takes that place. */
  refundAddress: string;
  recipient: string;
  quoteTimestamp: number;
  fillDeadline: number;
  /** The depositor's allowance of the spoke pool now; 0 where it cannot be read. */
  allowance: bigint;
}

/**
 * The call a wallet makes for a bridge without a swap, as the real service asks it: the spoke
 * pool's deposit, or for native ETH the periphery's depositNative with the value.
 */
export function depositCall(d: Omit<DepositTransactionInput, 'orderId' | 'allowance'>) {
  const spokePool = spokePoolAddress(d.input.chainId);
  const args = {
    depositor: d.refundAddress,
    recipient: d.recipient,
    input: d.input,
    output: d.output,
    inputAmount: d.inputAmount,
    outputAmount: d.outputAmount,
    quoteTimestamp: d.quoteTimestamp,
    fillDeadline: d.fillDeadline,
    message: '0x' as const,
  };
  if (d.input.native) {
    return { to: peripheryAddress(d.input.chainId), data: encodeDepositNative(spokePool, args) };
  }
  return { to: spokePool, data: encodeDeposit(args) };
}

export interface WalletCall {
  orderId: Hex;
  input: WorldToken;
  inputAmount: bigint;
  /** The contract called (the spoke pool or its periphery), which the approvals are for. */
  to: Hex;
  data: Hex;
  /** The depositor's allowance of `to` now; 0 where it cannot be read. */
  allowance: bigint;
}

/**
 * The approvals of the called contract (for exactly the input amount; none for native ETH or an
 * allowance that already covers it; USDT's approve(0) first over a non-zero allowance) and the
 * call itself, tagged with the order id.
 */
export function walletActions(w: WalletCall) {
  const chainId = w.input.chainId;
  const approval = approveAmounts(w.input, w.allowance, w.inputAmount).map((amount, i, all) => ({
    kind: 'approval' as const,
    // The last one is "approval", as before; a reset to zero before it is "approval-reset".
    id: i === all.length - 1 ? 'approval' : 'approval-reset',
    chainId,
    token: w.input.address,
    spender: w.to,
    amount: amount.toString(),
    transaction: {
      chainId,
      to: w.input.address,
      data: encodeApproveCall(w.to, amount),
      value: '0',
    },
  }));
  return [
    ...approval,
    {
      kind: 'send_transaction' as const,
      id: 'deposit',
      chainId,
      transaction: {
        chainId,
        to: w.to,
        data: tagWithOrder(w.data, w.orderId),
        value: w.input.native ? w.inputAmount.toString() : '0',
      },
    },
  ];
}

/** The approvals and the tagged spoke-pool deposit of a bridge without a swap. */
export function transactionActions(d: DepositTransactionInput) {
  const { to, data } = depositCall(d);
  return walletActions({ ...d, to, data });
}
