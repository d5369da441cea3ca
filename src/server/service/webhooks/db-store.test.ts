// The durable store against the same behaviours as the in-memory one (one database for the
// file; each test starts from empty webhook tables).
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll } from 'vitest';
import type { Database } from '../../db/open';
import { openTestDatabase } from '../../db/testing/fresh-database';
import { dbWebhookStore } from './db-store';
import { memoryWebhookStore } from './memory-store';
import { describeWebhookStore } from './testing/store-behaviours';

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

describeWebhookStore('memory', async () => ({
  store: memoryWebhookStore(),
  close: async () => {},
}));

describeWebhookStore('database', async () => {
  await database.db.execute(
    sql`truncate svc_webhook_subscriptions, svc_webhook_messages restart identity`,
  );
  return { store: dbWebhookStore(database.db), close: async () => {} };
});
