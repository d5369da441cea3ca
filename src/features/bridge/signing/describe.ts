// What the wallet will be asked to sign, in words, from the typed data itself (not from the
// quote panel): the rows the review shows before the wallet opens. Amounts are exact.
import { formatAmountDisplay } from '../../../contract/amounts';
import type { TokenRef } from '../../../contract/schemas/common';
import type { QuoteResponse } from '../../../contract/schemas/v1-quotes';
import { formatAbsoluteTime } from '../../../lib/time';
import { chainLabel } from '../model/route-options';
import { TERMS, type TermText } from '../model/terms';
import { HYPERCORE_DOMAIN, isPeriphery } from './allowlist';
import type { GaslessSignPlan } from './check-gasless';
import type { TransferSignPlan } from './check-transfer';
import { describeSwap } from './describe-swap';
import { readChainId, readUint } from './fields';

export interface SignRow {
  label: string;
  value: string;
  /** Addresses and ids: monospaced, wrapped anywhere. */
  mono?: boolean;
  /** What the value is, in words (e.g. whose contract an address is). */
  note?: string;
  /** The protocol term behind the label's or the note's plain words, for the hover. */
  labelTerm?: TermText;
  noteTerm?: TermText;
  /** Where the value can be checked (a contract on its chain's explorer). */
  href?: string;
}

export interface SignSection {
  title: string;
  rows: SignRow[];
}

const exact = (value: bigint | undefined, token: TokenRef) =>
  value === undefined
    ? 'unreadable'
    : `${formatAmountDisplay(value, token.decimals, token.decimals)} ${token.symbol}`;

const at = (unixSeconds: bigint | undefined) =>
  unixSeconds === undefined ? 'unknown' : formatAbsoluteTime(Number(unixSeconds) * 1000);

const text = (v: unknown) => (typeof v === 'string' || typeof v === 'number' ? String(v) : '—');

function domainRows(
  plan: { typedData: { domain: Record<string, unknown> } },
  contractNote: string,
  noteTerm?: TermText,
): SignRow[] {
  const d = plan.typedData.domain;
  const chainId = readChainId(d.chainId);
  return [
    { label: 'Signed for', value: `${text(d.name)}, version ${text(d.version)}` },
    {
      label: 'Network',
      value: chainId === undefined ? 'not stated' : `${chainLabel(chainId)} (chain ${chainId})`,
    },
    {
      label: 'Contract',
      value: text(d.verifyingContract),
      mono: true,
      note: contractNote,
      ...(noteTerm && { noteTerm }),
    },
  ];
}

export function describeTransfer(plan: TransferSignPlan, quote: QuoteResponse): SignSection[] {
  const m = plan.typedData.message;
  const origin = chainLabel(plan.chainId);
  const destination = chainLabel(readChainId(m.destinationChainId) ?? 0);
  const swap = describeSwap(quote);
  return [
    {
      title: 'You authorise this transfer',
      rows: [
        {
          label: 'You send',
          value: `${exact(readUint(m.inputAmount), quote.inputToken)} on ${origin}`,
        },
        { label: 'From your wallet', value: text(m.depositor), mono: true },
        {
          // A swap's signed output is the expected amount; its minimum is in the swap section.
          label: swap ? 'Recipient expects' : 'Recipient receives at least',
          value: `${exact(readUint(m.outputAmount), quote.outputToken)} on ${destination}`,
        },
        { label: 'Recipient', value: text(m.recipient), mono: true },
        {
          label: 'If not delivered',
          value: `Refunded on ${origin} to the address below, after the fill deadline (${at(readUint(m.fillDeadline))})`,
        },
        { label: 'Refund address', value: text(m.refundAddress), mono: true },
        { label: 'Valid until', value: formatAbsoluteTime(quote.expiresAt) },
      ],
    },
    ...(swap ? [swap] : []),
    {
      title: 'Signature details',
      rows: [
        ...domainRows(
          plan,
          `The bridge contract on ${origin}, on Ferry’s allowlist`,
          TERMS.spokePool,
        ),
        { label: 'Type', value: plan.typedData.primaryType },
        { label: 'Order', value: text(m.orderId), mono: true },
      ],
    },
  ];
}

export function describeGasless(plan: GaslessSignPlan): SignSection[] {
  const q = plan.quote;
  return plan.steps.map((step, index) => {
    const m = step.typedData.message;
    const title =
      plan.steps.length > 1
        ? `Signature ${index + 1} of ${plan.steps.length}`
        : 'You authorise this payment';
    if (step.typedData.primaryType === 'ReceiveWithAuthorization') {
      const origin = chainLabel(plan.chainId);
      return {
        title,
        rows: [
          {
            label: 'The bridge contract may take',
            labelTerm: TERMS.spokePool,
            value: `${exact(readUint(m.value), q.inputToken)} on ${origin}`,
          },
          { label: 'From your wallet', value: text(m.from), mono: true },
          {
            label: 'Paid to',
            value: text(m.to),
            mono: true,
            note: isPeriphery(plan.chainId, m.to)
              ? `The bridge’s deposit contract (its periphery) on ${origin}: it deposits into the bridge for you`
              : `The bridge contract on ${origin}`,
            noteTerm: TERMS.spokePool,
          },
          {
            label: 'Then it delivers about',
            value: `${exact(BigInt(q.expectedOutputAmount), q.outputToken)} on ${chainLabel(q.outputToken.chainId)}`,
          },
          { label: 'Valid until', value: at(readUint(m.validBefore)) },
          ...domainRows(step, `The ${q.inputToken.symbol} token contract you chose`),
        ],
      };
    }
    const rows: SignRow[] =
      step.typedData.primaryType === 'HyperliquidTransaction:ApproveBuilderFee'
        ? [
            { label: 'Approve a fee of at most', value: text(m.maxFeeRate) },
            { label: 'Fee collector', value: text(m.builder), mono: true },
          ]
        : [
            { label: 'Send from HyperCore', value: `${text(m.amount)} ${q.inputToken.symbol}` },
            { label: 'To the bridge account', value: text(m.destination), mono: true },
          ];
    const note = `No contract: HyperCore actions are signed on chain ${HYPERCORE_DOMAIN.chainId}`;
    return { title, rows: [...rows, ...domainRows(step, note)] };
  });
}
