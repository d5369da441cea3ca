// Dashboard sessions. The cookie holds 32 random bytes; the database holds only their HMAC
// (keys.session), so neither a database dump nor a log line yields a working cookie. Sessions
// last 12 hours from sign-in, not sliding: a stolen cookie dies on schedule and reads need no
// write. A new sign-in always mints a new id and retires the one the browser presented.
import { createHmac, randomBytes } from 'node:crypto';
import { and, eq, gt, lte } from 'drizzle-orm';
import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { bffAuthSessions } from '../../db/bff/schema/auth';
import type { BffContext } from '../context';
import type { Site } from './site';

export const SESSION_TTL_MS = 12 * 60 * 60_000;
const ID_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export interface StoredSession {
  address: string;
  chainId: number;
  createdAt: number;
  expiresAt: number;
}

/**
 * `__Host-` pins the cookie to this exact host, path / and Secure. Browsers keep Secure cookies
 * on http://localhost and 127.0.0.1 (secure contexts), so only a plain-http, non-loopback
 * PUBLIC_URL gets the unprefixed name without Secure (a Secure cookie would be dropped there).
 */
export function sessionCookieName(site: Pick<Site, 'secure'>): string {
  return site.secure ? SESSION_COOKIE_NAMES[0] : SESSION_COOKIE_NAMES[1];
}

/** Both names the session cookie may have, for a reader that does not know the site. */
export const SESSION_COOKIE_NAMES = ['__Host-ferry_session', 'ferry_session'] as const;

const cookieOptions = (site: Site) =>
  ({ path: '/', httpOnly: true, secure: site.secure, sameSite: 'Strict' }) as const;

function hashId(ctx: BffContext, id: string): string {
  return createHmac('sha256', ctx.keys.session).update(id).digest('hex');
}

function presentedId(c: Context, site: Site): string | undefined {
  const id = getCookie(c, sessionCookieName(site));
  return id !== undefined && ID_PATTERN.test(id) ? id : undefined;
}

export async function findSession(
  c: Context,
  ctx: BffContext,
  site: Site,
): Promise<StoredSession | undefined> {
  const id = presentedId(c, site);
  if (!id) return undefined;
  const { address, chainId, createdAt, expiresAt } = bffAuthSessions;
  const [row] = await ctx.db
    .select({ address, chainId, createdAt, expiresAt })
    .from(bffAuthSessions)
    .where(
      and(
        eq(bffAuthSessions.idHash, hashId(ctx, id)),
        gt(bffAuthSessions.expiresAt, ctx.clock.now()),
      ),
    );
  return row;
}

/** Retire the presented session (if any), store a new one and set its cookie. */
export async function startSession(
  c: Context,
  ctx: BffContext,
  site: Site,
  who: { address: string; chainId: number },
): Promise<StoredSession> {
  await retire(ctx, presentedId(c, site));
  const now = ctx.clock.now();
  await ctx.db.delete(bffAuthSessions).where(lte(bffAuthSessions.expiresAt, now));
  const id = randomBytes(32).toString('base64url');
  const session = { ...who, createdAt: now, expiresAt: now + SESSION_TTL_MS };
  await ctx.db.insert(bffAuthSessions).values({ idHash: hashId(ctx, id), ...session });
  setCookie(c, sessionCookieName(site), id, {
    ...cookieOptions(site),
    maxAge: SESSION_TTL_MS / 1000,
  });
  return session;
}

async function retire(ctx: BffContext, id: string | undefined) {
  if (id) await ctx.db.delete(bffAuthSessions).where(eq(bffAuthSessions.idHash, hashId(ctx, id)));
}

/** Delete the presented session and clear the cookie. */
export async function endSession(c: Context, ctx: BffContext, site: Site): Promise<void> {
  await retire(ctx, presentedId(c, site));
  if (getCookie(c, sessionCookieName(site)) !== undefined) {
    deleteCookie(c, sessionCookieName(site), cookieOptions(site));
  }
}
