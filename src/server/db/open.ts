// Opens the one database both the BFF and the embedded service use: PGlite under DATA_DIR by
// default (nothing to install), PostgreSQL when DATABASE_URL is set (several BFF instances).
// Both run the same Drizzle schema and migrations.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type { Logger } from '../logger';
import * as schema from './schema';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Cheap liveness query for /readyz. */
  ping(): Promise<void>;
  close(): Promise<void>;
  /** PGlite only: a tarball of the data directory. */
  dump?: () => Promise<Blob>;
}

// Set by src/cli/launch.js when this module is bundled: where the migrations are, relative to
// the bundle (they are read at run time, so they stay files beside this module).
declare const FERRY_MIGRATIONS_FROM_BUNDLE: string | undefined;

export const migrationsFolder =
  typeof FERRY_MIGRATIONS_FROM_BUNDLE === 'string'
    ? fileURLToPath(new URL(FERRY_MIGRATIONS_FROM_BUNDLE, import.meta.url))
    : path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

export interface OpenOptions {
  /** postgres://… ; when absent, PGlite is used. */
  databaseUrl?: string | undefined;
  /** Folder for PGlite's files; absent means in memory (tests). */
  dataDir?: string | undefined;
  /** A PGlite dump to start the in-memory database from (tests clone a migrated template). */
  loadDataDir?: Blob | undefined;
  /** Where PostgreSQL's dropped idle connections are reported. */
  logger?: Logger | undefined;
}

export async function openDatabase(opts: OpenOptions): Promise<Database> {
  const database = opts.databaseUrl
    ? await openPostgres(opts.databaseUrl, opts.logger)
    : await openPglite(opts.dataDir, opts.loadDataDir);
  await migrate(database);
  return database;
}

// PGlite's defaults size PostgreSQL for a server of its own (shared_buffers 160 MB), all of it
// inside the WebAssembly heap of this process, which grows as buffers fill and never gives
// memory back. Ferry's tables are small and hot: 32 MB of buffers keeps them cached and caps
// that growth 128 MB lower (after 3,000 quotes, 318 MB resident instead of 354 MB).
const PGLITE_CONF = ['shared_buffers=32MB', 'wal_buffers=1MB', 'temp_buffers=4MB'];

async function openPglite(dataDir: string | undefined, loadDataDir?: Blob): Promise<Database> {
  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  // PGlite does not create parent folders itself.
  if (dataDir) mkdirSync(path.dirname(path.resolve(dataDir)), { recursive: true });
  const client = new PGlite({
    ...(dataDir ? { dataDir: path.resolve(dataDir) } : {}),
    ...(loadDataDir ? { loadDataDir } : {}),
    postgresqlconf: PGLITE_CONF,
  });
  await client.waitReady;
  const db = drizzle({ client, schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    ping: async () => void (await client.query('select 1')),
    close: () => client.close(),
    dump: async () => client.dumpDataDir('none'),
  };
}

async function openPostgres(url: string, logger?: Logger): Promise<Database> {
  const { default: pg } = await import('pg');
  const { drizzle } = await import('drizzle-orm/node-postgres');
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  // An idle connection that the server ends (a restart, a failover, an administrator) is an
  // 'error' event on the pool, and an 'error' event nobody listens to stops the process. The pool
  // has already dropped that connection and opens a new one when next asked: note it and go on.
  pool.on('error', (err) => {
    logger?.warn(
      { err: err.message },
      'PostgreSQL closed an idle connection; the pool replaces it',
    );
  });
  const db = drizzle({ client: pool, schema }) as unknown as Db;
  return {
    db,
    kind: 'postgres',
    ping: async () => void (await pool.query('select 1')),
    close: () => pool.end(),
  };
}

async function migrate(database: Database) {
  if (database.kind === 'pglite') {
    const { migrate } = await import('drizzle-orm/pglite/migrator');
    await migrate(database.db as never, { migrationsFolder });
  } else {
    const { migrate } = await import('drizzle-orm/node-postgres/migrator');
    // Several instances may start together on one PostgreSQL: serialise migrations with a lock.
    await database.db.execute('select pg_advisory_lock(727274)' as never);
    try {
      await migrate(database.db as never, { migrationsFolder });
    } finally {
      await database.db.execute('select pg_advisory_unlock(727274)' as never);
    }
  }
}
