// Tables of the embedded service. Times are epoch milliseconds (bigint mode number);
// token amounts are numeric(78,0) because they overflow a 64-bit integer.
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';

const ms = (name: string) => bigint(name, { mode: 'number' });
const amount = (name: string) => numeric(name, { precision: 78, scale: 0, mode: 'bigint' });

/** A quote of the versioned API and, once executed, its transfer (one order, one id). */
export const svcOrders = pgTable(
  'svc_orders',
  {
    orderId: text('order_id').primaryKey(),
    integratorId: text('integrator_id').notNull(),
    /** The quote exactly as returned to the caller (incl. typed data). */
    quote: jsonb('quote').notNull(),
    state: text('state').notNull(),
    stateReason: text('state_reason'),
    history: jsonb('history').notNull(),
    /** Hash of the accepted execution body, for idempotent replays. */
    executionKey: text('execution_key'),
    acceptedAt: ms('accepted_at'),
    deposit: jsonb('deposit'),
    fill: jsonb('fill'),
    refund: jsonb('refund'),
    finalized: boolean('finalized').notNull().default(false),
    createdAt: ms('created_at').notNull(),
    updatedAt: ms('updated_at').notNull(),
    expiresAt: ms('expires_at').notNull(),
  },
  (t) => [index('svc_orders_state_idx').on(t.state)],
);

/** Deposits as the legacy indexer shows them (/deposits, /deposit). */
export const svcDeposits = pgTable(
  'svc_deposits',
  {
    id: serial('id').primaryKey(),
    depositId: text('deposit_id').notNull(),
    originChainId: integer('origin_chain_id').notNull(),
    destinationChainId: integer('destination_chain_id').notNull(),
    depositTxnRef: text('deposit_txn_ref').notNull(),
    relayHash: text('relay_hash'),
    depositor: text('depositor').notNull(),
    recipient: text('recipient').notNull(),
    depositAddress: text('deposit_address'),
    sweepTxnRef: text('sweep_txn_ref'),
    orderId: text('order_id'),
    status: text('status').notNull(),
    /** The full deposit record (single form), updated as the deposit moves. */
    record: jsonb('record').notNull(),
    /** When the simulated indexer has seen it (1–15 s after the deposit at speed 1). */
    visibleAt: ms('visible_at').notNull(),
    createdAt: ms('created_at').notNull(),
    // What identifies a sandbox chain's FundsDeposited log (null on the simulated ledger): the
    // transaction that emitted it (a sweep's, not the arrival's depositTxnRef), its index in the
    // block, and the block. A deposit id alone identifies nothing: a chain rolled back by a crash
    // hands the same id to another deposit.
    logTxnHash: text('log_txn_hash'),
    logIndex: integer('log_index'),
    blockNumber: bigint('block_number', { mode: 'number' }),
    blockHash: text('block_hash'),
    /**
     * When the indexer found the log gone from its chain (a rollback): the row is hidden from the
     * API and its jobs cancelled. Null while the deposit is on chain.
     */
    droppedAt: ms('dropped_at'),
    /** Why no relayer can fill it (a field the service cannot represent); refunded at its deadline. */
    unfillable: text('unfillable'),
    /** Block of the fill (destination) or refund (origin) transaction, to check it after a rollback. */
    settledBlock: bigint('settled_block', { mode: 'number' }),
  },
  (t) => [
    index('svc_deposits_origin_deposit_id').on(t.originChainId, t.depositId),
    uniqueIndex('svc_deposits_log')
      .on(t.originChainId, t.logTxnHash, t.logIndex)
      .where(sql`${t.droppedAt} is null`),
    index('svc_deposits_block_idx').on(t.originChainId, t.blockNumber),
    index('svc_deposits_txn_idx').on(t.depositTxnRef),
    index('svc_deposits_relay_idx').on(t.relayHash),
    index('svc_deposits_sweep_idx').on(t.sweepTxnRef),
    index('svc_deposits_depositor_idx').on(t.depositor),
    index('svc_deposits_recipient_idx').on(t.recipient),
    index('svc_deposits_order_idx').on(t.orderId),
  ],
);

/** Persistent deposit addresses: one row per distinct request, so requests resolve to one address. */
export const svcDepositAddresses = pgTable(
  'svc_deposit_addresses',
  {
    id: text('id').primaryKey(),
    integratorId: text('integrator_id').notNull(),
    requestKey: text('request_key').notNull(),
    address: text('address').notNull(),
    record: jsonb('record').notNull(),
    createdAt: ms('created_at').notNull(),
  },
  (t) => [
    uniqueIndex('svc_deposit_addresses_request').on(t.requestKey),
    index('svc_deposit_addresses_address').on(t.address),
  ],
);

/**
 * Funds seen at a deposit address, waiting for the sweep that moves every pending arrival at
 * that address into the bridge in one transaction (then one deposit per arrival).
 */
