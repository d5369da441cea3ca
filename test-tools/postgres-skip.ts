// Set-up file of the postgres project: with no PostgreSQL (postgres-for-tests.ts), each test is
// reported skipped with the reason instead of running on PGlite a second time.
import { beforeEach } from 'vitest';

const skipped = process.env.FERRY_POSTGRES_SKIPPED;
if (skipped) beforeEach((ctx) => ctx.skip(`no PostgreSQL: ${skipped}`));
