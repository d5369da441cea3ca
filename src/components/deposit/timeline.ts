// The steps of a transfer as a timeline: what happened (with times and transaction links) and
// what is still to come on the branch it is on. Pure, so every branch is unit-tested.
import type { DepositDetail } from '../../contract/schemas/deposit';
import type { Transfer } from '../../contract/schemas/v1-transfers';
import { defineMessages, type MessageDescriptor } from 'react-intl';
import { chainName } from './chain-label';
import type { Message } from './message';
import { reasonMessage } from './status-map';

export interface TxLink {
  chainId: number;
  txnRef: string;
}

export interface TimelineStep {
  key: string;
  /** A message, or text already in the page's language (events a feature adds). */
  label: Message | string;
  status: 'done' | 'current' | 'upcoming';
  at?: string;
  tx?: TxLink;
  /** A short note (a reason, a deadline). */
  note?: Message | string;
  /** Amber: a step that did not go as hoped (deadline passed, failed). */
  warn?: boolean;
}

/**
 * How the transfer was funded, when this browser knows (it sent it): a signed authorization, or
 * transactions from the wallet, an approval among them when one was sent. The record alone
 * does not say, so without it the steps use messages true of both.
 */
export interface Funding {
  kind: 'signature' | 'transaction';
  approvalTxnRef?: string;
}

/** The chains' names, or a message for one no list names (formatted with the step). */
type Names = { origin: string | Message; destination: string | Message };

const m = defineMessages({
  quoted: { id: 'components.timeline.quoted', defaultMessage: 'Quote reserved' },
  submitted: {
    id: 'components.timeline.submitted',
    defaultMessage: 'Authorization signed and submitted',
  },
  submittedTx: {
    id: 'components.timeline.submittedTx',
    defaultMessage: 'Deposit sent from your wallet',
  },
  submittedAny: { id: 'components.timeline.submittedAny', defaultMessage: 'Submitted' },
  approved: { id: 'components.timeline.approved', defaultMessage: 'Approval sent on {origin}' },
  deposited: { id: 'components.timeline.deposited', defaultMessage: 'Deposited on {origin}' },
  filled: { id: 'components.timeline.filled', defaultMessage: 'Delivered on {destination}' },
  expired: { id: 'components.timeline.expired', defaultMessage: 'Quote expired unused' },
  failed: { id: 'components.timeline.failed', defaultMessage: 'Deposit failed on {origin}' },
  refundPending: {
    id: 'components.timeline.refundPending',
    defaultMessage: 'Fill deadline passed; refund pending',
  },
  refunded: { id: 'components.timeline.refunded', defaultMessage: 'Refunded on {origin}' },
  update: { id: 'components.timeline.update', defaultMessage: 'Status update' },
  indexing: { id: 'components.timeline.indexing', defaultMessage: 'Submitted; being indexed' },
  sign: { id: 'components.timeline.sign', defaultMessage: 'Sign and submit' },
  send: { id: 'components.timeline.send', defaultMessage: 'Send from your wallet' },
  submit: { id: 'components.timeline.submit', defaultMessage: 'Submit' },
  deposit: { id: 'components.timeline.deposit', defaultMessage: 'Deposit on {origin}' },
  delivery: { id: 'components.timeline.delivery', defaultMessage: 'Delivery on {destination}' },
  refund: { id: 'components.timeline.refund', defaultMessage: 'Refund on {origin}' },
  beingSent: { id: 'components.timeline.beingSent', defaultMessage: 'Being sent on {origin}' },
  slowFill: { id: 'components.timeline.slowFill', defaultMessage: 'Slow fill requested' },
});

const DONE_LABEL: Record<string, MessageDescriptor> = {
  quoted: m.quoted,
  submitted: m.submitted,
  deposited: m.deposited,
  filled: m.filled,
  expired: m.expired,
  failed: m.failed,
  refund_pending: m.refundPending,
  refunded: m.refunded,
};

const UPCOMING: Record<string, Array<[string, MessageDescriptor]>> = {
  quoted: [
    ['submitted', m.sign],
    ['deposited', m.deposit],
    ['filled', m.delivery],
  ],
  submitted: [
    ['deposited', m.deposit],
    ['filled', m.delivery],
  ],
  indexing: [
    ['deposited', m.deposit],
    ['filled', m.delivery],
  ],
  deposited: [['filled', m.delivery]],
  refund_pending: [['refunded', m.refund]],
};

/** A step's messages, naming its chains. */
const onChains = (d: MessageDescriptor, n: Names): Message => ({ ...d, values: n });

const WARN = new Set(['failed', 'refund_pending', 'expired']);

