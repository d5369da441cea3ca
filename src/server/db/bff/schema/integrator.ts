// Tables of the BFF's integrator features: the deposit-address registry, the webhook secret
// vault, received webhook events (the inbox, deduplicated on webhook-id) and the latest state
// of each deposit those events describe. Times are epoch milliseconds.
import {
  bigint,
  bigserial,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

const ms = (name: string) => bigint(name, { mode: 'number' });

/** Every deposit address created through Ferry (upsert: the service responds deterministically). */
export const bffDepositAddresses = pgTable(
  'bff_deposit_addresses',
  {
    id: text('id').primaryKey(),
    /** First deposit address of the record; `addresses` holds all of them. */
    address: text('address').notNull(),
    addresses: jsonb('addresses').$type<string[]>().notNull(),
    destinationChainId: integer('destination_chain_id').notNull(),
    destinationToken: text('destination_token').notNull(),
    destinationSymbol: text('destination_symbol').notNull(),
    recipient: text('recipient').notNull(),
    refundAddresses: jsonb('refund_addresses').$type<string[]>().notNull(),
    /** Lower-case haystack for ?q= (addresses, recipient, token address and symbol). */
    search: text('search').notNull(),
    /** The service's record as it responded. */
    record: jsonb('record').notNull(),
    /** Address of the dashboard session that created it (null when unknown). */
    createdBy: text('created_by'),
    /** A name the integrator gave it in Ferry (the service knows nothing of it). */
    label: text('label'),
    createdAt: ms('created_at').notNull(),
    updatedAt: ms('updated_at').notNull(),
  },
  (t) => [index('bff_deposit_addresses_created_idx').on(t.createdAt, t.id)],
);

/** Webhook subscriptions created through Ferry, with the signing secret encrypted at rest. */
export const bffWebhookSubscriptions = pgTable(
  'bff_webhook_subscriptions',
  {
    subscriptionId: text('subscription_id').primaryKey(),
    /** Last path segment of Ferry's receiver URL, when the subscription points at it. */
    receiverId: text('receiver_id'),
    url: text('url').notNull(),
    eventTypes: jsonb('event_types').$type<string[]>().notNull(),
    /** base64(iv ‖ tag ‖ ciphertext), AES-256-GCM under keys.vault. */
    secretEnc: text('secret_enc').notNull(),
    secretHash: text('secret_hash').notNull(),
    createdBy: text('created_by'),
    createdAt: ms('created_at').notNull(),
    deletedAt: ms('deleted_at'),
  },
  (t) => [uniqueIndex('bff_webhook_subscriptions_receiver_idx').on(t.receiverId)],
);

/** Received deliveries: stored before they are acknowledged, once per webhook-id. */
export const bffWebhookEvents = pgTable(
  'bff_webhook_events',
  {
    seq: bigserial('seq', { mode: 'number' }).primaryKey(),
    webhookId: text('webhook_id').notNull(),
    eventId: text('event_id').notNull(),
    type: text('type').notNull(),
    subscriptionId: text('subscription_id').notNull(),
    /** Who may see it: the integrator (service key) of the Ferry that received it. */
    owner: text('owner'),
    depositAddress: text('deposit_address'),
    depositKey: text('deposit_key'),
    status: text('status'),
    /** The delivery's body exactly as signed and received (JSON text). */
    payload: text('payload').notNull(),
    eventCreatedAt: text('event_created_at'),
    receivedAt: ms('received_at').notNull(),
  },
  (t) => [
    uniqueIndex('bff_webhook_events_webhook_id_idx').on(t.webhookId),
    index('bff_webhook_events_owner_idx').on(t.owner, t.seq),
    index('bff_webhook_events_address_idx').on(t.depositAddress),
  ],
);

/** Latest state of each deposit seen in events; never moves back to an earlier stage. */
export const bffDepositStates = pgTable('bff_deposit_states', {
  depositKey: text('deposit_key').primaryKey(),
  depositAddress: text('deposit_address'),
  depositAddressId: text('deposit_address_id'),
  rank: integer('rank').notNull(),
  type: text('type').notNull(),
  status: text('status'),
  eventId: text('event_id').notNull(),
  data: jsonb('data').notNull(),
  updatedAt: ms('updated_at').notNull(),
});
