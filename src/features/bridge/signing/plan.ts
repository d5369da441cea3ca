// From the quote on screen and the form to a checked signing plan and its description.
import type { GaslessQuoteResponse } from '../../../contract/schemas/gasless';
import type { QuoteResponse } from '../../../contract/schemas/v1-quotes';
import type { TokenOption } from '../model/route-options';
import { checkGasless, type GaslessSignPlan } from './check-gasless';
import { getChain } from '../../../contract/chains';
import type { TransactionPlan } from './check-transactions';
import { checkTransferAuthorization, type TransferSignPlan } from './check-transfer';
import { describeGasless, describeTransfer, type SignSection } from './describe';
import type { TransactionReview } from './transaction-review';
import type { Checked } from './fields';
import { fundedByTransaction } from './funding';

export interface PlanContext {
  origin: number;
  destination: number;
  token: TokenOption;
  amount: bigint;
  account: string;
  recipient: string;
  refundAddress: string;
  /** What the quote panel showed as arriving. */
  outputAmount: bigint;
  now: number;
  /** The person chose an unlimited approval (off by default). */
  unlimitedApproval?: boolean;
}

interface PlanBase {
  context: PlanContext;
  sections: SignSection[];
}

export type SignPlan =
  | (PlanBase & { kind: 'v1'; quote: QuoteResponse; check: Checked<TransferSignPlan> })
  | (PlanBase & {
      kind: 'tx';
      quote: QuoteResponse;
      check: Checked<TransactionPlan>;
      /** The allowance on chain already covers the deposit: only the deposit will be sent. */
      approvalOnChain?: boolean;
    })
  | (PlanBase & { kind: 'gasless'; quote: GaslessQuoteResponse; check: Checked<GaslessSignPlan> });

const side = (t: { address: string; decimals: number; symbol: string }) => ({
  address: t.address,
  decimals: t.decimals,
  symbol: t.symbol,
});

/**
 * The checked plan for the quote on screen; null for a quote funded by transaction while the
 * transaction path (`review`) is still loading.
 */
export function planFor(
  raw: { kind: 'v1'; quote: QuoteResponse } | { kind: 'gasless'; quote: GaslessQuoteResponse },
  c: PlanContext,
  review?: TransactionReview,
): SignPlan | null {
  if (raw.kind === 'v1') {
    const expected = {
      originChainId: c.origin,
      destinationChainId: c.destination,
      depositor: c.account,
      recipient: c.recipient,
      refundAddress: c.refundAddress,
      inputToken: side(c.token.input),
      inputAmount: c.amount,
      outputToken: side(c.token.output),
      outputAmount: c.outputAmount,
      quoteId: raw.quote.quoteId,
    };
    if (fundedByTransaction(raw.quote)) {
      if (!review) return null;
      const check = review.checkTransactions(raw.quote, {
        ...expected,
        nowSec: Math.floor(c.now / 1000),
        unlimitedApproval: c.unlimitedApproval ?? false,
      });
      const native = { symbol: getChain(c.origin)?.nativeSymbol ?? 'ETH' };
      const sections = check.ok ? review.describeTransactions(check.plan, raw.quote, native) : [];
      return { kind: 'tx', quote: raw.quote, check, sections, context: c };
    }
    const check = checkTransferAuthorization(raw.quote, expected);
    const sections = check.ok ? describeTransfer(check.plan, raw.quote) : [];
    return { kind: 'v1', quote: raw.quote, check, sections, context: c };
  }
  const check = checkGasless(raw.quote, {
    originChainId: c.origin,
    depositor: c.account,
    recipient: c.recipient,
    inputToken: side(c.token.input),
    inputAmount: c.amount,
    now: c.now,
  });
  const sections = check.ok ? describeGasless(check.plan) : [];
  return { kind: 'gasless', quote: raw.quote, check, sections, context: c };
}

/**
 * The plan as the review shows it once the chain says the allowance already covers the deposit:
 * one transaction, the deposit. The flow still reads the allowance itself before sending.
 */
export function withApprovalOnChain(
  plan: SignPlan,
  allowance: bigint | undefined,
  review: TransactionReview | undefined,
): SignPlan {
  if (plan.kind !== 'tx' || !plan.check.ok || !review || allowance === undefined) return plan;
  const { approval } = plan.check.plan;
  if (!approval || allowance < approval.needed) return plan;
  const native = { symbol: getChain(plan.context.origin)?.nativeSymbol ?? 'ETH' };
  const deposit = { ...plan.check.plan, approval: undefined };
  return {
    ...plan,
    approvalOnChain: true,
    sections: review.describeTransactions(deposit, plan.quote, native),
  };
}

export { fundedByTransaction };
