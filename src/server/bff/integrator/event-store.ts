// Durable storage of received webhook events. One statement (data-modifying CTEs) stores a
// batch of events, each once (unique on webhook-id: a redelivery, even a concurrent one,
// changes nothing), and moves each deposit's state forward only, never to a lower rank. It is
// atomic without an explicit transaction and costs one round trip for the whole batch.
import { sql, type SQL } from 'drizzle-orm';
import type { WebhookEvent } from '../../../contract/schemas/webhook-events';
import type { Db } from '../../db/open';
import { bffDepositStates, bffWebhookEvents } from '../../db/bff/schema/integrator';
import { storableJson, storableText } from '../../db/storable';
import { depositKeyOf, rankOf } from './event-rank';

export type EventRow = typeof bffWebhookEvents.$inferSelect;

export interface StoreEventInput {
  webhookId: string;
  subscriptionId: string;
  owner: string | null;
  /** Validated event (for the indexed columns). */
  event: WebhookEvent;
  /** The parsed JSON, for the fields the indexed columns take from it. */
  payload: unknown;
  /** The body as it arrived (strict UTF-8 text), stored verbatim: what was signed. */
  body: string;
  receivedAt: number;
}

/** `row` is undefined when this webhook-id was already stored. */
export type StoreResult = { row?: EventRow };

// Every column but the verbatim body is derived for indexing and display, and made storable
// (db/storable.ts): a NUL byte in a signed event must not make its delivery, or the others
// written in the same statement, fail.
function valuesOf(input: StoreEventInput): SQL {
  const { event } = input;
  const raw = (input.payload as { type?: unknown; data?: unknown }) ?? {};
  const type = storableText(event.type === 'unknown' ? String(raw.type).slice(0, 100) : event.type);
  const status = event.data.status === 'unknown' ? null : event.data.status;
  const depositKey = depositKeyOf(event.data);
  return sql`(${input.webhookId}::text, ${event.id}::text, ${type}::text,
    ${input.subscriptionId}::text, ${input.owner}::text, ${storableText(event.data.depositAddress.toLowerCase())}::text,
    ${depositKey === null ? null : storableText(depositKey)}::text, ${status}::text, ${input.body}::text,
    ${storableText(event.createdAt)}::text, ${input.receivedAt}::bigint, ${storableText(event.data.depositAddressId)}::text,
    ${rankOf(type)}::int, ${JSON.stringify(storableJson(raw.data ?? null))}::jsonb)`;
}

/** Store a batch; results in input order. Repeated webhook-ids in one batch: the first wins. */
export async function storeEvents(db: Db, inputs: StoreEventInput[]): Promise<StoreResult[]> {
  const firstOf = new Map<string, StoreEventInput>();
  for (const i of inputs) if (!firstOf.has(i.webhookId)) firstOf.set(i.webhookId, i);
  const unique = [...firstOf.values()];
  const e = bffWebhookEvents;
  const s = bffDepositStates;
  const result = (await db.execute(sql`
    with input (webhook_id, event_id, type, subscription_id, owner, deposit_address, deposit_key,
                status, payload, event_created_at, received_at, deposit_address_id, rank, data) as (
      values ${sql.join(unique.map(valuesOf), sql`, `)}
    ), ins as (
      insert into ${e} (webhook_id, event_id, type, subscription_id, owner, deposit_address,
                        deposit_key, status, payload, event_created_at, received_at)
      select webhook_id, event_id, type, subscription_id, owner, deposit_address, deposit_key,
             status, payload, event_created_at, received_at from input
      on conflict (webhook_id) do nothing
      returning *
    ), best as (
      -- One candidate per deposit (an upsert may touch a row once): the highest rank, and of
      -- equal ranks the first stored.
      select distinct on (i.deposit_key) i.deposit_key, i.deposit_address, i.deposit_address_id,
             i.rank, i.type, i.status, i.event_id, i.data, i.received_at
      from ins join input i on i.webhook_id = ins.webhook_id
      where i.deposit_key is not null and i.rank > 0
      order by i.deposit_key, i.rank desc, ins.seq asc
    ), state as (
      insert into ${s} (deposit_key, deposit_address, deposit_address_id, rank, type, status,
                        event_id, data, updated_at)
      select * from best
      on conflict (deposit_key) do update set
        deposit_address = excluded.deposit_address, deposit_address_id = excluded.deposit_address_id,
        rank = excluded.rank, type = excluded.type, status = excluded.status,
        event_id = excluded.event_id, data = excluded.data, updated_at = excluded.updated_at
      where ${s.rank} < excluded.rank
    )
    select * from ins`)) as unknown as { rows: RawEventRow[] };
  const stored = new Map(result.rows.map((r) => [r.webhook_id, fromRaw(r)]));
  return inputs.map((i) => {
    const row = firstOf.get(i.webhookId) === i ? stored.get(i.webhookId) : undefined;
    return row ? { row } : {};
  });
}

export async function storeEvent(db: Db, input: StoreEventInput): Promise<StoreResult> {
  const [result] = await storeEvents(db, [input]);
  return result!;
}

interface RawEventRow extends Record<string, unknown> {
  seq: number | string;
  webhook_id: string;
  event_id: string;
  type: string;
  subscription_id: string;
  owner: string | null;
  deposit_address: string | null;
  deposit_key: string | null;
  status: string | null;
  payload: string;
  event_created_at: string | null;
  received_at: number | string;
}

const fromRaw = (r: RawEventRow): EventRow => ({
  seq: Number(r.seq),
  webhookId: r.webhook_id,
  eventId: r.event_id,
  type: r.type,
  subscriptionId: r.subscription_id,
  owner: r.owner,
  depositAddress: r.deposit_address,
  depositKey: r.deposit_key,
  status: r.status,
  payload: r.payload,
  eventCreatedAt: r.event_created_at,
  receivedAt: Number(r.received_at),
});
