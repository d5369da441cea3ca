// The configuration both bench BFFs run with (serve-bff.ts over HTTP, handler-loop.ts in
// process): logs at warn, and rate limits on, as in production, but out of reach: one load
// generator is one client, and the limiter's own work per request belongs in the figures.
import { loadConfig } from '../src/server/config';

const OUT_OF_REACH = '1000000000';

export const benchBffConfig = (dataDir: string) =>
  loadConfig({
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    RATE_LIMIT_API: OUT_OF_REACH,
    RATE_LIMIT_QUOTES: OUT_OF_REACH,
    RATE_LIMIT_SEARCH: OUT_OF_REACH,
  });
