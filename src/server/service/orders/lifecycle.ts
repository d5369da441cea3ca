// An executed order's life, on durable jobs (times simulated, via clock.after):
//   submitted ──2 s──▶ balance check: short → failed (INSUFFICIENT_BALANCE)
//                                      else  → deposit mined → deposited
//                                              (reverted on chain → failed, DEPOSIT_REVERTED)
//   deposited: the deposit driver fills it (or expires and refunds it); each deposit change is
//   mirrored here → filled | refund_pending → refunded
//   any terminal state ──10 min──▶ finalized
// On the sandbox chains the deposit is a transaction (chain-funding.ts): the service sends it for
// a signed order, or the wallet sent it; the chain indexer links it to the order either way.
import type { Db } from '../../db/open';
import { iso, newTxnRef } from '../chain-sim';
import type { ServiceContext } from '../context';
import type { DepositChange } from '../deposits/lifecycle';
import { createDepositDriver } from '../deposits/schedule';
import { insertDeposit } from '../deposits/store';
import { fillPath, indexerLatency, timing } from '../deposits/timing';
import { debit } from '../ledger';
import { fillTimeSec, limits } from '../world/pricing';
import { findToken } from '../world/tokens';
import type { Hex } from 'viem';
import { orderChainFunding } from './chain-funding';
import { depositTransaction, fillDeadlineOf } from './quote';
import {
  findOrder,
  isOrdersDeposit,
  markFinalized,
  quoteOf,
  rewindOrder,
  setReason,
  transition,
  type FillRef,
  type OrderRow,
} from './store';

export const FUND_JOB = 'order.fund';

/** What the fill's multicall handler paid, as the indexer read it (chains/handler-outcome.ts). */
function handlerPaid(r: Record<string, unknown>): FillRef['handler'] {
  const ok = r.actionsSucceeded;
  const [recipient, token, amount] = [
    r.actionsTargetRecipient,
    r.actionsTargetToken,
    r.actionsTargetAmount,
  ];
  if (typeof ok !== 'boolean' || typeof recipient !== 'string') return null;
  if (typeof token !== 'string' || typeof amount !== 'string') return null;
  return { succeeded: ok, recipient, token, amount };
}

/** How often a reported transaction not mined yet is looked for again, and for how long. */
const REPORTED_RETRY_MS = 5_000;
const REPORTED_GRACE_MS = 10 * 60_000;
const FINALIZE_JOB = 'order.finalize';

