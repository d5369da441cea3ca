import { sql } from 'drizzle-orm';
import type { Db } from '../open';

/** Every table emptied and its serials restarted: what a newly migrated database holds. */
export async function emptyTables(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    // A connection a test left inside a transaction would hold its locks forever: give up, and
    // the caller makes a new database instead.
    await tx.execute(sql`set local lock_timeout = '5s'`);
    const { rows } = (await tx.execute(
      sql`select format('%I.%I', schemaname, tablename) as name from pg_tables where schemaname = 'public'`,
    )) as unknown as { rows: { name: string }[] };
    if (rows.length) {
      await tx.execute(
        sql.raw(`truncate ${rows.map((r) => r.name).join(', ')} restart identity cascade`),
      );
    }
  });
}
