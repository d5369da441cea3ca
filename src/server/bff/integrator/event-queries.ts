// Reads of stored webhook events and deposit states, and the JSON shape the inbox responds with.
import { and, desc, eq, lt, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/open';
import { bffDepositStates, bffWebhookEvents } from '../../db/bff/schema/integrator';
import type { WebhookEventViewWire } from '../../../contract/schemas/ferry-integrator';
import type { EventRow } from './event-store';

export async function depositState(db: Db, depositKey: string) {
  const [row] = await db
    .select()
    .from(bffDepositStates)
    .where(eq(bffDepositStates.depositKey, depositKey));
  return row;
}

export interface ListEventsQuery {
  owner: string | null;
  type?: string | undefined;
  address?: string | undefined;
  limit: number;
  /** Rows older than this seq (newest first). */
  before?: number | undefined;
}

/** An integrator's events, newest first. */
export async function listEvents(db: Db, q: ListEventsQuery): Promise<EventRow[]> {
  if (q.owner === null) return [];
  const where: SQL[] = [eq(bffWebhookEvents.owner, q.owner)];
  if (q.type) where.push(eq(bffWebhookEvents.type, q.type));
  if (q.address) where.push(eq(bffWebhookEvents.depositAddress, q.address.toLowerCase()));
  if (q.before !== undefined) where.push(lt(bffWebhookEvents.seq, q.before));
  return db
    .select()
    .from(bffWebhookEvents)
    .where(and(...where))
    .orderBy(desc(bffWebhookEvents.seq))
    .limit(q.limit);
}

export async function getEvent(db: Db, owner: string | null, seq: number) {
  if (owner === null) return undefined;
  const [row] = await db
    .select()
    .from(bffWebhookEvents)
    .where(and(eq(bffWebhookEvents.seq, seq), eq(bffWebhookEvents.owner, owner)));
  return row;
}

/** The JSON shape the inbox responds with. */
export function eventView(row: EventRow) {
  return {
    id: String(row.seq),
    webhookId: row.webhookId,
    eventId: row.eventId,
    type: row.type,
    subscriptionId: row.subscriptionId,
    depositAddress: row.depositAddress,
    status: row.status,
    eventCreatedAt: row.eventCreatedAt,
    receivedAt: new Date(row.receivedAt).toISOString(),
    payload: JSON.parse(row.payload) as unknown,
  } satisfies WebhookEventViewWire;
}
export type EventView = ReturnType<typeof eventView>;
