// What the simulated indexer shows: only deposits it has seen (visibleAt ≤ now), so a new
// deposit appears 1–15 s after it is mined, as on the real service, and never one whose log a
// rollback took off its chain (droppedAt set).
import { and, asc, desc, eq, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/open';
import { svcDeposits } from '../../db/service/schema';
import type { DepositSelector } from '../../../contract/schemas/deposit';
import type { DepositRow } from './store';

/** EVM references are hex and compare case-insensitively; base58 ones are exact. */
function refEq(column: AnyPgColumn, value: string): SQL {
  return value.startsWith('0x')
    ? sql`lower(${column}) = ${value.toLowerCase()}`
    : sql`${column} = ${value}`;
}

/** Seen by the indexer by now, and still on its chain (a rolled-back deposit is dropped). */
const indexed = (now: number) =>
  and(lte(svcDeposits.visibleAt, now), isNull(svcDeposits.droppedAt));

export interface ListFilter {
  depositor?: string | undefined;
  address?: string | undefined;
  sweepTxnRef?: string | undefined;
  limit: number;
  skip: number;
}

/** GET /deposits: newest first. Stored addresses are lower case. */
export async function listIndexed(db: Db, f: ListFilter, now: number): Promise<DepositRow[]> {
  const address = f.address?.toLowerCase();
  return db
    .select()
    .from(svcDeposits)
    .where(
      and(
        indexed(now),
        f.depositor ? eq(svcDeposits.depositor, f.depositor.toLowerCase()) : undefined,
        address
          ? or(eq(svcDeposits.depositor, address), eq(svcDeposits.recipient, address))
          : undefined,
        f.sweepTxnRef ? refEq(svcDeposits.sweepTxnRef, f.sweepTxnRef) : undefined,
      ),
    )
    .orderBy(desc(svcDeposits.createdAt), desc(svcDeposits.id))
    .limit(f.limit)
    .offset(f.skip);
}

export interface SelectorValues {
  depositTxnRef?: string | undefined;
  depositTxHash?: string | undefined;
  depositId?: string | undefined;
  originChainId?: number | undefined;
  relayDataHash?: string | undefined;
  sweepTxnRef?: string | undefined;
}

function selectorCondition(selector: DepositSelector, q: SelectorValues): SQL | undefined {
  switch (selector) {
    case 'depositTxnRef':
      return refEq(svcDeposits.depositTxnRef, q.depositTxnRef ?? '');
    case 'depositTxHash':
      return refEq(svcDeposits.depositTxnRef, q.depositTxHash ?? '');
    case 'depositIdAndOriginChainId':
      return and(
        eq(svcDeposits.depositId, String(q.depositId)),
        eq(svcDeposits.originChainId, q.originChainId ?? 0),
      );
    case 'relayDataHash':
      return refEq(svcDeposits.relayHash, q.relayDataHash ?? '');
    case 'sweepTxnRef':
      return refEq(svcDeposits.sweepTxnRef, q.sweepTxnRef ?? '');
  }
}

/** GET /deposit: every indexed deposit the selector matches, in transaction order. */
export async function findIndexed(
  db: Db,
  selector: DepositSelector,
  q: SelectorValues,
  now: number,
): Promise<DepositRow[]> {
  return db
    .select()
    .from(svcDeposits)
    .where(and(indexed(now), selectorCondition(selector, q)))
    .orderBy(asc(svcDeposits.id));
}
