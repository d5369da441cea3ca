// Who is asking, for the integrator features: the admin guard and the signed-in address that
// owns what it creates. Injected, so feature tests can stand in for sign-in.
import type { Context, MiddlewareHandler } from 'hono';
import { getSession, requireAdmin } from '../auth/guard';
import type { BffContext } from '../context';

export interface Access {
  /** 401 without a session, 403 for a non-admin (auth/guard.ts). */
  requireAdmin: MiddlewareHandler;
  /** Lower-case address of the signed-in session, or null. */
  sessionAddress(c: Context): Promise<string | null>;
}

export function realAccess(ctx: BffContext): Access {
  return {
    requireAdmin: requireAdmin(ctx),
    async sessionAddress(c) {
      const session = await getSession(c, ctx);
      return session ? session.address.toLowerCase() : null;
    },
  };
}
