// The durable WebhookStore (store.ts) over the service's tables. Each method is one SQL
// statement, so each is atomic on its own; disableSubscription uses a data-modifying CTE to
// disable the subscription and stop its pending messages together.
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/open';
import { svcWebhookMessages, svcWebhookSubscriptions } from '../../db/service/schema';
import type {
  MessagePatch,
  MessageStatus,
  WebhookMessage,
  WebhookStore,
  WebhookSubscription,
} from './store';

type SubRow = typeof svcWebhookSubscriptions.$inferSelect;
type MsgRow = typeof svcWebhookMessages.$inferSelect;

const toSubscription = (r: SubRow): WebhookSubscription => ({
  id: r.id,
  integratorId: r.integratorId,
  url: r.url,
  eventTypes: [...r.eventTypes],
  enabled: r.enabled,
  secret: r.secret,
  secretHash: r.secretHash,
  createdAt: r.createdAt,
  failingSince: r.failingSince,
});

const toMessage = (r: MsgRow): WebhookMessage => ({
  messageId: r.messageId,
  subscriptionId: r.subscriptionId,
  eventId: r.eventId,
  eventType: r.eventType,
  payload: r.payload,
  attempt: r.attempt,
  nextAttemptAt: r.nextAttemptAt,
  status: r.status as MessageStatus,
  lastStatus: r.lastStatus,
  lastError: r.lastError,
  createdAt: r.createdAt,
});

const subs = svcWebhookSubscriptions;
const msgs = svcWebhookMessages;

export function dbWebhookStore(db: Db): WebhookStore {
  return {
    async insertSubscription(sub) {
      await db.insert(subs).values({
        id: sub.id,
        integratorId: sub.integratorId,
        url: sub.url,
        eventTypes: [...sub.eventTypes],
        enabled: sub.enabled,
        secret: sub.secret,
        secretHash: sub.secretHash,
        failingSince: sub.failingSince ?? null,
        createdAt: sub.createdAt,
      });
    },
    async getSubscription(id) {
      const [row] = await db.select().from(subs).where(eq(subs.id, id));
      return row && toSubscription(row);
    },
    async listSubscriptions(integratorId) {
      const rows = await db
        .select()
        .from(subs)
        .where(eq(subs.integratorId, integratorId))
        .orderBy(asc(subs.createdAt), asc(subs.seq));
      return rows.map(toSubscription);
    },
    async deleteSubscription(id) {
      const rows = await db.delete(subs).where(eq(subs.id, id)).returning({ id: subs.id });
      return rows.length > 0;
    },
    async markFailing(id, at) {
      const [row] = await db
        .update(subs)
        .set({ failingSince: sql`coalesce(${subs.failingSince}, ${at})` })
        .where(eq(subs.id, id))
        .returning({ failingSince: subs.failingSince });
      return row?.failingSince ?? null;
    },
    async markHealthy(id) {
      await db.update(subs).set({ failingSince: null }).where(eq(subs.id, id));
    },
    async disableSubscription(id) {
      const result = await db.execute<{ message_id: string }>(sql`
        with disabled as (
          update ${subs} set enabled = false where ${subs.id} = ${id} returning ${subs.id}
        )
        update ${msgs} set status = 'disabled', next_attempt_at = null
        where ${msgs.subscriptionId} = ${id} and ${msgs.status} = 'pending'
        returning ${msgs.messageId} as message_id`);
      const rows = (result as unknown as { rows: { message_id: string }[] }).rows;
      return rows.map((r) => r.message_id);
    },
    async insertMessages(batch) {
      if (batch.length === 0) return [];
      const rows = await db
        .insert(msgs)
        .values(
          batch.map((m) => ({
            messageId: m.messageId,
            subscriptionId: m.subscriptionId,
            eventId: m.eventId,
            eventType: m.eventType,
            payload: m.payload,
            attempt: m.attempt,
            nextAttemptAt: m.nextAttemptAt,
            status: m.status,
            lastStatus: m.lastStatus ?? null,
            lastError: m.lastError ?? null,
            createdAt: m.createdAt,
          })),
        )
        .onConflictDoNothing({ target: msgs.messageId })
        .returning();
      // RETURNING carries no order guarantee: return them in the batch's order.
      const order = new Map(batch.map((m, i) => [m.messageId, i]));
      return rows.map(toMessage).sort((a, b) => order.get(a.messageId)! - order.get(b.messageId)!);
    },
    async getMessage(id) {
      const [row] = await db.select().from(msgs).where(eq(msgs.messageId, id));
      return row && toMessage(row);
    },
    async updateMessage(id, patch: MessagePatch) {
      const set = Object.fromEntries(Object.entries(patch).filter(([, v]) => v !== undefined));
      if (Object.keys(set).length === 0) return;
      await db
        .update(msgs)
        .set(set)
        .where(and(eq(msgs.messageId, id), eq(msgs.status, 'pending')));
    },
    async listPendingMessages() {
      const rows = await db
        .select()
        .from(msgs)
        .where(eq(msgs.status, 'pending'))
        .orderBy(asc(msgs.seq));
      return rows.map(toMessage);
    },
    async listMessages(subscriptionId) {
      const rows = await db
        .select()
        .from(msgs)
        .where(eq(msgs.subscriptionId, subscriptionId))
        .orderBy(asc(msgs.seq));
      return rows.map(toMessage);
    },
  };
}