export const svcDepositAddressArrivals = pgTable(
  'svc_deposit_address_arrivals',
  {
    id: text('id').primaryKey(),
    depositAddressId: text('deposit_address_id').notNull(),
    originChainId: integer('origin_chain_id').notNull(),
    inputToken: text('input_token').notNull(),
    inputAmount: amount('input_amount').notNull(),
    /** The transfer into the deposit address. */
    depositTxnRef: text('deposit_txn_ref').notNull(),
    /** 'pending' until swept, then 'swept'. */
    status: text('status').notNull(),
    sweepTxnRef: text('sweep_txn_ref'),
    /** svc_deposits.id of the bridge deposit the sweep made from it. */
    depositRowId: integer('deposit_row_id'),
    createdAt: ms('created_at').notNull(),
    /** Arrival order, even within one millisecond: a sweep deposits in this order. */
    seq: serial('seq').notNull(),
  },
  (t) => [
    index('svc_deposit_address_arrivals_pending').on(t.depositAddressId, t.status),
    uniqueIndex('svc_deposit_address_arrivals_deposit').on(t.depositRowId),
  ],
);

/**
 * Gasless quotes of the legacy swap API. id is the EIP-712 digest of the first payload to
 * sign, so a submission finds its quote from what it echoes back.
 */
export const svcGaslessQuotes = pgTable(
  'svc_gasless_quotes',
  {
    id: text('id').primaryKey(),
    integratorId: text('integrator_id').notNull(),
    depositId: text('deposit_id').notNull(),
    originChainId: integer('origin_chain_id').notNull(),
    quote: jsonb('quote').notNull(),
    /** quoted → submitted → deposited | failed. */
    status: text('status').notNull().default('quoted'),
    /** {messageId, depositTxnRef, reason?} once submitted. */
    submission: jsonb('submission'),
    submittedAt: ms('submitted_at'),
    expiresAt: ms('expires_at').notNull(),
    createdAt: ms('created_at').notNull(),
  },
  (t) => [uniqueIndex('svc_gasless_quotes_deposit').on(t.originChainId, t.depositId)],
);

/** Simulated balances that differ from the generous default. */
export const svcBalances = pgTable(
  'svc_balances',
  {
    chainId: integer('chain_id').notNull(),
    token: text('token').notNull(),
    address: text('address').notNull(),
    amount: amount('amount').notNull(),
  },
  (t) => [primaryKey({ columns: [t.chainId, t.token, t.address] })],
);

/** Durable timers: every future step of a lifecycle is a job, so a restart resumes them. */
export const svcJobs = pgTable(
  'svc_jobs',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').notNull(),
    dueAt: ms('due_at').notNull(),
    payload: jsonb('payload').notNull(),
    status: text('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
  },
  (t) => [index('svc_jobs_due_idx').on(t.status, t.dueAt)],
);

export const svcWebhookSubscriptions = pgTable(
  'svc_webhook_subscriptions',
  {
    id: text('id').primaryKey(),
    integratorId: text('integrator_id').notNull(),
    url: text('url').notNull(),
    eventTypes: jsonb('event_types').$type<string[]>().notNull(),
    enabled: boolean('enabled').notNull().default(true),
    /** The service must sign with it, so it keeps the secret itself (the API never returns it again). */
    secret: text('secret').notNull(),
    secretHash: text('secret_hash').notNull(),
    failingSince: ms('failing_since'),
    createdAt: ms('created_at').notNull(),
    /** Insertion order: "oldest first" even when two share a millisecond. */
    seq: serial('seq').notNull(),
  },
  (t) => [uniqueIndex('svc_webhook_subscriptions_url').on(t.integratorId, t.url)],
);

export const svcWebhookMessages = pgTable(
  'svc_webhook_messages',
  {
    messageId: text('message_id').primaryKey(),
    subscriptionId: text('subscription_id').notNull(),
    eventId: text('event_id').notNull(),
    eventType: text('event_type').notNull(),
    payload: text('payload').notNull(),
    attempt: integer('attempt').notNull().default(0),
    /** Null once the message is final (delivered, failed, disabled). */
    nextAttemptAt: ms('next_attempt_at'),
    status: text('status').notNull(),
    lastStatus: integer('last_status'),
    lastError: text('last_error'),
    createdAt: ms('created_at').notNull(),
    /** Insertion order, for listing a subscription's messages as they were enqueued. */
    seq: serial('seq').notNull(),
  },
  (t) => [index('svc_webhook_messages_due').on(t.status, t.nextAttemptAt)],
);

/**
 * The chain indexer's cursor: the blocks it read up to, with their hashes, newest last. After a
 * rollback it walks back to the newest one the chain still has (a few recent ones are kept).
 */
export const svcChainCursors = pgTable(
  'svc_chain_cursors',
  {
    chainId: integer('chain_id').notNull(),
    blockNumber: bigint('block_number', { mode: 'number' }).notNull(),
    /** Null for a cursor carried over from svc_counters (before hashes were kept). */
    blockHash: text('block_hash'),
  },
  (t) => [primaryKey({ columns: [t.chainId, t.blockNumber] })],
);

/** Monotonic counters (deposit ids per chain, block numbers). */
export const svcCounters = pgTable('svc_counters', {
  name: text('name').primaryKey(),
  value: bigint('value', { mode: 'number' }).notNull(),
});
