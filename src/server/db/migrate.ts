// The embedded service and the BFF share one database but own their tables apart: each side has
// its schema and drizzle-kit migrations in a folder of its own (service/, bff/) and its own
// history table, so either side changes its tables without touching the other's history.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import type { Database, Db } from './open';

/** One side's migrations: `<side>/migrations` beside this module, recorded in drizzle.<table>. */
export interface History {
  side: 'service' | 'bff';
  table: string;
}

export interface Migrations {
  history: History;
  /**
   * Session settings a migration reads with current_setting(): values only the process knows,
   * such as the integrator this Ferry acts for.
   */
  settings?: Record<string, string>;
}

// Set by src/server/entry/launch.js when this module is bundled: where this folder is, relative to the
// bundle (migrations are read at run time, so they stay files in the source tree).
declare const FERRY_DB_FROM_BUNDLE: string | undefined;

const dbFolder =
  typeof FERRY_DB_FROM_BUNDLE === 'string'
    ? fileURLToPath(new URL(FERRY_DB_FROM_BUNDLE, import.meta.url))
    : path.dirname(fileURLToPath(import.meta.url));

export const migrationsFolder = (history: History) =>
  path.join(dbFolder, history.side, 'migrations');

const HISTORY_SCHEMA = 'drizzle';
// Databases made before the split kept one history of both sides' tables in this table, with
// the same migration times as each side's history now starts with.
const SHARED_HISTORY = sql`drizzle.__drizzle_migrations`;
// Several instances may start together on one PostgreSQL: migrations take turns.
const LOCK = 727274;

export async function migrate(database: Database, all: readonly Migrations[]): Promise<void> {
  await database.withSession(async (db) => {
    await db.execute(sql`select pg_advisory_lock(${LOCK})`);
    try {
      for (const migrations of all) await migrateOne(database.kind, db, migrations);
    } finally {
      await db.execute(sql`select pg_advisory_unlock(${LOCK})`);
    }
  });
}

async function migrateOne(kind: Database['kind'], db: Db, { history, settings }: Migrations) {
  await continueSharedHistory(db, history.table);
  const names = Object.keys(settings ?? {});
  for (const name of names) {
    await db.execute(sql`select set_config(${name}, ${settings![name]!}, false)`);
  }
  try {
    const config = {
      migrationsFolder: migrationsFolder(history),
      migrationsTable: history.table,
      migrationsSchema: HISTORY_SCHEMA,
    };
    if (kind === 'pglite') {
      const { migrate } = await import('drizzle-orm/pglite/migrator');
      await migrate(db as never, config);
    } else {
      const { migrate } = await import('drizzle-orm/node-postgres/migrator');
      await migrate(db as never, config);
    }
  } finally {
    for (const name of names) await db.execute(sql`select set_config(${name}, '', false)`);
  }
}

/**
 * A history table created on a database that has the shared history starts as a copy of it:
 * drizzle runs only migrations newer than the last one recorded, so each side picks up after
 * the migrations the shared history already ran.
 */
async function continueSharedHistory(db: Db, table: string) {
  const mine = sql.identifier(table);
  await db.execute(sql`create schema if not exists ${sql.identifier(HISTORY_SCHEMA)}`);
  // The same table drizzle's migrator creates when it finds none.
  await db.execute(
    sql`create table if not exists drizzle.${mine} (id serial primary key, hash text not null, created_at bigint)`,
  );
  const { rows } = (await db.execute(
    sql`select to_regclass('drizzle.__drizzle_migrations') is not null as shared`,
  )) as unknown as { rows: { shared: boolean }[] };
  if (!rows[0]?.shared) return;
  await db.execute(
    sql`insert into drizzle.${mine} (hash, created_at)
        select hash, created_at from ${SHARED_HISTORY}
        where not exists (select 1 from drizzle.${mine}) order by id`,
  );
}
