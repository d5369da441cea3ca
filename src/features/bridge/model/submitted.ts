// What the page hands to the app after a successful submit: enough to record the transfer
// locally and open its tracker (the app composes that with the transfers feature).
import type {
  GaslessQuoteResponse,
  GaslessSubmitResponse,
} from '../../../contract/schemas/gasless';
import type { QuoteResponse } from '../../../contract/schemas/v1-quotes';
import type { SignPlan } from '../signing/plan';
import type { FlowOutcome } from '../signing/submit-flow';

/** A signing plan that went through, with the service's answer. */
export interface Submitted {
  plan: SignPlan;
  outcome: Extract<FlowOutcome, { kind: 'submitted' }>;
}

/** USD per whole token, as the bridge showed them when the transfer was sent. */
export interface SubmittedPrices {
  input: string | null;
  output: string | null;
}

export type SubmittedTransfer = (
  | {
      kind: 'order';
      orderId: string;
      quote: QuoteResponse;
      /** The approval the wallet sent before the deposit, when one was needed. */
      approvalTxnRef?: string;
    }
  | {
      kind: 'deposit';
      originChainId: number;
      depositId: string;
      quote: GaslessQuoteResponse;
      response: GaslessSubmitResponse;
      parties: { depositor: string; recipient: string; refundAddress: string };
    }
) & { prices?: SubmittedPrices };

/** From the plan that was signed and the service's answer. */
export function toSubmitted({ plan, outcome }: Submitted): SubmittedTransfer {
  if (plan.kind === 'v1' || plan.kind === 'tx') {
    const approval = outcome.approvalTx?.hash;
    return {
      kind: 'order',
      orderId: plan.quote.quoteId,
      quote: plan.quote,
      ...(approval && { approvalTxnRef: approval }),
    };
  }
  const ref = outcome.ref.kind === 'deposit' ? outcome.ref : undefined;
  const { account, recipient, refundAddress } = plan.context;
  return {
    kind: 'deposit',
    originChainId: ref?.originChainId ?? plan.quote.inputToken.chainId,
    depositId: ref?.depositId ?? plan.quote.depositId,
    quote: plan.quote,
    response: outcome.gasless ?? { depositId: plan.quote.depositId, messageId: '' },
    parties: { depositor: account, recipient, refundAddress },
  };
}
