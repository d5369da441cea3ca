// The service sends a submitted gasless deposit (~2 s simulated after submission): it lands
// when the depositor's balance covers it (then the deposit driver fills or refunds it like any
// other), and reverts otherwise, which /deposit reports as deposit-failed (pending.ts). On a
// sandbox chain it is a transaction (land-on-chain.ts); elsewhere the simulated ledger pays.
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../../db/open';
import { svcGaslessQuotes } from '../../../db/service/schema';
import type { ServiceContext } from '../../context';
import { createDepositDriver } from '../../deposits/schedule';
import { insertDeposit } from '../../deposits/store';
import { fillPath, indexerLatency } from '../../deposits/timing';
import { debit } from '../../ledger';
import { limits } from '../../world/pricing';
import { gaslessChain, landOnChain } from './land-on-chain';
import { findGasless, newDepositOf, storedOf, submissionOf } from './store';

export const LAND_JOB = 'gasless.land';

export function registerGaslessLifecycle(ctx: ServiceContext) {
  const { clock, db, jobs } = ctx;
  const driver = createDepositDriver(ctx, 'gasless');

  const setStatus = (
    tx: Db,
    id: string,
    status: 'deposited' | 'failed',
    extra: Record<string, unknown> = {},
  ) =>
    tx
      .update(svcGaslessQuotes)
      .set({ status, ...extra })
      .where(and(eq(svcGaslessQuotes.id, id), eq(svcGaslessQuotes.status, 'submitted')));

  jobs.register(LAND_JOB, async (payload) => {
    const submitted = await findGasless(db, String(payload.id));
    const deposit = submitted && storedOf(submitted).deposit;
    const chain =
      deposit && gaslessChain(ctx, submitted.originChainId, deposit.baseDepositData.message);
    if (submitted?.status === 'submitted' && chain) {
      await landOnChain(ctx, chain, submitted);
      return;
    }
    await db.transaction(async (t) => {
      const tx = t as Db;
      const row = await findGasless(tx, String(payload.id), { forUpdate: true });
      const submission = row && submissionOf(row);
      if (row?.status !== 'submitted' || !submission) return;
      const now = clock.now();
      const d = newDepositOf(row, now, clock.after(indexerLatency(submission.depositTxnRef)));
      const paid = await debit(tx, d.input.chainId, d.input.address, d.depositor, d.inputAmount);
      if (!paid) {
        await setStatus(tx, row.id, 'failed', {
          submission: { ...submission, reason: 'INSUFFICIENT_BALANCE' },
        });
        return;
      }
      const { row: deposit } = await insertDeposit(tx, d);
      await setStatus(tx, row.id, 'deposited');
      await driver.begin(tx, deposit, {
        path: fillPath(d.inputAmount, limits(d.input, d.output.chainId)),
        fillTimeSec: storedOf(row).facts.fillTimeSec,
      });
    });
  });
}
