// `npx drizzle-kit generate --config src/server/db/service/drizzle.config.ts` after changing
// the service's tables.
import { defineConfig } from 'drizzle-kit';
import { serviceMigrations } from './history';

export default defineConfig({
  dialect: 'postgresql',
  schema: './src/server/db/service/schema.ts',
  out: './src/server/db/service/migrations',
  tablesFilter: ['svc_*'],
  migrations: { schema: 'drizzle', table: serviceMigrations.history.table },
});
