// Who may manage deposit addresses and webhooks: a signed-in dashboard admin. Other parts of
// the BFF use requireAdmin(ctx) in front of their routes, and getSession(c, ctx) to see who is
// signed in. Refusals come in the path's envelope: a mirrored row's own (deposit-addresses:
// legacy, webhooks: {error: 'UnauthorizedError' | 'ForbiddenError', message}), else
// {error, message} on the BFF's own paths.
import type { Context, MiddlewareHandler } from 'hono';
import type { BffContext } from '../context';
import { refuse } from '../security/refuse';
import { adminRule, isAdmin, LOCKED_MESSAGE } from './admins';
import { findSession, type StoredSession } from './sessions';
import { siteOf } from './site';

export interface Session extends StoredSession {
  isAdmin: boolean;
}

declare module 'hono' {
  interface ContextVariableMap {
    /** The request's session, once looked up (null: none). */
    ferrySession: Session | null;
  }
}

/** The signed-in wallet of this request, or undefined. Looked up once per request. */
export async function getSession(c: Context, ctx: BffContext): Promise<Session | undefined> {
  const known = c.get('ferrySession');
  if (known !== undefined) return known ?? undefined;
  const stored = await findSession(c, ctx, siteOf(ctx.publicUrl));
  const session = stored ? { ...stored, isAdmin: isAdmin(ctx, stored.address) } : null;
  c.set('ferrySession', session);
  return session ?? undefined;
}

/** 403 while the dashboard is locked, 401 without a session, 403 for a non-admin. */
export function requireAdmin(ctx: BffContext): MiddlewareHandler {
  return async (c, next) => {
    if (adminRule(ctx) === 'locked') return refuse(c, 'forbidden', LOCKED_MESSAGE);
    const session = await getSession(c, ctx);
    if (!session) {
      return refuse(c, 'unauthorized', 'Sign in with your wallet to use the integrator dashboard');
    }
    if (!session.isAdmin) {
      return refuse(
        c,
        'forbidden',
        `Wallet ${session.address} is not a dashboard admin (see DASHBOARD_ADMINS)`,
      );
    }
    return next();
  };
}
