// Tables of the BFF proxy: execution submissions (recorded before they are sent, replayed by
// Idempotency-Key) and the expiry of quotes that passed through. Times are epoch ms.
import { sql } from 'drizzle-orm';
import { bigint, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';

const ms = (name: string) => bigint(name, { mode: 'number' });

/** One execution submission per idempotency key (docs/reliability.md#replays-and-conflicts). */
export const bffExecutions = pgTable(
  'bff_executions',
  {
    /** "key:<Idempotency-Key>" or "auto:<sha256 of orderId and body>". */
    idemKey: text('idem_key').primaryKey(),
    orderId: text('order_id').notNull(),
    /** sha256 of the canonical JSON body: same key with another body is refused. */
    bodyHash: text('body_hash').notNull(),
    /** The exact bytes sent upstream. */
    requestBody: text('request_body').notNull(),
    /** in_flight (claimed, being sent) | done (response stored) | unknown (sent, no response). */
    state: text('state').notNull(),
    status: integer('status'),
    responseBody: text('response_body'),
    responseType: text('response_type'),
    createdAt: ms('created_at').notNull(),
    updatedAt: ms('updated_at').notNull(),
    /** Kept at least 24 h after creation, then pruned. */
    expiresAt: ms('expires_at').notNull(),
  },
  (t) => [
    index('bff_executions_order_idx').on(t.orderId),
    index('bff_executions_expires_idx').on(t.expiresAt),
    // At most one unconfirmed submission per order, whatever key it came with.
    uniqueIndex('bff_executions_open_order_uq')
      .on(t.orderId)
      .where(sql`${t.state} in ('in_flight', 'unknown')`),
  ],
);

/** Quotes seen on their way back from POST /v1/quotes: expiry check and "indexing" responses. */
export const bffQuotes = pgTable(
  'bff_quotes',
  {
    orderId: text('order_id').primaryKey(),
    expiresAt: ms('expires_at').notNull(),
    /** The quote as the service returned it (wire JSON). */
    quote: jsonb('quote').notNull(),
    createdAt: ms('created_at').notNull(),
  },
  (t) => [index('bff_quotes_expires_idx').on(t.expiresAt)],
);
