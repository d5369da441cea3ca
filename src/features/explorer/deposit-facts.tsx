// Every field of the single-deposit record, grouped the way a person asks about a transfer:
// amounts, parties, timing, references, and the advanced internals.
import { defineMessage, defineMessages, type IntlShape } from 'react-intl';
import type { TokenLookup } from '../../api/deposits-tokens';
import { chainLabel } from '../../components/deposit/chain-label';
import { ExplorerTxLink } from '../../components/deposit/ExplorerTxLink';
import type { Fact } from '../../components/deposit/FactList';
import { formatsFor, type Formats } from '../../lib/format';
import { leftToRight } from '../../lib/intl-locale';
import { RelativeTime } from '../../components/ui/RelativeTime';
import type { DepositDetail } from '../../contract/schemas/deposit';
import { CopyParty } from './deposit-columns';
import type { PartyName } from './column-labels';
import { Deadline } from './Deadline';
import { Jargon } from './terms';
import { deadlineEndings, outputLabel } from './deposit-ending';
import { keptLtr } from '../../components/deposit/message';

const messages = defineMessages({
  depositTxn: { id: 'explorer.facts.depositTxn', defaultMessage: 'Deposit transaction' },
  fillTxn: { id: 'explorer.facts.fillTxn', defaultMessage: 'Fill transaction' },
  refundTxn: { id: 'explorer.facts.refundTxn', defaultMessage: 'Refund transaction' },
  sweepTxn: { id: 'explorer.facts.sweepTxn', defaultMessage: 'Sweep transaction' },
  actionsTxn: { id: 'explorer.facts.actionsTxn', defaultMessage: 'Actions transaction' },
  none: { id: 'explorer.facts.none', defaultMessage: 'None' },
  yes: { id: 'explorer.facts.yes', defaultMessage: 'Yes' },
  no: { id: 'explorer.facts.no', defaultMessage: 'No' },
});

const amountOn = defineMessage<{ amount: string; chain: string }>({
  id: 'explorer.facts.amountOn',
  defaultMessage: '{amount} on {chain}',
});
const withUsdMessage = defineMessage<{ amount: string; usd: string }>({
  id: 'explorer.facts.withUsd',
  defaultMessage: '{amount} ({usd})',
});
const emptyMessage = defineMessage<{ value: string }>({
  id: 'explorer.facts.emptyMessage',
  defaultMessage: '{value} (empty)',
});

const label = defineMessages({
  inputToken: { id: 'explorer.facts.inputToken', defaultMessage: 'Input token' },
  outputToken: { id: 'explorer.facts.outputToken', defaultMessage: 'Output token' },
  bridgeFee: { id: 'explorer.facts.bridgeFee', defaultMessage: 'Bridge fee' },
  gasTokenPrice: { id: 'explorer.facts.gasTokenPrice', defaultMessage: 'Gas token price' },
  swapFee: { id: 'explorer.facts.swapFee', defaultMessage: 'Swap fee' },
  swapToken: { id: 'explorer.facts.swapToken', defaultMessage: 'Swap token' },
  swapTokenAmount: { id: 'explorer.facts.swapTokenAmount', defaultMessage: 'Swap token amount' },
  swapOutputToken: { id: 'explorer.facts.swapOutputToken', defaultMessage: 'Swap output token' },
  swapOutputAmount: { id: 'explorer.facts.swapOutputAmount', defaultMessage: 'Swap output amount' },
  actionsTargetAmount: {
    id: 'explorer.facts.actionsTargetAmount',
    defaultMessage: 'Actions target amount',
  },
  depositor: { id: 'explorer.facts.depositor', defaultMessage: 'Depositor' },
  recipient: { id: 'explorer.facts.recipient', defaultMessage: 'Recipient' },
  refundAddress: { id: 'explorer.facts.refundAddress', defaultMessage: 'Refund address' },
  actionsRecipient: { id: 'explorer.facts.actionsRecipient', defaultMessage: 'Actions recipient' },
  quoteTime: { id: 'explorer.facts.quoteTime', defaultMessage: 'Quote time' },
  deposited: { id: 'explorer.facts.deposited', defaultMessage: 'Deposited' },
  filled: { id: 'explorer.facts.filled', defaultMessage: 'Filled' },
  actionsExecuted: { id: 'explorer.facts.actionsExecuted', defaultMessage: 'Actions executed' },
  deposit: { id: 'explorer.facts.deposit', defaultMessage: 'Deposit' },
  fill: { id: 'explorer.facts.fill', defaultMessage: 'Fill' },
  swap: { id: 'explorer.facts.swap', defaultMessage: 'Swap' },
  depositId: { id: 'explorer.facts.depositId', defaultMessage: 'Deposit id' },
  originChainId: { id: 'explorer.facts.originChainId', defaultMessage: 'Origin chain id' },
  destinationChainId: {
    id: 'explorer.facts.destinationChainId',
    defaultMessage: 'Destination chain id',
  },
  depositAddress: { id: 'explorer.facts.depositAddress', defaultMessage: 'Deposit address' },
  depositBlock: { id: 'explorer.facts.depositBlock', defaultMessage: 'Deposit block' },
  fillBlock: { id: 'explorer.facts.fillBlock', defaultMessage: 'Fill block' },
  actionsSucceeded: { id: 'explorer.facts.actionsSucceeded', defaultMessage: 'Actions succeeded' },
  sent: { id: 'explorer.facts.sent', defaultMessage: 'Sent' },
  fillDeadline: { id: 'explorer.facts.fillDeadline', defaultMessage: 'Fill deadline' },
  refund: { id: 'explorer.facts.refund', defaultMessage: 'Refund' },
  actions: { id: 'explorer.facts.actions', defaultMessage: 'Actions' },
});

