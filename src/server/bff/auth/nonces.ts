// SIWE nonces: issued by us, stored, good for 10 minutes, and spent by the first signature that
// passes every check. A failed attempt does not spend it; a second success cannot happen,
// because spending is one atomic DELETE … RETURNING that only one request can win.
import { and, eq, gt, lte } from 'drizzle-orm';
import { generateSiweNonce } from 'viem/siwe';
import { bffAuthNonces } from '../../db/bff/schema/auth';
import type { BffContext } from '../context';

export const NONCE_TTL_MS = 10 * 60_000;

export async function issueNonce(ctx: BffContext): Promise<{ nonce: string; expiresAt: number }> {
  const now = ctx.clock.now();
  // Expired nonces go on the way (indexed by expiry), so the table holds 10 minutes at most.
  await ctx.db.delete(bffAuthNonces).where(lte(bffAuthNonces.expiresAt, now));
  const nonce = generateSiweNonce();
  const expiresAt = now + NONCE_TTL_MS;
  await ctx.db.insert(bffAuthNonces).values({ nonce, createdAt: now, expiresAt });
  return { nonce, expiresAt };
}

/** Issued by us and not yet spent or expired. */
export async function nonceIsLive(ctx: BffContext, nonce: string): Promise<boolean> {
  const rows = await ctx.db
    .select({ nonce: bffAuthNonces.nonce })
    .from(bffAuthNonces)
    .where(and(eq(bffAuthNonces.nonce, nonce), gt(bffAuthNonces.expiresAt, ctx.clock.now())));
  return rows.length > 0;
}

/** Spend the nonce; false when another request spent it first (or it just expired). */
export async function spendNonce(ctx: BffContext, nonce: string): Promise<boolean> {
  const rows = await ctx.db
    .delete(bffAuthNonces)
    .where(and(eq(bffAuthNonces.nonce, nonce), gt(bffAuthNonces.expiresAt, ctx.clock.now())))
    .returning({ nonce: bffAuthNonces.nonce });
  return rows.length > 0;
}
