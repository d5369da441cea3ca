// PostgreSQL may end a connection the pool holds idle (a restart, a failover, an administrator,
// a proxy's idle timeout). That must cost Ferry one log line, not the process: an 'error' event
// nobody listens to is an uncaught exception (it was, and CI counted it as one).
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openTestDatabase } from './testing/fresh-database';

const adminUrl = process.env.TEST_DATABASE_URL;

// PGlite runs inside this process and has no connections to end: PostgreSQL only (the
// database stage of `npm test` runs this file against a real server).
describe.runIf(adminUrl)('on PostgreSQL', () => {
  it('goes on after the server ends its idle connections: logged, replaced, no crash', async () => {
    const warnings: unknown[] = [];
    const logger = { warn: (...args: unknown[]) => warnings.push(args) } as never;
    const database = await openTestDatabase(logger);
    try {
      const tag = `ferry-open-test-${process.pid}`;
      await database.db.execute(sql.raw(`set application_name = '${tag}'`));
      const { default: pg } = await import('pg');
      const admin = new pg.Client({ connectionString: adminUrl });
      await admin.connect();
      const ended = await admin.query(
        'select pg_terminate_backend(pid) from pg_stat_activity where application_name = $1',
        [tag],
      );
      await admin.end();
      expect(ended.rowCount).toBe(1);
      await expect.poll(() => warnings.length).toBe(1);
      const result = (await database.db.execute(sql`select 1 as one`)) as { rows: unknown[] };
      expect(result.rows).toEqual([{ one: 1 }]);
    } finally {
      await database.close();
    }
  });
});
