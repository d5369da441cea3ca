// The one migration history both sides shared before each kept its own, frozen as it shipped
// (legacy-migrations/), to make the databases that Ferry made then.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Database } from '../open';

const folder = path.join(import.meta.dirname, 'legacy-migrations');

/** Runs the shared history as Ferry did, through the migration tagged `through`. */
export async function migrateAsBeforeTheSplit(database: Database, through: string) {
  const journalFile = path.join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as { entries: { tag: string }[] };
  const last = journal.entries.findIndex((e) => e.tag === through);
  if (last < 0) throw new Error(`no migration ${through} in the shared history`);
  const copy = mkdtempSync(path.join(tmpdir(), 'ferry-shared-history-'));
  try {
    cpSync(folder, copy, { recursive: true });
    const entries = journal.entries.slice(0, last + 1);
    writeFileSync(
      path.join(copy, 'meta', '_journal.json'),
      JSON.stringify({ ...journal, entries }),
    );
    const { migrate } =
      database.kind === 'pglite'
        ? await import('drizzle-orm/pglite/migrator')
        : await import('drizzle-orm/node-postgres/migrator');
    await migrate(database.db as never, { migrationsFolder: copy });
  } finally {
    rmSync(copy, { recursive: true, force: true });
  }
}
