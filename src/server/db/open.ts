// Opens the one database both the BFF and the embedded service use: PGlite under DATA_DIR by
// default (nothing to install), PostgreSQL when DATABASE_URL is set (several BFF instances).
// Each side's tables and migrations are its own (migrate.ts); the caller names whose to run.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type { Logger } from '../logger';
import { migrate, type Migrations } from './migrate';

export type Db = PgDatabase<PgQueryResultHKT>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Cheap liveness query for /readyz. */
  ping(): Promise<void>;
  /** Runs `work` on one connection of its own (session settings and locks stay with it). */
  withSession<T>(work: (db: Db) => Promise<T>): Promise<T>;
  close(): Promise<void>;
  /** PGlite only: a tarball of the data directory. */
  dump?: () => Promise<Blob>;
}

export interface OpenOptions {
  /** postgres://… ; when absent, PGlite is used. */
  databaseUrl?: string | undefined;
  /** Folder for PGlite's files; absent means in memory (tests). */
  dataDir?: string | undefined;
  /** A PGlite dump to start the in-memory database from (tests clone a migrated template). */
  loadDataDir?: Blob | undefined;
  /** Where PostgreSQL's dropped idle connections are reported. */
  logger?: Logger | undefined;
  /** The histories to bring up to date: the service's, the BFF's, or both. */
  migrations: readonly Migrations[];
}

export async function openDatabase(opts: OpenOptions): Promise<Database> {
  const database = opts.databaseUrl
    ? await openPostgres(opts.databaseUrl, opts.logger)
    : await openPglite(opts.dataDir, opts.loadDataDir);
  await migrate(database, opts.migrations);
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
  const db = drizzle({ client }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    ping: async () => void (await client.query('select 1')),
    // PGlite has one connection.
    withSession: (work) => work(db),
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
  const db = drizzle({ client: pool }) as unknown as Db;
  return {
    db,
    kind: 'postgres',
    ping: async () => void (await pool.query('select 1')),
    async withSession(work) {
      const client = await pool.connect();
      try {
        return await work(drizzle({ client }) as unknown as Db);
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
}
