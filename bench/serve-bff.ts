// Bench child process: the BFF in front of the service at BENCH_SERVICE_URL, real clock, a
// PGlite database in a fresh temporary folder (as `npm start` keeps one under DATA_DIR), rate
// limits on but out of reach (one load generator is one client), logs at warn. A webhook
// subscription with BENCH_WEBHOOK_SECRET is seeded for the receiver load run.
// Prints "READY <port>" when listening.
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { serve } from '@hono/node-server';
import { count, countDistinct } from 'drizzle-orm';
import { createBffApp } from '../src/server/bff/app';
import { openQuoteJournal } from '../src/server/bff/executions/quote-journal';
import { createVault } from '../src/server/bff/integrator/vault';
import { loadBffKeys } from '../src/server/bff/secrets';
import { systemClock } from '../src/server/clock';
import { bffWebhookEvents } from '../src/server/db/bff/schema/integrator';
import { bffMigrations } from '../src/server/db/bff/history';
import { openDatabase } from '../src/server/db/open';
import { createLogger } from '../src/server/logger';
import { warmStackTraces } from '../src/server/warm-stack-traces';
import { benchBffConfig } from './bff-config';

const BENCH_RECEIVER_ID = 'rcv_bench';
const serviceUrl = process.env.BENCH_SERVICE_URL!;
const dataDir = mkdtempSync(path.join(tmpdir(), 'ferry-bench-bff-'));
const config = benchBffConfig(dataDir);
const database = await openDatabase({
  dataDir: path.join(dataDir, 'pglite'),
  migrations: [bffMigrations('0xf00d')],
});
const keys = loadBffKeys({ dataDir });
// As `npm start` keeps it: quotes journaled under the data folder, moved into the database in
// the background.
const clock = systemClock();
const quotes = await openQuoteJournal({
  db: database.db,
  clock,
  logger: createLogger({ level: 'warn', name: 'bench-bff' }),
  dir: path.join(dataDir, 'quote-journal'),
});
const bff = createBffApp({
  quotes,
  config,
  db: database.db,
  clock,
  logger: createLogger({ level: 'warn', name: 'bench-bff' }),
  upstream: {
    legacyBaseUrl: `${serviceUrl}/api`,
    v1BaseUrl: serviceUrl,
    apiKey: 'sk_sandbox_full',
    integratorId: '0xf00d',
  },
  keys,
  embedded: true,
});
const secret = process.env.BENCH_WEBHOOK_SECRET;
if (secret) {
  await createVault(database.db, keys.vault, clock).store({
    subscriptionId: 'whsub_bench',
    receiverId: BENCH_RECEIVER_ID,
    url: `http://127.0.0.1/api/ferry/webhooks/receive/${BENCH_RECEIVER_ID}`,
    eventTypes: [],
    secret,
    createdBy: '0x00000000000000000000000000000000000bench',
    now: Date.now(),
  });
}
// The bench asks over stdin how many events the receiver stored ("count-events"), and for this
// process's event-loop lag over a run ("lag-start", then "lag-stop").
const lag = monitorEventLoopDelay({ resolution: 10 });
process.stdin.setEncoding('utf8');
process.stdin.on('data', (line: string) => {
  if (line.includes('lag-start')) {
    lag.reset();
    lag.enable();
    console.log('LAG-STARTED');
  }
  if (line.includes('lag-stop')) {
    lag.disable();
    console.log(`LAG ${(lag.percentile(99) / 1e6).toFixed(1)}`);
  }
  if (!line.includes('count-events')) return;
  void database.db
    .select({ n: count(), distinct: countDistinct(bffWebhookEvents.webhookId) })
    .from(bffWebhookEvents)
    .then(([r]) => console.log(`EVENTS ${r?.n ?? 0} ${r?.distinct ?? 0}`));
});
warmStackTraces();
const server = serve({ fetch: bff.app.fetch, hostname: '127.0.0.1', port: 0 });
await once(server, 'listening');
console.log(`READY ${(server.address() as AddressInfo).port}`);
process.once('SIGTERM', () => {
  server.close();
  void bff
    .close()
    .then(() => database.close())
    .finally(() => {
      rmSync(dataDir, { recursive: true, force: true });
      process.exit(0);
    });
});
