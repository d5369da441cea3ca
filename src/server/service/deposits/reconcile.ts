// A sandbox chain rolled back (its node restarted on an older state file) may have lost deposits,
// fills and refunds the database recorded. Each such record is put back to what the chain says:
//   - a deposit whose log is gone is dropped: hidden from the API (droppedAt), its jobs cancelled.
//     If the same transaction is mined again, the indexer reads its log as a new deposit.
//   - a fill whose transaction is gone: the deposit is unfilled again and its fill job re-armed
//     (or its expiry, when the fill deadline has passed meanwhile).
//   - a refund whose transaction is gone: the deposit is expired again and its refund re-armed.
// The deposit's owner (an order) hears of each through its rewind hook, in the same transaction.
import { and, eq, gt, inArray, isNotNull, isNull, or, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/open';
import { svcDeposits } from '../../db/service/schema';
import type { ServiceContext } from '../context';
import { deadlineOf } from './schedule';
import { updateDeposit, type DepositRow } from './store';

export type Rewind = 'dropped' | 'unfilled' | 'unrefunded';
export type RewindHook = (tx: Db, row: DepositRow, rewind: Rewind, at: number) => Promise<void>;

const live = isNull(svcDeposits.droppedAt);

/** Live deposits made on `chainId` in blocks after `block`. */
export function depositsAfter(db: Db, chainId: number, block: number): Promise<DepositRow[]> {
  return db
    .select()
    .from(svcDeposits)
    .where(and(live, eq(svcDeposits.originChainId, chainId), gt(svcDeposits.blockNumber, block)));
}

/** Live deposits filled on `chainId`, or refunded on it, by a transaction after `block`. */
export function settlementsAfter(db: Db, chainId: number, block: number): Promise<DepositRow[]> {
  const on = (column: AnyPgColumn, statuses: string[]): SQL =>
    and(eq(column, chainId), inArray(svcDeposits.status, statuses))!;
  return db
    .select()
    .from(svcDeposits)
    .where(
      and(
        live,
        isNotNull(svcDeposits.settledBlock),
        gt(svcDeposits.settledBlock, block),
        or(
          on(svcDeposits.destinationChainId, ['filled', 'slowFilled']),
          on(svcDeposits.originChainId, ['refunded']),
        ),
      ),
    );
}

/** The `<owner>:deposit.` prefix of the jobs that drive a deposit (createDepositDriver). */
async function driverOf(ctx: ServiceContext, tx: Db, row: DepositRow) {
  const kinds = (await ctx.jobs.kindsFor(tx, row.id)).filter((k) => k.includes(':deposit.'));
  const prefix = kinds[0]?.slice(0, kinds[0].indexOf(':deposit.') + ':deposit.'.length);
  return { kinds, prefix };
}

export async function rewindDeposit(
  ctx: ServiceContext,
  tx: Db,
  row: DepositRow,
  rewind: Rewind,
  hooks: readonly RewindHook[],
) {
  const at = ctx.clock.now();
  const { kinds, prefix } = await driverOf(ctx, tx, row);
  const again = (step: string) =>
    prefix ? ctx.jobs.schedule(prefix + step, at, { id: row.id }, tx) : undefined;
  let next = row;
  if (rewind === 'dropped') {
    await tx.update(svcDeposits).set({ droppedAt: at }).where(eq(svcDeposits.id, row.id));
    await ctx.jobs.cancel(tx, kinds, row.id);
  } else if (rewind === 'unfilled') {
    const record = await updateDeposit(
      tx,
      row.id,
      'unfilled',
      {
        relayer: null,
        fillTxnRef: null,
        fillTx: null,
        fillBlockTimestamp: null,
        fillBlockNumber: null,
      },
      null,
    );
    next = { ...row, status: 'unfilled', record, settledBlock: null };
    await again(at < deadlineOf(next) ? 'fill' : 'expire');
  } else {
    const record = await updateDeposit(
      tx,
      row.id,
      'expired',
      { depositRefundTxnRef: null, depositRefundTxHash: null },
      null,
    );
    next = { ...row, status: 'expired', record, settledBlock: null };
    await again('refund');
  }
  ctx.logger.warn(
    { deposit: row.id, depositId: row.depositId, originChainId: row.originChainId, rewind },
    'chain rolled back: deposit put back to what the chain says',
  );
  for (const hook of hooks) await hook(tx, next, rewind, at);
}
