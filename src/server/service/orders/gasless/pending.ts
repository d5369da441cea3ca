// A gasless deposit before the indexer shows it (docs/interface-decisions.md#deposit-statuses): GET
// /deposit by the depositId the quote promised answers deposit-pending while the service is sending
// it or the indexer has not caught up, and deposit-failed when the transaction reverted. id is 0:
// the indexer has no row for it yet.
import type { Db } from '../../../db/open';
import { depositRecord } from '../../deposits/store';
import { findGaslessByDeposit, newDepositOf, submissionOf } from './store';

export async function pendingGaslessDeposit(
  db: Db,
  originChainId: number,
  depositId: string,
): Promise<Record<string, unknown> | undefined> {
  const row = await findGaslessByDeposit(db, originChainId, depositId);
  const submission = row && submissionOf(row);
  if (!row || !submission || row.submittedAt === null) return undefined;
  const d = newDepositOf(row, row.submittedAt, row.submittedAt);
  const status = row.status === 'failed' ? 'deposit-failed' : 'deposit-pending';
  return { id: 0, ...depositRecord(d, depositId, submission.depositTxnRef), status };
}
