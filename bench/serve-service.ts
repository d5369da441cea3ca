// Bench child process: the embedded service alone on a free loopback port, real clock, an
// in-memory database cloned from the migrated template (its storage is not what is measured). Prints "READY <port>" when listening.
import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { systemClock } from '../src/server/clock';
import { defaultServiceKeys } from '../src/server/config';
import { openTestDatabase } from '../src/server/db/testing/fresh-database';
import { createLogger } from '../src/server/logger';
import { createEmbeddedService } from '../src/server/service/service';

const database = await openTestDatabase();
const service = createEmbeddedService({
  db: database.db,
  clock: systemClock(),
  logger: createLogger({ level: 'warn', name: 'bench-service' }),
  keys: defaultServiceKeys,
  allowLocalWebhooks: true,
});
await service.start();
const server = serve({ fetch: service.app.fetch, hostname: '127.0.0.1', port: 0 });
await once(server, 'listening');
console.log(`READY ${(server.address() as AddressInfo).port}`);
process.once('SIGTERM', () => {
  server.close();
  void service
    .stop()
    .then(() => database.close())
    .finally(() => process.exit(0));
});
