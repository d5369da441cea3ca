// Mounts rows of Ferry's own route table (contract/own-routes.ts): the row's method and path,
// behind the admin guard when the row is for admins, and only in front of the embedded service
// when the row says so. Each handler reads its input with the row's schemas itself, since each
// answers its refusals in its own order (a webhook's signature before its body, a faucet's
// chains before its body).
import type { Handler, Hono, MiddlewareHandler } from 'hono';
import type { OwnRoute } from '../../../contract/own-route';
import type { BffContext } from '../context';

/** "/api/ferry/deposit-addresses/{id}" → "/api/ferry/deposit-addresses/:id". */
export const honoPath = (path: string) => path.replace(/\{(\w+)\}/g, ':$1');

export type MountRow = (row: OwnRoute, ...handlers: [...MiddlewareHandler[], Handler]) => void;

export function ownRouter(
  app: Hono,
  ctx: Pick<BffContext, 'embedded'>,
  /** In front of every admin row: 401 without a session, 403 for a non-admin. */
  admin?: MiddlewareHandler,
): MountRow {
  return (row, ...handlers) => {
    if (row.embeddedOnly && !ctx.embedded) return;
    const chain: MiddlewareHandler[] = [];
    if (row.access === 'admin') {
      if (!admin) throw new Error(`${row.id} is for admins: mount it behind the guard`);
      chain.push(admin);
    }
    const all: MiddlewareHandler[] = [...chain, ...(handlers as MiddlewareHandler[])];
    app.on(row.method, honoPath(row.path), ...(all as [MiddlewareHandler]));
  };
}
