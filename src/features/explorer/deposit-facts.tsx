// Every field of the single-deposit record, grouped the way a person asks about a transfer:
// amounts, parties, timing, references, and the advanced internals.
import type { TokenLookup } from '../../api/deposits-tokens';
import { chainLabel } from '../../components/deposit/chain-label';
import { ExplorerTxLink } from '../../components/deposit/ExplorerTxLink';
import type { Fact } from '../../components/deposit/FactList';
import { tokenAmount, usdAmount } from '../../lib/token-amount';
import { RelativeTime } from '../../components/ui/RelativeTime';
import { formatUsdValue } from '../../contract/amounts';
import type { DepositDetail } from '../../contract/schemas/deposit';
import { CopyValue } from '../../components/ui/CopyValue';
import { Deadline } from './Deadline';
import { deadlineEndings, outputLabel } from './deposit-ending';

const mono = (v: string | number | null | undefined) =>
  v === null || v === undefined || v === '' ? undefined : (
    <span className="font-mono text-xs break-all">{String(v)}</span>
  );
const party = (v: string | null | undefined, label: string) =>
  v ? <CopyValue value={v} label={label} /> : undefined;
const usd = (v: string | null | undefined) => (v ? formatUsdValue(v) : undefined);
const time = (v: string | null | undefined) => (v ? <RelativeTime value={v} /> : undefined);
const scalar = (v: unknown) =>
  v === null || v === undefined || v === '' ? undefined : mono(String(v));

function withUsd(text: string, usdText: string | undefined) {
  return usdText ? `${text} (${usdText})` : text;
}

export function amountFacts(d: DepositDetail, tokens: TokenLookup): Fact[] {
  const inTok = tokens(d.originChainId, d.inputToken);
  const outTok = tokens(d.destinationChainId, d.outputToken);
  return [
    [
      'Sent',
      withUsd(
        `${tokenAmount(d.inputAmount, inTok)} on ${chainLabel(d.originChainId)}`,
        inTok && usdAmount(d.inputAmount, inTok.decimals, d.inputPriceUsd ?? inTok.priceUsd),
      ),
    ],
    [
      outputLabel(d),
      withUsd(
        `${tokenAmount(d.outputAmount, outTok)} on ${chainLabel(d.destinationChainId)}`,
        outTok && usdAmount(d.outputAmount, outTok.decimals, d.outputPriceUsd ?? outTok.priceUsd),
      ),
    ],
    ['Input token', mono(d.inputToken)],
    ['Output token', mono(d.outputToken)],
    ['Bridge fee', usd(d.bridgeFeeUsd)],
    ['Fill gas fee', d.fillGasFee ? withUsd(d.fillGasFee, usd(d.fillGasFeeUsd)) : undefined],
    ['Gas token price', usd(d.fillGasTokenPriceUsd)],
    ['Swap fee', scalar(d.swapFeeUsd)],
    ['Swap token', scalar(d.swapToken)],
    ['Swap token amount', scalar(d.swapTokenAmount)],
    ['Swap output token', mono(d.swapOutputToken)],
    ['Swap output amount', scalar(d.swapOutputTokenAmount)],
    ['Actions target amount', scalar(d.actionsTargetAmount)],
  ];
}

export function partyFacts(d: DepositDetail): Fact[] {
  return [
    ['Depositor', party(d.depositor, 'depositor')],
    ['Recipient', party(d.recipient, 'recipient')],
    ['Refund address', party(d.depositRefundAddress, 'refund address')],
    ['Exclusive relayer', party(d.exclusiveRelayer, 'exclusive relayer')],
    ['Relayer', party(d.relayer, 'relayer')],
    ['Actions recipient', party(d.actionsTargetRecipient, 'actions recipient')],
  ];
}

export function timingFacts(d: DepositDetail, now: number): Fact[] {
  const ended = deadlineEndings(d);
  return [
    ['Quote time', time(d.quoteTimestamp)],
    ['Deposited', time(d.depositBlockTimestamp)],
    [
      'Fill deadline',
      d.fillDeadline ? <Deadline at={d.fillDeadline} now={now} settled={ended?.fill} /> : undefined,
    ],
    [
      'Exclusivity deadline',
      d.exclusivityDeadline ? (
        <Deadline at={d.exclusivityDeadline} now={now} settled={ended?.exclusivity} />
      ) : undefined,
    ],
    ['Filled', time(d.fillBlockTimestamp)],
    ['Actions executed', time(d.actionsTargetBlockTimestamp)],
  ];
}

function txLink(chainId: number | null | undefined, ref: string | null | undefined, label: string) {
  if (!ref) return undefined;
  if (!chainId) return mono(ref);
  return <ExplorerTxLink tx={{ chainId, txnRef: ref }} label={label} />;
}

export function referenceFacts(d: DepositDetail): Fact[] {
  return [
    ['Deposit', txLink(d.originChainId, d.depositTxnRef, 'Deposit transaction')],
    ['Fill', txLink(d.destinationChainId, d.fillTxnRef, 'Fill transaction')],
    [
      'Refund',
      txLink(d.originChainId, d.depositRefundTxnRef ?? d.depositRefundTxHash, 'Refund transaction'),
    ],
    ['Sweep', txLink(d.originChainId, d.sweepTxnRef, 'Sweep transaction')],
    ['Swap', scalar(d.swapTransactionHash)],
    [
      'Actions',
      txLink(
        d.actionsTargetChainId ?? d.destinationChainId,
        d.actionsTargetTxnRef,
        'Actions transaction',
      ),
    ],
  ];
}

export function advancedFacts(d: DepositDetail): Fact[] {
  return [
    ['Deposit id', mono(d.depositId)],
    ['Origin chain id', mono(d.originChainId)],
    ['Destination chain id', mono(d.destinationChainId)],
    ['Relay hash', mono(d.relayHash)],
    ['Message hash', mono(d.messageHash)],
    ['Message calldata', mono(d.message === '0x' ? '0x (empty)' : d.message)],
    ['Deposit address', mono(d.depositAddress)],
    ['Deposit block', mono(d.depositBlockNumber)],
    ['Fill block', mono(d.fillBlockNumber)],
    ['Actions succeeded', scalar(d.actionsSucceeded)],
    ['Speedups', d.speedups?.length ? mono(JSON.stringify(d.speedups)) : 'None'],
  ];
}
