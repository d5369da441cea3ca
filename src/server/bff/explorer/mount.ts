// GET /api/ferry/explorer/search: the explorer's search box in one request (search.ts), open to
// anyone like the deposit search it fans out to, and charged to the same search budget, once.
import { randomUUID } from 'node:crypto';
import type { Context, Hono, MiddlewareHandler } from 'hono';
import type { ClientErrorStatusCode, ServerErrorStatusCode } from 'hono/utils/http-status';
import { ownRoutes } from '../../../contract/own-routes';
import type { BffContext } from '../context';
import type { SandboxUpstream } from '../integrator/sandbox';
import { ownRouter } from '../own/route';
import { searchDeposits, type Selector } from './search';

const route = ownRoutes.explorerSearch;

function invalid(c: Context, message: string, param: string) {
  return c.json({ error: 'ValidationError', message, param }, 400);
}

/** A repeated parameter is refused by name before the row's schema reads the query. */
const refuseRepeats: MiddlewareHandler = async (c, next) => {
  const repeated = Object.entries(c.req.queries()).find(([, v]) => v.length > 1);
  if (repeated) return invalid(c, `Parameter '${repeated[0]}' appears more than once`, repeated[0]);
  await next();
};

/** `upstream` is where the embedded service's sandbox controls are; the real service has none. */
export function mountExplorer(app: Hono, ctx: BffContext, upstream?: SandboxUpstream) {
  const sandbox = ctx.embedded ? upstream : undefined;
  ownRouter(app, ctx)(route, refuseRepeats, async (c) => {
    const { hash, txnRef, depositId, originChainId } = c.req.valid('query');
    const selector: Selector = hash
      ? { hash }
      : txnRef
        ? { txnRef }
        : { depositId: depositId!, originChainId: originChainId! };
    const requestId = randomUUID();
    const result = await searchDeposits(ctx, selector, requestId, sandbox);
    c.header('Cache-Control', 'no-store');
    // The matches hold the service's wire JSON: sent as the row's schema reads it, as the proxy
    // sends GET /deposit's, so the browser reads it by the row's type.
    if (result.ok) return c.json(route.response.parse(result.body));
    const { status, code, message, retryAfterSec } = result.problem;
    if (retryAfterSec !== undefined) c.header('Retry-After', String(retryAfterSec));
    const refusal = status as ClientErrorStatusCode | ServerErrorStatusCode;
    return c.json({ error: code, message, requestId }, refusal);
  });
}
