// What the wallet will be asked to sign, in words, from the typed data itself (not from the
// quote panel): the rows the review shows before the wallet opens. Amounts are exact.
import type { TokenRef } from '../../../contract/schemas/common';
import type { QuoteResponse } from '../../../contract/schemas/v1-quotes';
import { chainLabel } from '../model/route-options';
import { TERMS, type TermText } from '../model/terms';
import { HYPERCORE_DOMAIN, isPeriphery } from './allowlist';
import type { GaslessSignPlan } from './check-gasless';
import type { TransferSignPlan } from './check-transfer';
import { describeSwap } from './describe-swap';
import { readChainId, readUint } from './fields';
import {
  exactAmount,
  figure,
  phrase,
  type Figure,
  type LeftToRight,
  type Phrase,
  type PhraseValue,
} from '../model/messages';
import { DESCRIBE } from './describe-messages';

export interface SignRow {
  label: Phrase;
  /** Words, or text shown as it is (an address, an id, a type name). */
  value: Phrase | LeftToRight | Figure | string;
  /** Addresses and ids: monospaced, wrapped anywhere. */
  mono?: boolean;
  /** What the value is, in words (e.g. whose contract an address is). */
  note?: Phrase;
  /** The protocol term behind the label's or the note's plain words, for the hover. */
  labelTerm?: TermText;
  noteTerm?: TermText;
  /** Where the value can be checked (a contract on its chain's explorer). */
  href?: string;
}

export interface SignSection {
  title: Phrase;
  rows: SignRow[];
}

const exact = (value: bigint | undefined, token: TokenRef) =>
  value === undefined ? phrase(DESCRIBE.unreadable) : exactAmount(value, token);

/** "25 USDC on Arbitrum One". */
const amountOn = (value: bigint | undefined, token: TokenRef, chain: PhraseValue) =>
  phrase(DESCRIBE.amountOn, { amount: exact(value, token), chain });

const at = (unixSeconds: bigint | undefined) =>
  unixSeconds === undefined
    ? phrase(DESCRIBE.unknown)
    : figure((f) => f.absoluteTime(Number(unixSeconds) * 1000));

const text = (v: unknown) => (typeof v === 'string' || typeof v === 'number' ? String(v) : '—');

function domainRows(
  plan: { typedData: { domain: Record<string, unknown> } },
  contractNote: Phrase,
  noteTerm?: TermText,
): SignRow[] {
  const d = plan.typedData.domain;
  const chainId = readChainId(d.chainId);
  return [
    {
      label: phrase(DESCRIBE.signedFor),
      value: phrase(DESCRIBE.signedForValue, { name: text(d.name), version: text(d.version) }),
    },
    {
      label: phrase(DESCRIBE.network),
      value:
        chainId === undefined
          ? phrase(DESCRIBE.notStated)
          : phrase(DESCRIBE.networkValue, { chain: chainLabel(chainId), chainId: String(chainId) }),
    },
    {
      label: phrase(DESCRIBE.contract),
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
      title: phrase(DESCRIBE.authoriseTransfer),
      rows: [
        {
          label: phrase(DESCRIBE.youSend),
          value: amountOn(readUint(m.inputAmount), quote.inputToken, origin),
        },
        { label: phrase(DESCRIBE.fromWallet), value: text(m.depositor), mono: true },
        {
          // A swap's signed output is the expected amount; its minimum is in the swap section.
          label: phrase(swap ? DESCRIBE.recipientExpects : DESCRIBE.recipientAtLeast),
          value: amountOn(readUint(m.outputAmount), quote.outputToken, destination),
        },
        { label: phrase(DESCRIBE.recipient), value: text(m.recipient), mono: true },
        {
          label: phrase(DESCRIBE.ifNotDelivered),
          value: phrase(DESCRIBE.refundedValue, {
            chain: origin,
            deadline: at(readUint(m.fillDeadline)),
          }),
        },
        { label: phrase(DESCRIBE.refundAddress), value: text(m.refundAddress), mono: true },
        {
          label: phrase(DESCRIBE.validUntil),
          value: figure((f) => f.absoluteTime(quote.expiresAt)),
        },
      ],
    },
    ...(swap ? [swap] : []),
    {
      title: phrase(DESCRIBE.signatureDetails),
      rows: [
        ...domainRows(plan, phrase(DESCRIBE.bridgeContractOn, { chain: origin }), TERMS.spokePool),
        { label: phrase(DESCRIBE.type), value: plan.typedData.primaryType },
        { label: phrase(DESCRIBE.order), value: text(m.orderId), mono: true },
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
        ? phrase(DESCRIBE.signatureNofM, { index: index + 1, total: plan.steps.length })
        : phrase(DESCRIBE.authorisePayment);
    if (step.typedData.primaryType === 'ReceiveWithAuthorization') {
      const origin = chainLabel(plan.chainId);
      return {
        title,
        rows: [
          {
            label: phrase(DESCRIBE.bridgeMayTake),
            labelTerm: TERMS.spokePool,
            value: amountOn(readUint(m.value), q.inputToken, origin),
          },
          { label: phrase(DESCRIBE.fromWallet), value: text(m.from), mono: true },
          {
            label: phrase(DESCRIBE.paidTo),
            value: text(m.to),
            mono: true,
            note: isPeriphery(plan.chainId, m.to)
              ? phrase(DESCRIBE.peripheryOn, { chain: origin })
              : phrase(DESCRIBE.bridgeContract, { chain: origin }),
            noteTerm: TERMS.spokePool,
          },
          {
            label: phrase(DESCRIBE.deliversAbout),
            value: amountOn(
              BigInt(q.expectedOutputAmount),
              q.outputToken,
              chainLabel(q.outputToken.chainId),
            ),
          },
          { label: phrase(DESCRIBE.validUntil), value: at(readUint(m.validBefore)) },
          ...domainRows(step, phrase(DESCRIBE.tokenContract, { symbol: q.inputToken.symbol })),
        ],
      };
    }
    const rows: SignRow[] =
      step.typedData.primaryType === 'HyperliquidTransaction:ApproveBuilderFee'
        ? [
            { label: phrase(DESCRIBE.approveFeeAtMost), value: text(m.maxFeeRate) },
            { label: phrase(DESCRIBE.feeCollector), value: text(m.builder), mono: true },
          ]
        : [
            {
              label: phrase(DESCRIBE.sendFromHyperCore),
              value: `${text(m.amount)} ${q.inputToken.symbol}`,
            },
            { label: phrase(DESCRIBE.toBridgeAccount), value: text(m.destination), mono: true },
          ];
    const note = phrase(DESCRIBE.hyperCoreNote, { chainId: String(HYPERCORE_DOMAIN.chainId) });
    return { title, rows: [...rows, ...domainRows(step, note)] };
  });
}
