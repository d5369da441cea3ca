// Storage of execution submissions and passing quotes. The claim is one INSERT guarded by the
// primary key (one record per idempotency key) and a partial unique index (one unconfirmed
// submission per order), so concurrent requests — on one instance or several sharing
// PostgreSQL — agree on a single sender (docs/reliability.md#replays-and-conflicts).
import { and, desc, eq, gte, inArray, lt, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/open';
import { bffExecutions, bffQuotes } from '../../db/bff/schema/proxy';

export type ExecutionRecord = typeof bffExecutions.$inferSelect;

/**
 * Submissions are kept at least this long after they were made, then pruned
 * (docs/reliability.md#key-lifetime-and-expired-quotes).
 */
export const RETENTION_MS = 24 * 60 * 60 * 1000;
const OPEN_STATES = ['in_flight', 'unknown'];

export async function claim(
  db: Db,
  rec: { idemKey: string; orderId: string; bodyHash: string; requestBody: string; now: number },
): Promise<boolean> {
  const { now, ...fields } = rec;
  const inserted = await db
    .insert(bffExecutions)
    .values({
      ...fields,
      state: 'in_flight',
      createdAt: now,
      updatedAt: now,
      expiresAt: now + RETENTION_MS,
    })
    .onConflictDoNothing()
    .returning({ idemKey: bffExecutions.idemKey });
  return inserted.length === 1;
}

export async function findByKey(db: Db, idemKey: string): Promise<ExecutionRecord | undefined> {
  const rows = await db.select().from(bffExecutions).where(eq(bffExecutions.idemKey, idemKey));
  return rows[0];
}

/** The order's unconfirmed submission (in flight or sent without a response), if any. */
export async function findOpen(db: Db, orderId: string): Promise<ExecutionRecord | undefined> {
  const rows = await db
    .select()
    .from(bffExecutions)
    .where(and(eq(bffExecutions.orderId, orderId), inArray(bffExecutions.state, OPEN_STATES)));
  return rows[0];
}

/** An accepted (2xx) submission of this order with this exact body, if any. */
export async function findAccepted(db: Db, orderId: string, bodyHash: string) {
  const rows = await db
    .select()
    .from(bffExecutions)
    .where(
      and(
        eq(bffExecutions.orderId, orderId),
        eq(bffExecutions.bodyHash, bodyHash),
        eq(bffExecutions.state, 'done'),
        gte(bffExecutions.status, 200),
        lt(bffExecutions.status, 300),
      ),
    )
    .limit(1);
  return rows[0];
}

export async function latestForOrder(db: Db, orderId: string) {
  const rows = await db
    .select()
    .from(bffExecutions)
    .where(eq(bffExecutions.orderId, orderId))
    .orderBy(desc(bffExecutions.createdAt))
    .limit(1);
  return rows[0];
}

export async function complete(
  db: Db,
  idemKey: string,
  response: { status: number; body: string; type: string },
  now: number,
): Promise<void> {
  await db
    .update(bffExecutions)
    .set({
      state: 'done',
      status: response.status,
      responseBody: response.body,
      responseType: response.type,
      updatedAt: now,
    })
    .where(eq(bffExecutions.idemKey, idemKey));
}

export async function markUnknown(db: Db, idemKey: string, now: number): Promise<void> {
  await db
    .update(bffExecutions)
    .set({ state: 'unknown', updatedAt: now })
    .where(eq(bffExecutions.idemKey, idemKey));
}

/** Forget a claim whose request certainly did not land, so the same key may be sent again. */
export async function release(db: Db, idemKey: string): Promise<void> {
  await db.delete(bffExecutions).where(eq(bffExecutions.idemKey, idemKey));
}

export interface QuoteRecord {
  orderId: string;
  expiresAt: number;
  quote: unknown;
  now: number;
}

/** Store quotes in one statement (a quote priced again replaces its record). */
export async function recordQuotes(db: Db, quotes: QuoteRecord[]): Promise<void[]> {
  const byOrder = new Map(quotes.map((q) => [q.orderId, q]));
  const rows = [...byOrder.values()].map((q) => ({
    orderId: q.orderId,
    expiresAt: q.expiresAt,
    quote: q.quote,
    createdAt: q.now,
  }));
  await db
    .insert(bffQuotes)
    .values(rows)
    .onConflictDoUpdate({
      target: bffQuotes.orderId,
      set: {
        expiresAt: sql`excluded.expires_at`,
        quote: sql`excluded.quote`,
        createdAt: sql`excluded.created_at`,
      },
    });
  return quotes.map(() => undefined);
}

export async function findQuote(db: Db, orderId: string) {
  const rows = await db.select().from(bffQuotes).where(eq(bffQuotes.orderId, orderId));
  return rows[0];
}

/** Delete submissions past their retention and quotes a day past their expiry. */
export async function prune(db: Db, now: number): Promise<void> {
  await db.delete(bffExecutions).where(lte(bffExecutions.expiresAt, now));
  await db.delete(bffQuotes).where(lte(bffQuotes.expiresAt, now - RETENTION_MS));
}
