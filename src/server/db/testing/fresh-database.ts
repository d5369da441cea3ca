// Tests open a fresh database: an in-memory PGlite cloned from a migrated template (creating
// one costs 2–6 s, cloning ~0.5 s), or a new PostgreSQL database when TEST_DATABASE_URL is set.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, renameSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Logger } from '../../logger';
import { migrationsFolder, openDatabase, type Database } from '../open';

/** The template is keyed by the migrations' content, so a schema change makes a new one. */
function templatePath(): string {
  const hash = createHash('sha256');
  for (const name of readdirSync(migrationsFolder).sort()) {
    if (name.endsWith('.sql')) hash.update(readFileSync(path.join(migrationsFolder, name)));
  }
  return path.join(tmpdir(), `ferry-pglite-template-${hash.digest('hex').slice(0, 16)}.tar`);
}

async function pgliteFromTemplate(): Promise<Database> {
  const file = templatePath();
  if (!existsSync(file)) {
    const fresh = await openDatabase({});
    const dump = await fresh.dump!();
    await fresh.close();
    // Write then rename, so a parallel test worker never reads half a file.
    const partial = `${file}.${process.pid}.partial`;
    writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
    renameSync(partial, file);
  }
  return openDatabase({ loadDataDir: new Blob([readFileSync(file)]) });
}

let databases = 0;

/**
 * PostgreSQL: every test database is a new database on the server named by
 * TEST_DATABASE_URL, dropped on close, so parallel test files never see each other's rows.
 */
async function postgresDatabase(adminUrl: string, logger?: Logger): Promise<Database> {
  const { default: pg } = await import('pg');
  const name = `ferry_test_${process.pid}_${++databases}_${Date.now().toString(36)}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database "${name}"`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: url.toString(), logger });
  return {
    ...database,
    async close() {
      await database.close();
      const dropper = new pg.Client({ connectionString: adminUrl });
      await dropper.connect();
      await dropper.query(`drop database if exists "${name}" with (force)`);
      await dropper.end();
    },
  };
}

export async function openTestDatabase(logger?: Logger): Promise<Database> {
  const url = process.env.TEST_DATABASE_URL;
  return url ? postgresDatabase(url, logger) : pgliteFromTemplate();
}
