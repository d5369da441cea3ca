// A database no migration has run on, that a test may close and open again as a process
// restarting on it would: a PGlite folder of its own, or a PostgreSQL database of its own when
// TEST_DATABASE_URL names a server. For tests of the migrations themselves.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Migrations } from '../migrate';
import { openDatabase, type Database } from '../open';
import { asAdmin, createDatabase, urlOf } from './postgres-test-database';

export interface BlankDatabase {
  open(migrations: readonly Migrations[]): Promise<Database>;
  /** Deletes the folder or drops the database. */
  remove(): Promise<void>;
}

export async function blankDatabase(): Promise<BlankDatabase> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    const dir = mkdtempSync(path.join(tmpdir(), 'ferry-blank-'));
    return {
      open: (migrations) => openDatabase({ dataDir: path.join(dir, 'pglite'), migrations }),
      remove: async () => rmSync(dir, { recursive: true, force: true }),
    };
  }
  const name = await createDatabase(adminUrl);
  return {
    open: (migrations) => openDatabase({ databaseUrl: urlOf(adminUrl, name), migrations }),
    remove: async () => {
      await asAdmin(adminUrl, (admin) =>
        admin.query(`drop database if exists "${name}" with (force)`),
      );
    },
  };
}
