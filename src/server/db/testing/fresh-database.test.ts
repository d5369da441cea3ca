// A test database is fresh however it was made: a PGlite handed on by a file that closed it is
// as empty as a new clone of the template, and the handle that closed it stops working.
import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { openTestDatabase } from './fresh-database';

const rowsOf = async (database: Awaited<ReturnType<typeof openTestDatabase>>, query: string) =>
  ((await database.db.execute(sql.raw(query))) as unknown as { rows: Record<string, unknown>[] })
    .rows;

it('opens empty after another test closed its database: no rows, serials from 1', async () => {
  const first = await openTestDatabase();
  await first.db.execute(sql`insert into svc_counters (name, value) values ('left-behind', 7)`);
  await rowsOf(first, "select nextval('svc_deposits_id_seq')");
  await rowsOf(first, "select nextval('svc_deposits_id_seq')");
  await first.close();

  const next = await openTestDatabase();
  try {
    expect(await rowsOf(next, 'select * from svc_counters')).toEqual([]);
    const [serial] = await rowsOf(next, "select nextval('svc_deposits_id_seq') as id");
    expect(Number(serial!.id)).toBe(1);
  } finally {
    await next.close();
  }
});

it('refuses queries on a database it closed', async () => {
  const database = await openTestDatabase();
  await database.close();
  await expect((async () => database.db.execute(sql`select 1`))()).rejects.toThrow();
});
