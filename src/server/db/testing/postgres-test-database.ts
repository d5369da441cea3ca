// Test databases on the PostgreSQL server named by TEST_DATABASE_URL: each one a database of its
// own, so parallel test workers never see each other's rows. Creating and migrating one, then
// dropping it, cost about a second for each of the 72 the PostgreSQL stage opened; so, as with
// PGlite, a closed one is emptied and the next file this worker runs gets it, through a new pool
// (new sessions). A worker's spares outlive it: the first database a worker creates drops the
// test databases of this machine's workers that are gone (spares, or what a crash left).
import { createHash } from 'node:crypto';
import os from 'node:os';
import type pg from 'pg';
import type { Logger } from '../../logger';
import { openDatabase, type Database } from '../open';
import { bothSides } from './both-sides';
import { emptyTables } from './empty-tables';

/** `ferry_test_<machine>_<pid>_…`: whose database it is, so only a finished worker's is dropped. */
const mine = `ferry_test_${createHash('sha256').update(os.hostname()).digest('hex').slice(0, 6)}_`;
const spares: string[] = [];
const MAX_SPARES = 2;
let created = 0;
let swept = false;

const isRunning = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
};

export async function asAdmin<T>(
  adminUrl: string,
  work: (admin: pg.Client) => Promise<T>,
): Promise<T> {
  const { default: pg } = await import('pg');
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    return await work(admin);
  } finally {
    await admin.end();
  }
}

/** Drops the test databases of this machine whose worker is no longer running. */
export async function dropLeftovers(admin: pg.Client): Promise<void> {
  const { rows } = await admin.query<{ name: string }>(
    'select datname as name from pg_database where starts_with(datname, $1)',
    [mine],
  );
  for (const { name } of rows) {
    const pid = Number(name.slice(mine.length).split('_')[0]);
    if (Number.isInteger(pid) && pid > 0 && !isRunning(pid)) {
      await admin.query(`drop database if exists "${name}" with (force)`);
    }
  }
}

/** A new name for a test database of process `pid`. */
export const testDatabaseName = (pid: number) =>
  `${mine}${pid}_${++created}_${Date.now().toString(36)}`;

export async function createDatabase(adminUrl: string): Promise<string> {
  const name = testDatabaseName(process.pid);
  await asAdmin(adminUrl, async (admin) => {
    if (!swept) await dropLeftovers(admin);
    swept = true;
    await admin.query(`create database "${name}"`);
  });
  return name;
}

/** The test database `name` is on the server of `adminUrl`. */
export function urlOf(adminUrl: string, name: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

export async function postgresTestDatabase(adminUrl: string, logger?: Logger): Promise<Database> {
  const name = spares.pop() ?? (await createDatabase(adminUrl));
  // Migrating a spare finds every migration applied: one query.
  const database = await openDatabase({
    databaseUrl: urlOf(adminUrl, name),
    logger,
    migrations: bothSides,
  });
  let closed = false;
  return {
    ...database,
    async close() {
      if (closed) return;
      closed = true;
      const kept =
        spares.length < MAX_SPARES &&
        (await emptyTables(database.db).then(
          () => true,
          () => false,
        ));
      // Ending the pool ends this handle too: a later query fails, as on a dropped database.
      await database.close();
      if (kept) spares.push(name);
      else {
        await asAdmin(adminUrl, (admin) =>
          admin.query(`drop database if exists "${name}" with (force)`),
        );
      }
    },
  };
}