/** The messages of the submit step, done and to come, for each way of funding. */
const SUBMIT_WORDS = {
  signature: { done: m.submitted, next: m.sign },
  transaction: { done: m.submittedTx, next: m.send },
  unknown: { done: m.submittedAny, next: m.submit },
} as const satisfies Record<string, { done: MessageDescriptor; next: MessageDescriptor }>;

export function transferTimeline(
  transfer: Transfer,
  state: string,
  funding?: Funding,
): TimelineStep[] {
  const submit = SUBMIT_WORDS[funding?.kind ?? 'unknown'];
  const n = {
    origin: chainName(transfer.inputToken.chainId),
    destination: chainName(transfer.outputToken.chainId),
  };
  const txFor = (s: string): TxLink | undefined => {
    if (s === 'deposited' && transfer.deposit)
      return { chainId: transfer.inputToken.chainId, txnRef: transfer.deposit.txnRef };
    if (s === 'filled' && transfer.fill)
      return { chainId: transfer.outputToken.chainId, txnRef: transfer.fill.txnRef };
    if (s === 'refunded' && transfer.refund)
      return { chainId: transfer.inputToken.chainId, txnRef: transfer.refund.txnRef };
    return undefined;
  };
  const done: TimelineStep[] = transfer.history.flatMap((h, i) => {
    const step: TimelineStep = {
      key: `${i}-${h.state}`,
      label: onChains(h.state === 'submitted' ? submit.done : (DONE_LABEL[h.state] ?? m.update), n),
      status: 'done',
      at: h.at,
      tx: txFor(h.state),
      note: reasonMessage(h.reason),
      warn: WARN.has(h.state),
    };
    // The approval went before the deposit; its time is not recorded, its transaction is.
    const approval = funding?.approvalTxnRef;
    if (h.state !== 'submitted' || !approval) return [step];
    const tx = { chainId: transfer.inputToken.chainId, txnRef: approval };
    return [{ key: 'approval', label: onChains(m.approved, n), status: 'done', tx }, step];
  });
  if (state === 'indexing' && !done.some((s) => s.key.endsWith('-submitted'))) {
    done.push({ key: 'indexing', label: m.indexing, status: 'done' });
  }
  return [...done, ...upcoming(state, n, submit.next)];
}

function upcoming(state: string, n: Names, submitNext: MessageDescriptor): TimelineStep[] {
  return (UPCOMING[state] ?? []).map(([key, label], i) => ({
    key: `next-${key}`,
    label: onChains(key === 'submitted' ? submitNext : label, n),
    status: i === 0 ? 'current' : 'upcoming',
  }));
}

/** A deposit's steps from its record (gasless and legacy transfers have no history list). */
export function depositTimeline(d: DepositDetail, status: string): TimelineStep[] {
  const n = { origin: chainName(d.originChainId), destination: chainName(d.destinationChainId) };
  const steps: TimelineStep[] = [];
  const mined = status !== 'deposit-pending' && status !== 'deposit-failed';
  if (status === 'deposit-failed') {
    steps.push({ key: 'failed', label: onChains(m.failed, n), status: 'done', warn: true });
    return steps;
  }
  steps.push({
    key: 'deposited',
    label: onChains(mined ? m.deposited : m.beingSent, n),
    status: mined ? 'done' : 'current',
    at: mined ? d.depositBlockTimestamp : undefined,
    tx: mined ? { chainId: d.originChainId, txnRef: d.depositTxnRef } : undefined,
  });
  if (status === 'slowFillRequested') {
    steps.push({ key: 'slow', label: m.slowFill, status: 'done', warn: true });
  }
  if (d.fillTxnRef || status === 'filled' || status === 'slowFilled') {
    steps.push({
      key: 'filled',
      label: onChains(m.filled, n),
      status: 'done',
      at: d.fillBlockTimestamp ?? undefined,
      tx: d.fillTxnRef ? { chainId: d.destinationChainId, txnRef: d.fillTxnRef } : undefined,
    });
    return steps;
  }
  if (status === 'expired' || status === 'refunded') {
    steps.push({
      key: 'expired',
      label: m.refundPending,
      status: 'done',
      at: d.fillDeadline ?? undefined,
      warn: true,
    });
    steps.push({
      key: 'refunded',
      label: onChains(status === 'refunded' ? m.refunded : m.refund, n),
      status: status === 'refunded' ? 'done' : 'current',
      tx: d.depositRefundTxnRef
        ? { chainId: d.originChainId, txnRef: d.depositRefundTxnRef }
        : undefined,
    });
    return steps;
  }
  if (!mined)
    steps.push({ key: 'next-deposited', label: onChains(m.deposited, n), status: 'upcoming' });
  steps.push({
    key: 'next-filled',
    label: onChains(m.delivery, n),
    status: mined ? 'current' : 'upcoming',
  });
  return steps;
}
