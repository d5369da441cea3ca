// Orders (a quote and, once executed, its transfer) and their state machine
// (docs/interface-decisions.md#transfer-states):
//   quoted → submitted → deposited → filled; submitted → failed;
//   deposited → refund_pending → refunded; quoted → expired (computed on read, see view.ts).
// Every move appends to history; a move that no longer applies is skipped (idempotent jobs).
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/open';
import { svcOrders } from '../../db/service/schema';
import type { TransferState } from '../../../contract/schemas/v1-transfers';
import type { StoredQuote } from './quote';

export type OrderState = Exclude<TransferState, 'unknown'>;
export type OrderRow = typeof svcOrders.$inferSelect;

export type HistoryEntry = {
  state: OrderState;
  at: string;
  reason: string | null;
};

export type DepositRef = {
  depositId: string;
  txnRef: string;
  blockTimestamp: string;
};
export type FillRef = {
  txnRef: string;
  blockTimestamp: string;
  relayer: string | null;
  outputAmount: string;
  /** What the multicall handler paid after the fill, when the deposit went through it. */
  handler?: { succeeded: boolean; recipient: string; token: string; amount: string } | null;
};
export type RefundRef = {
  txnRef: string;
  blockTimestamp: string;
};

const next: Record<OrderState, readonly OrderState[]> = {
  quoted: ['submitted', 'expired'],
  submitted: ['deposited', 'failed'],
  deposited: ['filled', 'refund_pending'],
  refund_pending: ['refunded'],
  filled: [],
  expired: [],
  failed: [],
  refunded: [],
};

export const isTerminal = (s: OrderState) => next[s].length === 0;

export const quoteOf = (row: OrderRow) => row.quote as StoredQuote;
export const historyOf = (row: OrderRow) => row.history as HistoryEntry[];
export const stateOf = (row: OrderRow) => row.state as OrderState;

/** The caller's order (orders are private to the integrator that quoted them). */
export async function findOrder(
  db: Db,
  orderId: string,
  integratorId?: string,
  opts: { forUpdate?: boolean } = {},
): Promise<OrderRow | undefined> {
  const id = orderId.toLowerCase();
  const where = integratorId
    ? and(eq(svcOrders.orderId, id), eq(svcOrders.integratorId, integratorId))
    : eq(svcOrders.orderId, id);
  const query = db.select().from(svcOrders).where(where);
  const [row] = await (opts.forUpdate ? query.for('update') : query);
  return row;
}

export interface Move {
  at: number;
  reason?: string | null;
  deposit?: DepositRef;
  fill?: FillRef;
  refund?: RefundRef;
}

/** Move an order to `to`; undefined (and no change) when `to` is not a next state of its state. */
export async function transition(tx: Db, row: OrderRow, to: OrderState, m: Move) {
  if (!next[stateOf(row)].includes(to)) return undefined;
  const reason = m.reason ?? null;
  const history = [...historyOf(row), { state: to, at: new Date(m.at).toISOString(), reason }];
  const [updated] = await tx
    .update(svcOrders)
    .set({
      state: to,
      stateReason: reason,
      history,
      updatedAt: m.at,
      ...(m.deposit ? { deposit: m.deposit } : {}),
      ...(m.fill ? { fill: m.fill } : {}),
      ...(m.refund ? { refund: m.refund } : {}),
    })
    .where(and(eq(svcOrders.orderId, row.orderId), eq(svcOrders.state, row.state)))
    .returning();
  return updated;
}

/** A note on the current state that is not a move (e.g. the slow-fill path was taken). */
export async function setReason(tx: Db, row: OrderRow, reason: string, at: number) {
  await tx
    .update(svcOrders)
    .set({ stateReason: reason, updatedAt: at })
    .where(and(eq(svcOrders.orderId, row.orderId), eq(svcOrders.state, row.state)));
}

export async function markFinalized(tx: Db, row: OrderRow, at: number) {
  if (row.finalized || !isTerminal(stateOf(row))) return;
  await tx
    .update(svcOrders)
    .set({ finalized: true, updatedAt: at })
    .where(eq(svcOrders.orderId, row.orderId));
}

/**
 * Move an order back to `to` because what it recorded is no longer on chain (a rollback took its
 * deposit, fill or refund): the refs of the later states go, history notes why, and it is no
 * longer final.
 */
export async function rewindOrder(
  tx: Db,
  row: OrderRow,
  to: OrderState,
  m: { at: number; reason: string; clear: readonly ('deposit' | 'fill' | 'refund')[] },
) {
  const history = [
    ...historyOf(row),
    { state: to, at: new Date(m.at).toISOString(), reason: m.reason },
  ];
  const [updated] = await tx
    .update(svcOrders)
    .set({
      state: to,
      stateReason: m.reason,
      history,
      updatedAt: m.at,
      finalized: false,
      ...(m.clear.includes('deposit') && { deposit: null }),
      ...(m.clear.includes('fill') && { fill: null }),
      ...(m.clear.includes('refund') && { refund: null }),
    })
    .where(and(eq(svcOrders.orderId, row.orderId), eq(svcOrders.state, row.state)))
    .returning();
  return updated;
}

/**
 * A deposit made with a quote after it expired unexecuted: the order shows the expiry, then the
 * deposit (reason DEPOSITED_AFTER_EXPIRY), and follows it to its fill or refund.
 */
export async function depositAfterExpiry(
  tx: Db,
  row: OrderRow,
  m: { at: number; deposit: DepositRef },
) {
  if (stateOf(row) !== 'quoted') return undefined;
  const reason = 'DEPOSITED_AFTER_EXPIRY';
  const history = [
    ...historyOf(row),
    { state: 'expired', at: new Date(row.expiresAt).toISOString(), reason: 'QUOTE_EXPIRED' },
    { state: 'deposited', at: new Date(m.at).toISOString(), reason },
  ];
  const [updated] = await tx
    .update(svcOrders)
    .set({ state: 'deposited', stateReason: reason, history, updatedAt: m.at, deposit: m.deposit })
    .where(and(eq(svcOrders.orderId, row.orderId), eq(svcOrders.state, 'quoted')))
    .returning();
  return updated;
}

/** Whether `deposit` is the order's own (the first one it recorded), not another with its quote. */
export function isOrdersDeposit(
  row: OrderRow,
  deposit: { depositId: string; depositTxnRef: string },
) {
  const own = row.deposit as DepositRef | null;
  return (
    own !== null &&
    own.depositId === deposit.depositId &&
    own.txnRef.toLowerCase() === deposit.depositTxnRef.toLowerCase()
  );
}
