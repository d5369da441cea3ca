// Vitest's global set-up for the postgres project: PostgreSQL from test-setup.ts (TEST_DATABASE_URL,
// or Debian's cluster as root, started for the run and stopped after it). Without one, every test
// of the project is skipped with the reason (postgres-skip.ts): they have all run on PGlite.
import { providePostgres } from './test-setup';

export default async function postgresForTests() {
  const postgres = await providePostgres();
  if ('skip' in postgres) {
    console.warn(`postgres: skipped, ${postgres.skip}.`);
    process.env.FERRY_POSTGRES_SKIPPED = postgres.skip;
    return;
  }
  console.warn(`postgres: ${postgres.source}`);
  // Workers start after this and inherit the URL.
  process.env.TEST_DATABASE_URL = postgres.url;
  return postgres.stop;
}
