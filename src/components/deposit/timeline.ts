// The steps of a transfer as a timeline: what happened (with times and transaction links) and
// what is still to come on the branch it is on. Pure, so every branch is unit-tested.
import type { DepositDetail } from '../../contract/schemas/deposit';
import type { Transfer } from '../../contract/schemas/v1-transfers';
import { chainLabel } from './chain-label';
import { reasonText } from './status-map';

export interface TxLink {
  chainId: number;
  txnRef: string;
}

export interface TimelineStep {
  key: string;
  label: string;
  status: 'done' | 'current' | 'upcoming';
  at?: string;
  tx?: TxLink;
  /** A short note (a reason, a deadline). */
  note?: string;
  /** Amber: a step that did not go as hoped (deadline passed, failed). */
  warn?: boolean;
}

type Names = { origin: string; destination: string };

const DONE_LABEL: Record<string, (n: Names) => string> = {
  quoted: () => 'Quote reserved',
  submitted: () => 'Authorization signed and submitted',
  deposited: (n) => `Deposited on ${n.origin}`,
  filled: (n) => `Delivered on ${n.destination}`,
  expired: () => 'Quote expired unused',
  failed: (n) => `Deposit failed on ${n.origin}`,
  refund_pending: () => 'Fill deadline passed; refund pending',
  refunded: (n) => `Refunded on ${n.origin}`,
};

const UPCOMING: Record<string, Array<[string, (n: Names) => string]>> = {
  quoted: [
    ['submitted', () => 'Sign and submit'],
    ['deposited', (n) => `Deposit on ${n.origin}`],
    ['filled', (n) => `Delivery on ${n.destination}`],
  ],
  submitted: [
    ['deposited', (n) => `Deposit on ${n.origin}`],
    ['filled', (n) => `Delivery on ${n.destination}`],
  ],
  indexing: [
    ['deposited', (n) => `Deposit on ${n.origin}`],
    ['filled', (n) => `Delivery on ${n.destination}`],
  ],
  deposited: [['filled', (n) => `Delivery on ${n.destination}`]],
  refund_pending: [['refunded', (n) => `Refund on ${n.origin}`]],
};

const WARN = new Set(['failed', 'refund_pending', 'expired']);

export function transferTimeline(transfer: Transfer, state: string): TimelineStep[] {
  const n = {
    origin: chainLabel(transfer.inputToken.chainId),
    destination: chainLabel(transfer.outputToken.chainId),
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
  const done: TimelineStep[] = transfer.history.map((h, i) => ({
    key: `${i}-${h.state}`,
    label: DONE_LABEL[h.state]?.(n) ?? 'Status update',
    status: 'done',
    at: h.at,
    tx: txFor(h.state),
    note: reasonText(h.reason),
    warn: WARN.has(h.state),
  }));
  if (state === 'indexing' && !done.some((s) => s.key.endsWith('-submitted'))) {
    done.push({ key: 'indexing', label: 'Submitted; being indexed', status: 'done' });
  }
  return [...done, ...upcoming(state, n)];
}

function upcoming(state: string, n: Names): TimelineStep[] {
  return (UPCOMING[state] ?? []).map(([key, label], i) => ({
    key: `next-${key}`,
    label: label(n),
    status: i === 0 ? 'current' : 'upcoming',
  }));
}

/** A deposit's steps from its record (gasless and legacy transfers have no history list). */
export function depositTimeline(d: DepositDetail, status: string): TimelineStep[] {
  const n = { origin: chainLabel(d.originChainId), destination: chainLabel(d.destinationChainId) };
  const steps: TimelineStep[] = [];
  const mined = status !== 'deposit-pending' && status !== 'deposit-failed';
  if (status === 'deposit-failed') {
    steps.push({ key: 'failed', label: DONE_LABEL.failed!(n), status: 'done', warn: true });
    return steps;
  }
  steps.push({
    key: 'deposited',
    label: mined ? DONE_LABEL.deposited!(n) : `Being sent on ${n.origin}`,
    status: mined ? 'done' : 'current',
    at: mined ? d.depositBlockTimestamp : undefined,
    tx: mined ? { chainId: d.originChainId, txnRef: d.depositTxnRef } : undefined,
  });
  if (status === 'slowFillRequested') {
    steps.push({ key: 'slow', label: 'Slow fill requested', status: 'done', warn: true });
  }
  if (d.fillTxnRef || status === 'filled' || status === 'slowFilled') {
    steps.push({
      key: 'filled',
      label: DONE_LABEL.filled!(n),
      status: 'done',
      at: d.fillBlockTimestamp ?? undefined,
      tx: d.fillTxnRef ? { chainId: d.destinationChainId, txnRef: d.fillTxnRef } : undefined,
    });
    return steps;
  }
  if (status === 'expired' || status === 'refunded') {
    steps.push({
      key: 'expired',
      label: DONE_LABEL.refund_pending!(n),
      status: 'done',
      at: d.fillDeadline ?? undefined,
      warn: true,
    });
    steps.push({
      key: 'refunded',
      label: status === 'refunded' ? DONE_LABEL.refunded!(n) : `Refund on ${n.origin}`,
      status: status === 'refunded' ? 'done' : 'current',
      tx: d.depositRefundTxnRef
        ? { chainId: d.originChainId, txnRef: d.depositRefundTxnRef }
        : undefined,
    });
    return steps;
  }
  if (!mined)
    steps.push({ key: 'next-deposited', label: DONE_LABEL.deposited!(n), status: 'upcoming' });
  steps.push({
    key: 'next-filled',
    label: `Delivery on ${n.destination}`,
    status: mined ? 'current' : 'upcoming',
  });
  return steps;
}
