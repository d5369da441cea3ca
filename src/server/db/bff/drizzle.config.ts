// `npx drizzle-kit generate --config src/server/db/bff/drizzle.config.ts` after changing the
// BFF's tables.
import { defineConfig } from 'drizzle-kit';
import { bffMigrations } from './history';

export default defineConfig({
  dialect: 'postgresql',
  schema: './src/server/db/bff/schema',
  out: './src/server/db/bff/migrations',
  tablesFilter: ['bff_*'],
  migrations: { schema: 'drizzle', table: bffMigrations('').history.table },
});
