// The webhook secret vault: each subscription's signing secret, encrypted at rest with
// AES-256-GCM under keys.vault (random 12-byte IV per secret), so the receiver can verify
// deliveries after the browser has seen the secret once. Decrypted secrets are cached briefly.
import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import { and, eq, ne, or } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import { lruOnClock, type Clock } from '../../clock';
import type { Db } from '../../db/open';
import { bffWebhookSubscriptions } from '../../db/bff/schema/integrator';

const IV_BYTES = 12;
const TAG_BYTES = 16;

export function encryptSecret(key: Buffer, plain: string): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const ct = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), ct]).toString('base64');
}

/** Throws when the ciphertext was tampered with or the key is wrong (GCM tag check). */
export function decryptSecret(key: Buffer, sealed: string): string {
  const raw = Buffer.from(sealed, 'base64');
  const iv = raw.subarray(0, IV_BYTES);
  const tag = raw.subarray(IV_BYTES, IV_BYTES + TAG_BYTES);
  const decipher = createDecipheriv('aes-256-gcm', key, iv);
  decipher.setAuthTag(tag);
  return Buffer.concat([
    decipher.update(raw.subarray(IV_BYTES + TAG_BYTES)),
    decipher.final(),
  ]).toString('utf8');
}

/**
 * Lower-case hex SHA-256 of the whole secret string (docs/interface-decisions.md#webhook-signing).
 */
export const secretHashOf = (secret: string) => createHash('sha256').update(secret).digest('hex');

export interface VaultEntry {
  subscriptionId: string;
  /** null when this instance cannot decrypt it (stored under another SESSION_SECRET). */
  secret: string | null;
  owner: string | null;
  deleted: boolean;
}

export interface StoreInput {
  subscriptionId: string;
  receiverId: string | null;
  url: string;
  eventTypes: string[];
  secret: string;
  createdBy: string | null;
  now: number;
}

/** Another instance may delete a subscription: cached entries live this long (ms). */
const CACHE_TTL_MS = 30_000;

export function createVault(db: Db, key: Buffer, clock: Clock) {
  const cache = new LRUCache<string, VaultEntry>({
    max: 1_000,
    ttl: CACHE_TTL_MS,
    ...lruOnClock(clock),
  });
  return {
    async store(input: StoreInput): Promise<void> {
      const row = {
        subscriptionId: input.subscriptionId,
        receiverId: input.receiverId,
        url: input.url,
        eventTypes: input.eventTypes,
        secretEnc: encryptSecret(key, input.secret),
        secretHash: secretHashOf(input.secret),
        createdBy: input.createdBy,
        createdAt: input.now,
      };
      // A receiver URL belongs to one event set, so it comes back once the subscription that had
      // it is deleted: the service took the URL again, so the earlier row no longer holds it.
      if (input.receiverId !== null) {
        await db
          .update(bffWebhookSubscriptions)
          .set({ receiverId: null })
          .where(
            and(
              eq(bffWebhookSubscriptions.receiverId, input.receiverId),
              ne(bffWebhookSubscriptions.subscriptionId, input.subscriptionId),
            ),
          );
      }
      await db
        .insert(bffWebhookSubscriptions)
        .values(row)
        .onConflictDoUpdate({
          target: bffWebhookSubscriptions.subscriptionId,
          set: { ...row, deletedAt: null },
        });
      cache.clear();
    },

    async markDeleted(subscriptionId: string, now: number): Promise<void> {
      await db
        .update(bffWebhookSubscriptions)
        .set({ deletedAt: now })
        .where(eq(bffWebhookSubscriptions.subscriptionId, subscriptionId));
      cache.clear();
    },

    /** By Ferry's receiver id or the service's subscription id; undefined when unknown. */
    async lookup(id: string): Promise<VaultEntry | undefined> {
      const hit = cache.get(id);
      if (hit) return hit;
      const [row] = await db
        .select()
        .from(bffWebhookSubscriptions)
        .where(
          or(
            eq(bffWebhookSubscriptions.receiverId, id),
            eq(bffWebhookSubscriptions.subscriptionId, id),
          ),
        )
        .limit(1);
      if (!row) return undefined;
      const entry: VaultEntry = {
        subscriptionId: row.subscriptionId,
        secret: readableSecret(key, row.secretEnc),
        owner: row.createdBy,
        deleted: row.deletedAt !== null,
      };
      cache.set(id, entry);
      return entry;
    },
  };
}
export type Vault = ReturnType<typeof createVault>;

function readableSecret(key: Buffer, sealed: string): string | null {
  try {
    return decryptSecret(key, sealed);
  } catch {
    return null;
  }
}