const mono = (v: string | number | null | undefined) =>
  v === null || v === undefined || v === '' ? undefined : (
    <span className="font-mono text-xs break-all">{String(v)}</span>
  );
const party = (v: string | null | undefined, role: PartyName) =>
  v ? <CopyParty value={v} role={role} /> : undefined;
const time = (v: string | null | undefined) => (v ? <RelativeTime value={v} /> : undefined);
const scalar = (v: unknown) =>
  v === null || v === undefined || v === '' ? undefined : mono(String(v));

/**
 * A USD figure the service computed, in the page's language, kept left to right (bidi would
 * write Intl's Arabic "US$" as "$US"); none for an empty or odd value.
 */
const usd = (f: Formats, v: unknown) =>
  typeof v === 'number' || (typeof v === 'string' && v)
    ? leftToRight(f.usdValue(v), f.locale)
    : undefined;

function withUsd(t: IntlShape, text: string, usdText: string | undefined) {
  return usdText
    ? t.formatMessage(withUsdMessage, { amount: text, ...keptLtr(t, { usd: usdText }) })
    : text;
}

/** A yes/no from the service in words; any other value as it came. */
function yesNo(t: IntlShape, v: unknown) {
  if (v === true || v === 'true') return t.formatMessage(messages.yes);
  if (v === false || v === 'false') return t.formatMessage(messages.no);
  return scalar(v);
}

export function amountFacts(t: IntlShape, d: DepositDetail, tokens: TokenLookup): Fact[] {
  const f = formatsFor(t);
  const inTok = tokens(d.originChainId, d.inputToken);
  const outTok = tokens(d.destinationChainId, d.outputToken);
  // The amount comes kept left to right already; the chain's name is isolated here.
  const on = (amount: string, chainId: number) =>
    t.formatMessage(amountOn, { amount, ...keptLtr(t, { chain: chainLabel(chainId, t) }) });
  return [
    [
      t.formatMessage(label.sent),
      withUsd(
        t,
        on(f.tokenAmount(d.inputAmount, inTok), d.originChainId),
        inTok && f.usdAmount(d.inputAmount, inTok.decimals, d.inputPriceUsd ?? inTok.priceUsd),
      ),
    ],
    [
      t.formatMessage(outputLabel(d)),
      withUsd(
        t,
        on(f.tokenAmount(d.outputAmount, outTok), d.destinationChainId),
        outTok && f.usdAmount(d.outputAmount, outTok.decimals, d.outputPriceUsd ?? outTok.priceUsd),
      ),
    ],
    [t.formatMessage(label.inputToken), mono(d.inputToken)],
    [t.formatMessage(label.outputToken), mono(d.outputToken)],
    [t.formatMessage(label.bridgeFee), usd(f, d.bridgeFeeUsd)],
    [
      <Jargon of="fillGasFee" />,
      // In the destination's gas token, whose decimals the record does not give: base units.
      d.fillGasFee
        ? withUsd(t, f.tokenAmount(String(d.fillGasFee), undefined), usd(f, d.fillGasFeeUsd))
        : undefined,
    ],
    [t.formatMessage(label.gasTokenPrice), usd(f, d.fillGasTokenPriceUsd)],
    [t.formatMessage(label.swapFee), usd(f, d.swapFeeUsd) ?? scalar(d.swapFeeUsd)],
    [t.formatMessage(label.swapToken), scalar(d.swapToken)],
    [t.formatMessage(label.swapTokenAmount), scalar(d.swapTokenAmount)],
    [t.formatMessage(label.swapOutputToken), mono(d.swapOutputToken)],
    [t.formatMessage(label.swapOutputAmount), scalar(d.swapOutputTokenAmount)],
    [t.formatMessage(label.actionsTargetAmount), scalar(d.actionsTargetAmount)],
  ];
}

