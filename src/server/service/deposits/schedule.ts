// Durable timers that walk a deposit through lifecycle.ts: fill (or slow-fill request, then
// fill), fill deadline → expired, settlement → refunded. One driver per owner: each owner
// (versioned orders, gasless, deposit addresses) gets its own job kinds and its own onChange,
// so it can mirror deposit changes into its records in the same transaction.
import type { Db } from '../../db/open';
import type { ServiceContext } from '../context';
import {
  expireDeposit,
  factsOf,
  fillDeposit,
  isOpen,
  refundDeposit,
  requestSlowFill,
  type DepositChange,
  type Landed,
} from './lifecycle';
import { fillsPaused } from './relayer';
import { findDeposit, type DepositRow } from './store';
import { fillDelay, timing, type FillPath } from './timing';

export interface FillPlan {
  path: FillPath;
  /** The route's expected fill time (world/pricing fillTimeSec). */
  fillTimeSec: number;
}

export interface DepositDriver {
  /** Schedule the fill and the fill-deadline check of a deposit just inserted in `tx`. */
  begin(tx: Db, row: DepositRow, plan: FillPlan): Promise<void>;
}

/** Epoch ms of a deposit's fill deadline (its record carries the ISO time). */
export function deadlineOf(row: DepositRow): number {
  const iso = factsOf(row).fillDeadline;
  return iso ? Date.parse(iso) : Number.POSITIVE_INFINITY;
}

type Step = (tx: Db, row: DepositRow, now: number) => Promise<unknown>;

/**
 * Who moves the funds of a fill or a refund. Without one, the simulated ledger does; on the
 * sandbox chains, transactions do (chains/settlement.ts), and the step records what landed.
 */
export interface Settlement {
  /** The fill transaction, or undefined when no relayer will fill (the deposit then expires). */
  fill(row: DepositRow, at: number): Promise<Landed | undefined>;
  refund(row: DepositRow, at: number): Promise<Landed>;
}

/** Register the job kinds `<owner>:deposit.*` (call before the scheduler starts). */
export function createDepositDriver(
  ctx: ServiceContext,
  owner: string,
  onChange?: DepositChange,
  settlement?: Settlement,
): DepositDriver {
  const { clock, db, jobs } = ctx;
  const kind = (step: string) => `${owner}:deposit.${step}`;
  const schedule = (tx: Db, step: string, dueAt: number, row: DepositRow) =>
    jobs.schedule(kind(step), dueAt, { id: row.id }, tx);

  // Every step re-reads and locks the row: jobs may run twice, or after a restart. A deposit a
  // rollback dropped has no steps left.
  const inTransaction = (id: number, fn: Step) =>
    db.transaction(async (tx) => {
      const row = await findDeposit(tx as Db, id, { forUpdate: true });
      if (row && row.droppedAt === null) await fn(tx as Db, row, clock.now());
    });
  const on = (step: string, fn: Step) =>
    jobs.register(kind(step), (payload) => inTransaction(Number(payload.id), fn));

  /**
   * A step that sends a transaction: decided on the row as read, sent with no database
   * transaction open (a chain may take seconds; PGlite has one connection), then recorded in a
   * short transaction if the row still allows it. Settlement looks on chain before it sends, so a
   * run repeated after a crash or a race finds the first one's transaction.
   */
  const onChain = (
    step: string,
    decide: (row: DepositRow, now: number) => Promise<boolean>,
    send: (row: DepositRow, now: number) => Promise<Landed | undefined>,
    record: (tx: Db, row: DepositRow, now: number, landed: Landed) => Promise<unknown>,
  ) =>
    jobs.register(kind(step), async (payload) => {
      const id = Number(payload.id);
      const row = await findDeposit(db, id);
      const now = clock.now();
      if (!row || row.droppedAt !== null || !(await decide(row, now))) return;
      const landed = await send(row, now);
      if (landed) await inTransaction(id, (tx, current) => record(tx, current, now, landed));
    });

  /** Whether a fill may go ahead now; schedules the next look while fills are paused. */
  async function mayFill(tx: Db, row: DepositRow, now: number) {
    const deadline = deadlineOf(row);
    // Past the deadline the expiry job owns the deposit.
    if (!isOpen(row) || now >= deadline) return false;
    if (await fillsPaused(tx)) {
      const retry = clock.after(timing.pausedRetry);
      if (retry < deadline) await schedule(tx, 'fill', retry, row);
      return false;
    }
    return true;
  }

  if (settlement) {
    onChain(
      'fill',
      (row, now) => mayFill(db, row, now),
      (row, now) => settlement.fill(row, now),
      (tx, row, now, landed) => fillDeposit(tx, row, { at: now, landed }, onChange),
    );
  } else {
    on('fill', async (tx, row, now) => {
      if (await mayFill(tx, row, now)) await fillDeposit(tx, row, { at: now }, onChange);
    });
  }

  on('slow-fill-request', async (tx, row, now) => {
    if (await requestSlowFill(tx, row, { at: now }, onChange)) {
      await schedule(tx, 'fill', clock.after(timing.slowFill), row);
    }
  });

  on('expire', async (tx, row, now) => {
    if (!isOpen(row)) return;
    const deadline = deadlineOf(row);
    if (now < deadline) {
      // A timer that fired a little early looks again at the deadline itself.
      await schedule(tx, 'expire', deadline, row);
      return;
    }
    if (await expireDeposit(tx, row, { at: now }, onChange)) {
      await schedule(tx, 'refund', clock.after(timing.refund), row);
    }
  });

  if (settlement) {
    onChain(
      'refund',
      async (row) => row.status === 'expired',
      (row, now) => settlement.refund(row, now),
      (tx, row, now, landed) => refundDeposit(tx, row, { at: now, landed }, onChange),
    );
  } else {
    on('refund', (tx, row, now) => refundDeposit(tx, row, { at: now }, onChange));
  }

  return {
    async begin(tx, row, plan) {
      const first = plan.path === 'slow' ? 'slow-fill-request' : 'fill';
      await schedule(tx, first, clock.after(fillDelay(plan.path, plan.fillTimeSec)), row);
      const deadline = deadlineOf(row);
      if (Number.isFinite(deadline)) await schedule(tx, 'expire', deadline, row);
    },
  };
}
