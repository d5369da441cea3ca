// PostgreSQL test databases are handed on emptied within a worker, and those of finished workers
// are dropped. PostgreSQL only: the database stage of `npm test` runs this file on a real server.
import { spawnSync } from 'node:child_process';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { openTestDatabase } from './fresh-database';
import { dropLeftovers, testDatabaseName } from './postgres-test-database';

const adminUrl = process.env.TEST_DATABASE_URL;

const rowsOf = async (database: Awaited<ReturnType<typeof openTestDatabase>>, query: string) =>
  ((await database.db.execute(sql.raw(query))) as unknown as { rows: Record<string, unknown>[] })
    .rows;

async function databases(admin: pg.Client): Promise<string[]> {
  const { rows } = await admin.query<{ datname: string }>('select datname from pg_database');
  return rows.map((r) => r.datname);
}

describe.runIf(adminUrl)('on PostgreSQL', () => {
  it('hands a closed database to the next open, emptied, serials from 1, on new connections', async () => {
    const first = await openTestDatabase();
    const [{ name } = {}] = await rowsOf(first, 'select current_database() as name');
    await first.db.execute(sql`insert into svc_counters (name, value) values ('left-behind', 7)`);
    await rowsOf(first, "select nextval('svc_deposits_id_seq')");
    await first.db.execute(sql.raw("set application_name = 'left-behind'"));
    await first.close();

    const next = await openTestDatabase();
    try {
      expect(await rowsOf(next, 'select current_database() as name')).toEqual([{ name }]);
      expect(await rowsOf(next, 'select * from svc_counters')).toEqual([]);
      const [serial] = await rowsOf(next, "select nextval('svc_deposits_id_seq') as id");
      expect(Number(serial!.id)).toBe(1);
      expect(await rowsOf(next, 'show application_name')).not.toEqual([
        { application_name: 'left-behind' },
      ]);
    } finally {
      await next.close();
    }
  });

  it('drops the test databases of workers that are gone, and no other', async () => {
    const gone = spawnSync(process.execPath, ['-e', '']).pid!;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    const left = testDatabaseName(gone);
    const running = testDatabaseName(process.pid);
    try {
      await admin.query(`create database "${left}"`);
      await admin.query(`create database "${running}"`);
      await dropLeftovers(admin);
      const after = await databases(admin);
      expect(after).not.toContain(left);
      expect(after).toContain(running);
    } finally {
      await admin.query(`drop database if exists "${left}"`);
      await admin.query(`drop database if exists "${running}"`);
      await admin.end();
    }
  });
});
