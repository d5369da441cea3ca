// Tests open a fresh database: an in-memory PGlite cloned from a migrated template (creating
// one costs 2–6 s, cloning ~1 s), or a database of their own on the PostgreSQL server that
// TEST_DATABASE_URL names (postgres-test-database.ts).
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, renameSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { Logger } from '../../logger';
import { migrationsFolder } from '../migrate';
import { openDatabase, type Database } from '../open';
import { bothSides } from './both-sides';
import { emptyTables } from './empty-tables';
import { postgresTestDatabase } from './postgres-test-database';

/** The template is keyed by the migrations' content, so a schema change makes a new one. */
function templatePath(): string {
  const hash = createHash('sha256');
  for (const { history } of bothSides) {
    const folder = migrationsFolder(history);
    for (const name of readdirSync(folder).sort()) {
      if (name.endsWith('.sql')) hash.update(readFileSync(path.join(folder, name)));
    }
  }
  return path.join(tmpdir(), `ferry-pglite-template-${hash.digest('hex').slice(0, 16)}.tar`);
}

async function pgliteFromTemplate(): Promise<Database> {
  const file = templatePath();
  if (!existsSync(file)) {
    const fresh = await openDatabase({ migrations: bothSides });
    const dump = await fresh.dump!();
    await fresh.close();
    // Write then rename, so a parallel test worker never reads half a file.
    const partial = `${file}.${process.pid}.partial`;
    writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
    renameSync(partial, file);
  }
  return openDatabase({ loadDataDir: new Blob([readFileSync(file)]), migrations: bothSides });
}

// A clone costs about a second of CPU (a 41 MB data directory unpacked into WebAssembly memory),
// and a Vitest worker runs file after file in one process (isolate: false): 62 clones took 60 s
// of the unit stage. So a closed PGlite is emptied (every table truncated, serials restarted,
// the session reset: what a new clone of the migrated template holds) and the next file that
// opens a database gets it.
const spares: Database[] = [];
const MAX_SPARES = 2;

async function reset(database: Database): Promise<void> {
  await emptyTables(database.db);
  await database.db.execute(sql`discard all`);
}

/** One use of a PGlite: closing it hands the database back emptied, and this handle stops. */
function lease(database: Database): Database {
  let closed = false;
  const db = new Proxy(database.db, {
    get(target, key, receiver) {
      if (closed) throw new Error('This test database was closed.');
      return Reflect.get(target, key, receiver) as unknown;
    },
  });
  return {
    ...database,
    db,
    async close() {
      if (closed) return;
      closed = true;
      const kept =
        spares.length < MAX_SPARES &&
        (await reset(database).then(
          () => true,
          () => false,
        ));
      if (kept) spares.push(database);
      else await database.close();
    },
  };
}

async function pglite(): Promise<Database> {
  return lease(spares.pop() ?? (await pgliteFromTemplate()));
}

export async function openTestDatabase(logger?: Logger): Promise<Database> {
  const url = process.env.TEST_DATABASE_URL;
  return url ? postgresTestDatabase(url, logger) : pglite();
}
