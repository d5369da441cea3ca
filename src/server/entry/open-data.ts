// The database every process part shares: PostgreSQL when DATABASE_URL is set, else PGlite
// under DATA_DIR. Each part brings its own tables up to date (`migrations`).
import path from 'node:path';
import type { Config } from '../config';
import type { Migrations } from '../db/migrate';
import { openDatabase } from '../db/open';
import type { Logger } from '../logger';

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
