// What the wallet will be asked to send, in words, from the decoded calls themselves (not from
// the quote panel): one section per transaction, then the network fee. Amounts are exact.
import { maxUint256 } from 'viem';
import { checksumAddress as checksum } from '../../../lib/checksum-address';
import { addressUrl as explorerAddressUrl } from '../../../lib/explorer-links';
import type { TokenRef } from '../../../contract/schemas/common';
import type { QuoteResponse } from '../../../contract/schemas/v1-quotes';
import { chainLabel } from '../model/route-options';
import { TERMS } from '../model/terms';
import type { TransactionPlan } from './check-transactions';
import type { SignSection } from './describe';
import { DESCRIBE } from './describe-messages';
import { arrivalRows, DESCRIBE_CALLS, originSwapRows, tagRows } from './describe-calls';
import { exactAmount, figure, phrase } from '../model/messages';

const exact = (value: bigint, token: Pick<TokenRef, 'decimals' | 'symbol'>) =>
  exactAmount(value, token);

const link = (chainId: number, address: string) => {
  const href = explorerAddressUrl(chainId, address);
  return href ? { href } : {};
};

export function describeTransactions(
  plan: TransactionPlan,
  quote: QuoteResponse,
  native: { symbol: string },
): SignSection[] {
  const origin = chainLabel(plan.chainId);
  const destination = chainLabel(plan.deposit.call.destinationChainId);
  const call = plan.deposit.call;
  const total = plan.approval ? 2 : 1;
  const sections: SignSection[] = [];
  if (plan.approval) {
    const a = plan.approval;
    const unlimited = a.amount === maxUint256;
    sections.push({
      title: phrase(DESCRIBE.txApprovalTitle, { symbol: quote.inputToken.symbol }),
      rows: [
        {
          label: phrase(DESCRIBE.allowUpTo),
          labelTerm: TERMS.approval,
          value: unlimited
            ? phrase(DESCRIBE.unlimited, { symbol: quote.inputToken.symbol })
            : exact(a.amount, quote.inputToken),
          ...(unlimited && { note: phrase(DESCRIBE.unlimitedNote) }),
          ...(!unlimited &&
            a.requested > a.amount && {
              note: phrase(DESCRIBE_CALLS.askedMore, {
                amount:
                  a.requested === maxUint256
                    ? phrase(DESCRIBE.unlimited, { symbol: quote.inputToken.symbol })
                    : exact(a.requested, quote.inputToken),
              }),
            }),
        },
        {
          label: phrase(DESCRIBE.takenBy),
          value: a.spender,
          mono: true,
          note:
            plan.deposit.call.contract === 'periphery'
              ? phrase(DESCRIBE.peripheryOn, { chain: origin })
              : phrase(DESCRIBE.bridgeContractOn, { chain: origin }),
          noteTerm: TERMS.spokePool,
          ...link(plan.chainId, a.spender),
        },
        {
          label: phrase(DESCRIBE.tokenContractLabel),
          value: a.token,
          mono: true,
          note: phrase(DESCRIBE.tokenOn, { symbol: quote.inputToken.symbol, chain: origin }),
          ...link(plan.chainId, a.token),
        },
        { label: phrase(DESCRIBE.skippedWhen), value: phrase(DESCRIBE.skippedWhenValue) },
      ],
    });
  }
  const value = plan.deposit.request.value;
  sections.push({
    title: phrase(DESCRIBE.txDepositTitle, { total: total === 2 ? 'two' : 'one' }),
    rows: [
      {
        label: phrase(DESCRIBE.youSend),
        // For a swap first, what the wallet gives is the swap's input.
        value: phrase(DESCRIBE.amountOn, {
          amount: exact(call.swap?.swapTokenAmount ?? call.inputAmount, quote.inputToken),
          chain: origin,
        }),
        ...(value > 0n && {
          note: phrase(DESCRIBE.sentAsValue, {
            amount: exact(value, { decimals: 18, symbol: native.symbol }),
          }),
        }),
      },
      {
        label: phrase(DESCRIBE.recipientAtLeast),
        value: phrase(DESCRIBE.amountOn, {
          amount: exact(
            plan.deposit.destination
              ? BigInt(quote.minOutputAmount ?? quote.outputAmount)
              : call.outputAmount,
            quote.outputToken,
          ),
          chain: destination,
        }),
      },
      { label: phrase(DESCRIBE.recipient), value: checksum(paidTo(plan)), mono: true },
      ...arrivalRows(plan.deposit.destination, quote),
      {
        label: phrase(DESCRIBE.ifNotDelivered),
        value: phrase(DESCRIBE.refundedValue, {
          chain: origin,
          deadline: figure((f) => f.absoluteTime(call.fillDeadline * 1000)),
        }),
      },
      {
        label: phrase(DESCRIBE.refundAddress),
        value: checksum(call.depositor ?? quote.depositor),
        mono: true,
      },
      {
        label: phrase(DESCRIBE.sentTo),
        value: plan.deposit.request.to,
        mono: true,
        note:
          call.contract === 'periphery'
            ? phrase(DESCRIBE.peripheryOn, { chain: origin })
            : phrase(DESCRIBE.bridgeContractOn, { chain: origin }),
        noteTerm: TERMS.spokePool,
        ...link(plan.chainId, plan.deposit.request.to),
      },
      ...originSwapRows(call, quote),
      // The function's own name, as the wallet shows it.
      { label: phrase(DESCRIBE.call), value: call.functionName, mono: true },
      ...tagRows(call),
      { label: phrase(DESCRIBE.order), value: plan.orderId, mono: true },
    ],
  });
  return sections;
}

/** Who the deposit pays: its recipient, or (through the handler) whom the handler's steps pay. */
function paidTo(plan: TransactionPlan): string {
  const steps = plan.deposit.destination?.calls ?? [];
  const pay = steps.find(
    (c) => c.kind === 'drain' || c.kind === 'transfer' || c.kind === 'sendNative',
  );
  return pay && 'to' in pay ? pay.to : plan.deposit.call.recipient;
}
