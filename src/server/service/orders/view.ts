// GET /v1/transfers/{orderId} (docs/interface-decisions.md#transfer-states). A quote that passes
// its expiry unexecuted is shown as expired when read: no job per quote, and nothing to store.
// It is final at once (nothing happened on chain to settle), unless a deposit is sent with it
// later: the order then shows the expiry and the deposit (DEPOSITED_AFTER_EXPIRY) and follows it.
import { and, asc, eq, isNull } from 'drizzle-orm';
import { getChain } from '../../../contract/chains';
import type { Db } from '../../db/open';
import { svcDeposits } from '../../db/service/schema';
import type { ServiceContext } from '../context';
import { Failure } from '../../../contract/failure';
import type { Handlers } from '../http/router';
import {
  findOrder,
  historyOf,
  isTerminal,
  quoteOf,
  stateOf,
  type DepositRef,
  type FillRef,
  type HistoryEntry,
  type OrderRow,
  type OrderState,
  type RefundRef,
} from './store';
import { depositTransaction, type StoredQuote } from './quote';

const chainName = (id: number) => getChain(id)?.name ?? `chain ${id}`;

function failedWords(reason: string | null, origin: string): string {
  switch (reason) {
    case 'INSUFFICIENT_BALANCE':
      return `The depositor's balance on ${origin} did not cover the amount. Nothing was sent.`;
    case 'DEPOSIT_REVERTED':
      return `The deposit transaction reverted on ${origin}. Nothing was sent.`;
    case 'DEPOSIT_NOT_FOUND':
      return `The reported deposit transaction never appeared on ${origin}. Nothing was sent.`;
    case 'NOT_THIS_QUOTES_DEPOSIT':
      return `The reported transaction on ${origin} is not this quote's deposit; look it up by its hash.`;
    default:
      return 'The deposit could not be made. Nothing was sent.';
  }
}

/** Plain words for each state (and reason) of a transfer. */
function describe(
  state: OrderState,
  reason: string | null,
  q: StoredQuote,
  history: readonly HistoryEntry[],
): string {
  const origin = chainName(q.inputToken.chainId);
  const late = history.some((h) => h.reason === 'DEPOSITED_AFTER_EXPIRY')
    ? 'Deposited after the quote expired. '
    : '';
  const byTransaction = depositTransaction(q) !== undefined;
  const destination = chainName(q.outputToken.chainId);
  const words = {
    quoted: byTransaction
      ? `Waiting for the deposit transaction on ${origin}.`
      : 'Waiting for the signed authorization.',
    submitted: byTransaction
      ? `Deposit transaction reported; waiting for it on ${origin}.`
      : `Authorization received; the deposit is being sent on ${origin}.`,
    deposited:
      reason === 'DEPOSITED_AFTER_EXPIRY'
        ? `Deposited on ${origin} after the quote expired; it is filled or refunded on its own terms.`
        : reason === 'SLOW_FILL_REQUESTED'
          ? `Deposited on ${origin}. No relayer took it, so the protocol will fill it on ${destination} at its next settlement (about an hour or more).`
          : `Deposited on ${origin}; waiting for a relayer to deliver on ${destination}.`,
    filled: `${late}Funds delivered on ${destination}.`,
    expired: 'The quote expired before it was executed. Nothing was sent.',
    failed: failedWords(reason, origin),
    refund_pending: `${late}No relayer filled the deposit before its deadline. It will be refunded on ${origin} at the next settlement, usually within a few hours.`,
    refunded: `${late}Refunded to ${q.refundAddress} on ${origin}.`,
  } satisfies Record<OrderState, string>;
  return words[state];
}

/** State and history as of `now`, with quote expiry applied. */
function effective(row: OrderRow, now: number) {
  const history = historyOf(row);
  if (stateOf(row) === 'quoted' && now >= row.expiresAt) {
    const at = new Date(row.expiresAt).toISOString();
    const expired: HistoryEntry = { state: 'expired', at, reason: 'QUOTE_EXPIRED' };
    return {
      state: 'expired' as const,
      reason: 'QUOTE_EXPIRED',
      history: [...history, expired],
      updatedAt: row.expiresAt,
      finalized: true,
    };
  }
  const state = stateOf(row);
  return {
    state,
    reason: row.stateReason,
    history,
    updatedAt: row.updatedAt,
    finalized: row.finalized,
  };
}

export function transferView(row: OrderRow, now: number) {
  const q = quoteOf(row);
  const e = effective(row, now);
  return {
    orderId: row.orderId,
    externalId: q.externalId,
    status: {
      state: e.state,
      reason: e.reason,
      description: describe(e.state, e.reason, q, e.history),
      isTerminal: isTerminal(e.state),
      finalized: e.finalized,
    },
    inputToken: q.inputToken,
    outputToken: q.outputToken,
    inputAmount: q.inputAmount,
    outputAmount: q.outputAmount,
    depositor: q.depositor,
    recipient: q.recipient,
    deposit: (row.deposit as DepositRef | null) ?? null,
    fill: (row.fill as FillRef | null) ?? null,
    refund: (row.refund as RefundRef | null) ?? null,
    history: e.history,
    createdAt: new Date(row.createdAt).toISOString(),
    updatedAt: new Date(e.updatedAt).toISOString(),
    expiresAt: new Date(row.expiresAt).toISOString(),
  };
}

/**
 * Every deposit made with the order's quote that is on its chain, in order: its own (the one
 * `deposit` names) and any other sent with the same quote, each with its own outcome.
 */
async function depositsOf(db: Db, orderId: string) {
  const rows = await db
    .select()
    .from(svcDeposits)
    .where(and(eq(svcDeposits.orderId, orderId), isNull(svcDeposits.droppedAt)))
    .orderBy(asc(svcDeposits.id));
  return rows.map((d) => {
    const r = d.record as Record<string, string | null>;
    return {
      depositId: d.depositId,
      txnRef: d.depositTxnRef,
      blockTimestamp: r.depositBlockTimestamp ?? new Date(d.createdAt).toISOString(),
      status: d.status,
      fillTxnRef: r.fillTxnRef ?? null,
      refundTxnRef: r.depositRefundTxnRef ?? null,
    };
  });
}

export function getTransferHandler(ctx: ServiceContext): Handlers['getTransfer'] {
  return async ({ params, caller }) => {
    const row = await findOrder(ctx.db, params.orderId, caller.integratorId);
    if (!row) throw new Failure(404, 'TRANSFER_NOT_FOUND', `No transfer ${params.orderId}`);
    return {
      ...transferView(row, ctx.clock.now()),
      deposits: await depositsOf(ctx.db, row.orderId),
    };
  };
}
