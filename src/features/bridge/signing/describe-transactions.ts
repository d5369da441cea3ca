// What the wallet will be asked to send, in words, from the decoded calls themselves (not from
// the quote panel): one section per transaction, then the network fee. Amounts are exact.
import { maxUint256 } from 'viem';
import { formatAmountDisplay } from '../../../contract/amounts';
import { explorerAddressUrl } from '../../../contract/chains';
import type { TokenRef } from '../../../contract/schemas/common';
import type { QuoteResponse } from '../../../contract/schemas/v1-quotes';
import { formatAbsoluteTime } from '../../../lib/time';
import { chainLabel } from '../model/route-options';
import { TERMS } from '../model/terms';
import type { TransactionPlan } from './check-transactions';
import type { SignSection } from './describe';

const exact = (value: bigint, token: Pick<TokenRef, 'decimals' | 'symbol'>) =>
  `${formatAmountDisplay(value, token.decimals, token.decimals)} ${token.symbol}`;

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
      title: `Transaction 1 of 2: allow the bridge contract to take ${quote.inputToken.symbol}`,
      rows: [
        {
          label: 'Allow up to',
          labelTerm: TERMS.approval,
          value: unlimited
            ? `Unlimited ${quote.inputToken.symbol}`
            : exact(a.amount, quote.inputToken),
          ...(unlimited && {
            note: 'Until you revoke it, the contract may take any amount of this token from your wallet.',
          }),
        },
        {
          label: 'To be taken by',
          value: a.spender,
          mono: true,
          note: `The bridge contract on ${origin}, on Ferry’s allowlist`,
          noteTerm: TERMS.spokePool,
          ...link(plan.chainId, a.spender),
        },
        {
          label: 'Token contract',
          value: a.token,
          mono: true,
          note: `${quote.inputToken.symbol} on ${origin}`,
          ...link(plan.chainId, a.token),
        },
        { label: 'Skipped when', value: 'your wallet has already allowed this amount' },
      ],
    });
  }
  const value = plan.deposit.request.value;
  sections.push({
    title:
      total === 2
        ? 'Transaction 2 of 2: deposit into the bridge'
        : 'One transaction: deposit into the bridge',
    rows: [
      {
        label: 'You send',
        value: `${exact(call.inputAmount, quote.inputToken)} on ${origin}`,
        ...(value > 0n && {
          note: `Sent as the transaction’s value: ${exact(value, { decimals: 18, symbol: native.symbol })}`,
        }),
      },
      {
        label: 'Recipient receives at least',
        value: `${exact(call.outputAmount, quote.outputToken)} on ${destination}`,
      },
      { label: 'Recipient', value: call.recipient, mono: true },
      {
        label: 'If not delivered',
        value: `Refunded on ${origin} to the address below, after the fill deadline (${formatAbsoluteTime(call.fillDeadline * 1000)})`,
      },
      { label: 'Refund address', value: call.depositor, mono: true },
      {
        label: 'Sent to',
        value: plan.deposit.request.to,
        mono: true,
        note: `The bridge contract on ${origin}, on Ferry’s allowlist`,
        noteTerm: TERMS.spokePool,
        ...link(plan.chainId, plan.deposit.request.to),
      },
      { label: 'Call', value: 'deposit', mono: true },
      { label: 'Order', value: plan.orderId, mono: true },
    ],
  });
  return sections;
}