export function registerOrderLifecycle(ctx: ServiceContext) {
  const { clock, db, jobs } = ctx;
  const finalizeLater = (tx: Db, row: OrderRow | undefined) =>
    row && jobs.schedule(FINALIZE_JOB, clock.after(timing.finalize), { orderId: row.orderId }, tx);

  const onDepositChange: DepositChange = async (deposit, status, tx, at) => {
    if (!deposit.orderId) return;
    const order = await findOrder(tx, deposit.orderId, undefined, { forUpdate: true });
    // Another deposit made with the order's quote moves on its own; the order follows its own.
    if (!order || !isOrdersDeposit(order, deposit)) return;
    const r = deposit.record as Record<string, string | null>;
    if (status === 'filled' || status === 'slowFilled') {
      const handler = handlerPaid(deposit.record as Record<string, unknown>);
      const fill: FillRef = {
        txnRef: r.fillTxnRef ?? '',
        blockTimestamp: r.fillBlockTimestamp ?? iso(at),
        relayer: r.relayer ?? null,
        // In the quote's output token: what the handler's swap paid, else what the fill brought.
        outputAmount: handler?.succeeded
          ? handler.amount
          : (r.outputAmount ?? quoteOf(order).outputAmount),
        ...(handler && { handler }),
      };
      await finalizeLater(tx, await transition(tx, order, 'filled', { at, fill }));
    } else if (status === 'slowFillRequested') {
      await setReason(tx, order, 'SLOW_FILL_REQUESTED', at);
    } else if (status === 'expired') {
      await transition(tx, order, 'refund_pending', { at, reason: 'FILL_DEADLINE_PASSED' });
    } else if (status === 'refunded') {
      const refund = { txnRef: r.depositRefundTxnRef ?? '', blockTimestamp: iso(at) };
      await finalizeLater(tx, await transition(tx, order, 'refunded', { at, refund }));
    }
  };

  const driver = createDepositDriver(ctx, 'order', onDepositChange);
  const onChain = orderChainFunding(ctx, onDepositChange);

  // A rollback took the order's deposit, fill or refund off its chain: the order goes back to
  // what the chain says. An executed order whose deposit is gone is submitted again, and its
  // funding job runs again (a signed order's deposit is sent again; a reported one is looked for).
  ctx.chainIndexer?.onRewind(async (tx, deposit, rewind, at) => {
    if (!deposit.orderId) return;
    const order = await findOrder(tx, deposit.orderId, undefined, { forUpdate: true });
    if (!order || !isOrdersDeposit(order, deposit)) return;
    if (rewind === 'dropped') {
      const executed = order.executionKey !== null;
      const back = await rewindOrder(tx, order, executed ? 'submitted' : 'quoted', {
        at,
        reason: 'DEPOSIT_ROLLED_BACK',
        clear: ['deposit', 'fill', 'refund'],
      });
      if (back && executed) {
        const reported = depositTransaction(quoteOf(order)) ? deposit.depositTxnRef : null;
        await jobs.schedule(FUND_JOB, at, { orderId: order.orderId, txnRef: reported }, tx);
      }
    } else if (rewind === 'unfilled') {
      await rewindOrder(tx, order, 'deposited', {
        at,
        reason: 'FILL_ROLLED_BACK',
        clear: ['fill'],
      });
    } else {
      await rewindOrder(tx, order, 'refund_pending', {
        at,
        reason: 'REFUND_ROLLED_BACK',
        clear: ['refund'],
      });
    }
  });

  const failSubmitted = (orderId: string, reason: string) =>
    db.transaction(async (tx) => {
      const order = await findOrder(tx as Db, orderId, undefined, { forUpdate: true });
      if (order?.state !== 'submitted') return;
      await finalizeLater(
        tx as Db,
        await transition(tx as Db, order, 'failed', { at: clock.now(), reason }),
      );
    });

  /** The deposit on a sandbox chain: sent for a signed order, or the wallet's reported one. */
  async function fundOnChain(chain: NonNullable<typeof onChain>, order: OrderRow, txnRef?: string) {
    if (!txnRef) {
      const sent = await chain.sendSigned(order);
      if (sent === 'short') await failSubmitted(order.orderId, 'INSUFFICIENT_BALANCE');
      if (sent === 'reverted') await failSubmitted(order.orderId, 'DEPOSIT_REVERTED');
      return;
    }
    const outcome = await chain.checkReported(order, txnRef as Hex);
    if (outcome !== 'pending') {
      if (outcome) await failSubmitted(order.orderId, outcome);
      return;
    }
    if (clock.now() < order.expiresAt + REPORTED_GRACE_MS) {
      const payload = { orderId: order.orderId, txnRef };
      await jobs.schedule(FUND_JOB, clock.after(REPORTED_RETRY_MS), payload);
    } else {
      await failSubmitted(order.orderId, 'DEPOSIT_NOT_FOUND');
    }
  }

  jobs.register(FUND_JOB, async (payload) => {
    const txnRef = typeof payload.txnRef === 'string' ? payload.txnRef : undefined;
    const submitted = await findOrder(db, String(payload.orderId));
    if (submitted?.state !== 'submitted') return;
    if (onChain?.runsOn(quoteOf(submitted).inputToken.chainId)) {
      await fundOnChain(onChain, submitted, txnRef);
      return;
    }
    await db.transaction(async (tx) => {
      const order = await findOrder(tx as Db, String(payload.orderId), undefined, {
        forUpdate: true,
      });
      if (order?.state !== 'submitted') return;
      await fund(tx as Db, order, clock.now(), txnRef);
    });
  });

  jobs.register(FINALIZE_JOB, async (payload) => {
    await db.transaction(async (tx) => {
      const order = await findOrder(tx as Db, String(payload.orderId), undefined, {
        forUpdate: true,
      });
      if (order) await markFinalized(tx as Db, order, clock.now());
    });
  });

  /** The deposit transaction: debit the depositor, or fail the transfer when it cannot pay. */
  async function fund(tx: Db, order: OrderRow, now: number, txnRef: string | undefined) {
    const q = quoteOf(order);
    const input = findToken(q.inputToken.chainId, q.inputToken.address);
    const output = findToken(q.outputToken.chainId, q.outputToken.address);
    if (!input || !output) throw new Error(`Order ${order.orderId} names tokens the world lacks`);
    const inputAmount = BigInt(q.inputAmount);
    const paid = await debit(tx, input.chainId, input.address, q.depositor, inputAmount);
    if (!paid) {
      const failed = await transition(tx, order, 'failed', {
        at: now,
        reason: 'INSUFFICIENT_BALANCE',
      });
      await finalizeLater(tx, failed);
      return;
    }
    const depositTxnRef = txnRef ?? newTxnRef();
    const { row, depositId } = await insertDeposit(tx, {
      input,
      output,
      inputAmount,
      outputAmount: BigInt(q.outputAmount),
      feeAmount: BigInt(q.fees.total.amount),
      depositor: q.depositor,
      recipient: q.recipient,
      refundAddress: q.refundAddress,
      quoteTimestamp: Date.parse(q.createdAt),
      fillDeadline: fillDeadlineOf(q) * 1000,
      at: now,
      visibleAt: clock.after(indexerLatency(depositTxnRef)),
      orderId: order.orderId,
      depositTxnRef,
    });
    const deposit = { depositId, txnRef: depositTxnRef, blockTimestamp: iso(now) };
    await transition(tx, order, 'deposited', { at: now, deposit });
    await driver.begin(tx, row, {
      path: fillPath(inputAmount, limits(input, output.chainId)),
      fillTimeSec: fillTimeSec(input.chainId, output.chainId),
    });
  }
}
