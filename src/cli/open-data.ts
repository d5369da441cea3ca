// The database every process part shares: PostgreSQL when DATABASE_URL is set, else PGlite
// under DATA_DIR. Each part brings its own tables up to date (`migrations`).
import path from 'node:path';
import type { Config } from '../server/config';
import type { Migrations } from '../server/db/migrate';
import { openDatabase } from '../server/db/open';
import type { Logger } from '../server/logger';

export function openConfiguredDatabase(
  config: Config,
  logger: Logger,
  migrations: readonly Migrations[],
) {
  return openDatabase({
    databaseUrl: config.DATABASE_URL,
    dataDir: path.join(config.DATA_DIR, 'pglite'),
    logger,
    migrations,
  });
}
