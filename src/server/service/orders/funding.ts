// How a versioned quote is funded, and the actions that say so. By signature: the depositor signs
// the TransferAuthorization and the service sends the deposit. By transaction: the wallet sends
// the ERC-20 approvals of the spoke pool its allowance lacks and the spoke pool's deposit, whose
// calldata ends with the order id, so the service links the deposit it sees on chain to the quote.
import type { Hex } from 'viem';
import { Failure } from '../../../contract/failure';
import type { FundingMethod } from '../../../contract/schemas/v1-quotes';
import { encodeApproveCall, tagWithOrder } from '../../../contract/spoke-pool-calls';
import { encodeDeposit } from '../catalogue/deposit-calldata';
import { hasSignatureScheme } from '../chains/layout';
import { spokePoolAddress } from '../world/spokes';
import { approveAmounts, type WorldToken } from '../world/tokens';

/** The method asked for, or the token's default; a swap is funded by signature here. */
export function fundingMethod(
  asked: FundingMethod | undefined,
  input: WorldToken,
  isSwap: boolean,
): FundingMethod {
  if (asked === 'transaction' && isSwap) {
    throw new Failure(
      400,
      'INVALID_REQUEST',
      'A transfer that swaps is funded by signature on this service; leave funding out or send "signature"',
      'funding',
    );
  }
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
 * The approvals (for exactly the input amount; none for native ETH or an allowance that already
 * covers it; USDT's approve(0) first over a non-zero allowance) and the tagged deposit.
 */
export function transactionActions(d: DepositTransactionInput) {
  const chainId = d.input.chainId;
  const spokePool = spokePoolAddress(chainId);
  const deposit = tagWithOrder(
    encodeDeposit({
      depositor: d.refundAddress,
      recipient: d.recipient,
      input: d.input,
      output: d.output,
      inputAmount: d.inputAmount,
      outputAmount: d.outputAmount,
      quoteTimestamp: d.quoteTimestamp,
      fillDeadline: d.fillDeadline,
      message: '0x',
    }),
    d.orderId,
  );
  const approval = approveAmounts(d.input, d.allowance, d.inputAmount).map((amount, i, all) => ({
    kind: 'approval' as const,
    // The last one is "approval", as before; a reset to zero before it is "approval-reset".
    id: i === all.length - 1 ? 'approval' : 'approval-reset',
    chainId,
    token: d.input.address,
    spender: spokePool,
    amount: amount.toString(),
    transaction: {
      chainId,
      to: d.input.address,
      data: encodeApproveCall(spokePool, amount),
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
        to: spokePool,
        data: deposit,
        value: d.input.native ? d.inputAmount.toString() : '0',
      },
    },
  ];
}
