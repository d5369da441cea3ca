// POST /v1/quotes/{orderId}/executions (docs/interface-decisions.md#executions): accept the signed
// authorization (or the reference of a deposit the wallet sent itself) once, and start the
// transfer.
import { createHash } from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/open';
import { svcDeposits, svcOrders } from '../../db/service/schema';
import type { ServiceContext } from '../context';
import { timing } from '../deposits/timing';
import { Failure } from '../../../contract/failure';
import type { Handlers } from '../http/router';
import { FUND_JOB } from './lifecycle';
import { depositTransaction, fundingTypedData } from './quote';
import { signedBy } from './signatures';
import { findOrder, quoteOf, transition, type DepositRef, type OrderRow } from './store';

type Body = Parameters<Handlers['createExecution']>[0]['body'];

const lowerHex = (s: string) => (s.startsWith('0x') ? s.toLowerCase() : s);

/** Identifies an execution body, so the same body again replays the first answer. */
function executionKey(body: Body): string {
  const canonical =
    'txnRef' in body
      ? `txn:${lowerHex(body.txnRef)}`
      : `sig:${lowerHex(body.authorization.signatures.funding)}`;
  return createHash('sha256').update(canonical).digest('hex');
}

const accepted = (row: OrderRow) => ({
  orderId: row.orderId,
  state: 'submitted' as const,
  acceptedAt: new Date(row.acceptedAt ?? row.updatedAt).toISOString(),
});

/**
 * An order already executed: the same body replays the 202, another one conflicts. A deposit the
 * chain indexer linked before the wallet reported it is accepted when the report names it.
 */
function replay(row: OrderRow, key: string, body: Body) {
  if (row.executionKey === null) {
    const landed = row.deposit as DepositRef | null;
    const reported = 'txnRef' in body ? lowerHex(body.txnRef) : undefined;
    return landed && reported === lowerHex(landed.txnRef) ? accepted(row) : undefined;
  }
  if (row.executionKey === key) return accepted(row);
  throw new Failure(
    409,
    'ALREADY_EXECUTED',
    'This quote has already been executed with a different body',
  );
}

async function checkBody(db: Db, row: OrderRow, body: Body) {
  const quote = quoteOf(row);
  const typedData = fundingTypedData(quote);
  // Which arm follows from the quote's actions; the other one is refused.
  if ('txnRef' in body && typedData) {
    throw new Failure(
      400,
      'INVALID_REQUEST',
      'This quote is funded by signature: send authorization.signatures.funding, not a txnRef',
      'txnRef',
    );
  }
  if (!('txnRef' in body) && depositTransaction(quote)) {
    throw new Failure(
      400,
      'INVALID_REQUEST',
      'This quote is funded by a transaction: send its deposit transaction, then report the hash as txnRef',
      'authorization',
    );
  }
  if ('txnRef' in body) {
    const ref = lowerHex(body.txnRef);
    const [used] = await db
      .select({ id: svcDeposits.id })
      .from(svcDeposits)
      .where(
        and(
          sql`lower(${svcDeposits.depositTxnRef}) = ${ref.toLowerCase()}`,
          isNull(svcDeposits.droppedAt),
        ),
      );
    if (used)
      throw new Failure(
        400,
        'INVALID_REQUEST',
        'txnRef already belongs to another deposit',
        'txnRef',
      );
    return;
  }
  const signature = body.authorization.signatures.funding;
  if (!typedData || !(await signedBy(typedData, signature, quote.depositor))) {
    throw new Failure(
      400,
      'INVALID_SIGNATURE',
      `The funding signature does not recover to the quote's depositor ${quote.depositor}`,
      'authorization.signatures.funding',
    );
  }
}

export function createExecutionHandler(ctx: ServiceContext): Handlers['createExecution'] {
  return async ({ params, body, caller }) => {
    const key = executionKey(body);
    const order = await findOrder(ctx.db, params.orderId, caller.integratorId);
    if (!order) throw new Failure(404, 'QUOTE_NOT_FOUND', `No quote ${params.orderId}`);
    const earlier = replay(order, key, body);
    if (earlier) return earlier;
    const now = ctx.clock.now();
    if (now >= order.expiresAt) {
      throw new Failure(
        410,
        'QUOTE_EXPIRED',
        `The quote expired at ${new Date(order.expiresAt).toISOString()}; request a new one`,
      );
    }
    await checkBody(ctx.db, order, body);

    // Record the execution and its first job together: the job exists iff the execution does.
    const moved = await ctx.db.transaction(async (tx) => {
      const row = await transition(tx as Db, order, 'submitted', { at: now });
      if (!row) return undefined;
      const [withKey] = await tx
        .update(svcOrders)
        .set({ executionKey: key, acceptedAt: now })
        .where(eq(svcOrders.orderId, row.orderId))
        .returning();
      const txnRef = 'txnRef' in body ? lowerHex(body.txnRef) : null;
      await ctx.jobs.schedule(
        FUND_JOB,
        ctx.clock.after(timing.submitToDeposit),
        { orderId: row.orderId, txnRef },
        tx as Db,
      );
      return withKey;
    });
    if (moved) return accepted(moved);
    // Another request executed it first.
    const latest = await findOrder(ctx.db, params.orderId, caller.integratorId);
    const again = latest && replay(latest, key, body);
    if (again) return again;
    throw new Failure(409, 'ALREADY_EXECUTED', 'This quote has already been executed');
  };
}
