// Tests open a fresh database: in-memory PGlite, or PostgreSQL when TEST_DATABASE_URL is set
// (each test file then gets its own schema-less database reset by truncation).
import { sql } from 'drizzle-orm';
import { openDatabase, type Database } from './open';

export async function openTestDatabase(): Promise<Database> {
  const url = process.env.TEST_DATABASE_URL;
  const database = await openDatabase({ databaseUrl: url });
  if (url) {
    // Shared server: start from empty tables.
    const tables = await database.db.execute<{ tablename: string }>(
      sql`select tablename from pg_tables where schemaname = 'public' and (tablename like 'svc_%' or tablename like 'bff_%')`,
    );
    const names = (tables as unknown as { rows: { tablename: string }[] }).rows.map(
      (r) => `"${r.tablename}"`,
    );
    if (names.length)
      await database.db.execute(sql.raw(`truncate ${names.join(', ')} restart identity`));
  }
  return database;
}
