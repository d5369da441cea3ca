// Tables of dashboard sign-in (SIWE): issued nonces (single use, short-lived) and sessions.
// A session row is keyed by an HMAC of the cookie value, so a database leak yields no usable
// cookie. Times are epoch milliseconds.
import { bigint, index, integer, pgTable, text } from 'drizzle-orm/pg-core';

const ms = (name: string) => bigint(name, { mode: 'number' });

/** A nonce handed out for one sign-in; deleted when a signature using it is accepted. */
export const bffAuthNonces = pgTable(
  'bff_auth_nonces',
  {
    nonce: text('nonce').primaryKey(),
    createdAt: ms('created_at').notNull(),
    expiresAt: ms('expires_at').notNull(),
  },
  (t) => [index('bff_auth_nonces_expires_idx').on(t.expiresAt)],
);

/** A signed-in wallet. idHash = HMAC-SHA256(keys.session, cookie value), hex. */
export const bffAuthSessions = pgTable(
  'bff_auth_sessions',
  {
    idHash: text('id_hash').primaryKey(),
    /** EIP-55 checksummed address that signed the SIWE message. */
    address: text('address').notNull(),
    chainId: integer('chain_id').notNull(),
    createdAt: ms('created_at').notNull(),
    expiresAt: ms('expires_at').notNull(),
  },
  (t) => [
    index('bff_auth_sessions_expires_idx').on(t.expiresAt),
    index('bff_auth_sessions_address_idx').on(t.address),
  ],
);