export function partyFacts(t: IntlShape, d: DepositDetail): Fact[] {
  return [
    [t.formatMessage(label.depositor), party(d.depositor, 'depositor')],
    [t.formatMessage(label.recipient), party(d.recipient, 'recipient')],
    [t.formatMessage(label.refundAddress), party(d.depositRefundAddress, 'refundAddress')],
    [<Jargon of="exclusiveRelayer" />, party(d.exclusiveRelayer, 'exclusiveRelayer')],
    [<Jargon of="relayer" />, party(d.relayer, 'relayer')],
    [t.formatMessage(label.actionsRecipient), party(d.actionsTargetRecipient, 'actionsRecipient')],
  ];
}

export function timingFacts(t: IntlShape, d: DepositDetail, now: number): Fact[] {
  const ended = deadlineEndings(d);
  return [
    [t.formatMessage(label.quoteTime), time(d.quoteTimestamp)],
    [t.formatMessage(label.deposited), time(d.depositBlockTimestamp)],
    [
      t.formatMessage(label.fillDeadline),
      d.fillDeadline ? <Deadline at={d.fillDeadline} now={now} settled={ended?.fill} /> : undefined,
    ],
    [
      <Jargon of="exclusivityDeadline" />,
      d.exclusivityDeadline ? (
        <Deadline at={d.exclusivityDeadline} now={now} settled={ended?.exclusivity} />
      ) : undefined,
    ],
    [t.formatMessage(label.filled), time(d.fillBlockTimestamp)],
    [t.formatMessage(label.actionsExecuted), time(d.actionsTargetBlockTimestamp)],
  ];
}

function txLink(chainId: number | null | undefined, ref: string | null | undefined, label: string) {
  if (!ref) return undefined;
  if (!chainId) return mono(ref);
  return <ExplorerTxLink tx={{ chainId, txnRef: ref }} label={label} />;
}

export function referenceFacts(t: IntlShape, d: DepositDetail): Fact[] {
  return [
    [
      t.formatMessage(label.deposit),
      txLink(d.originChainId, d.depositTxnRef, t.formatMessage(messages.depositTxn)),
    ],
    [
      t.formatMessage(label.fill),
      txLink(d.destinationChainId, d.fillTxnRef, t.formatMessage(messages.fillTxn)),
    ],
    [
      t.formatMessage(label.refund),
      txLink(
        d.originChainId,
        d.depositRefundTxnRef ?? d.depositRefundTxHash,
        t.formatMessage(messages.refundTxn),
      ),
    ],
    [
      <Jargon of="sweep" />,
      txLink(d.originChainId, d.sweepTxnRef, t.formatMessage(messages.sweepTxn)),
    ],
    [t.formatMessage(label.swap), scalar(d.swapTransactionHash)],
    [
      t.formatMessage(label.actions),
      txLink(
        d.actionsTargetChainId ?? d.destinationChainId,
        d.actionsTargetTxnRef,
        t.formatMessage(messages.actionsTxn),
      ),
    ],
  ];
}

export function advancedFacts(t: IntlShape, d: DepositDetail): Fact[] {
  return [
    [t.formatMessage(label.depositId), mono(d.depositId)],
    [t.formatMessage(label.originChainId), mono(d.originChainId)],
    [t.formatMessage(label.destinationChainId), mono(d.destinationChainId)],
    [<Jargon of="relayHash" />, mono(d.relayHash)],
    [<Jargon of="messageHash" />, mono(d.messageHash)],
    [
      <Jargon of="message" />,
      mono(d.message === '0x' ? t.formatMessage(emptyMessage, { value: '0x' }) : d.message),
    ],
    [t.formatMessage(label.depositAddress), mono(d.depositAddress)],
    [t.formatMessage(label.depositBlock), mono(d.depositBlockNumber)],
    [t.formatMessage(label.fillBlock), mono(d.fillBlockNumber)],
    [t.formatMessage(label.actionsSucceeded), yesNo(t, d.actionsSucceeded)],
    [
      <Jargon of="speedups" />,
      d.speedups?.length ? mono(JSON.stringify(d.speedups)) : t.formatMessage(messages.none),
    ],
  ];
}
