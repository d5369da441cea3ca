// The allowlisted mirror of the service under /api: /api/<legacy path> and
// /api/v1/<versioned path>, one route per row of the endpoint table and nothing else. A path that
// is no row falls through to the app's 404 (0 upstream calls, docs/reliability.md#route-allowlist);
// a row's path with another method is 405 with Allow. Routes are registered per row, so request
// metrics are labelled by pattern ("/api/v1/transfers/:orderId"). Also serves GET
// /api/openapi.json.
import type { Context, Hono, Next } from 'hono';
import { endpointList } from '../../../contract/endpoints';
import { Failure } from '../../../contract/failure';
import { requireAdmin } from '../auth/guard';
import type { BffContext } from '../context';
import { mountOpenApi } from '../openapi/mount';
import { handleProxied } from './handle';
import { refusal, toResponse } from './reply';
import { API_PREFIX } from '../security/routes';
import { mirrorPath, requestTarget, resolveRoute } from './route';

const honoPath = (rowPath: string) => mirrorPath(rowPath).replace(/\{(\w+)\}/g, ':$1');

export function mountProxy(app: Hono, ctx: BffContext): void {
  mountOpenApi(app, ctx);
  const guard = requireAdmin(ctx);
  // The row is found again from the raw (still percent-encoded) path, so parameters are decoded
  // exactly once, by the endpoint table, before the row's schema checks them.
  // Not async: handleProxied already returns a promise, and a layer more costs one.
  const dispatch = (c: Context, next: Next) => {
    const { pathname, search } = requestTarget(c.req.url);
    const route = resolveRoute(c.req.method, pathname);
    if (route?.kind === 'row') return handleProxied(c, ctx, guard, route.match, search);
    if (route?.kind === 'method') {
      const allow = route.allow.join(', ');
      const f = new Failure(405, 'INVALID_METHOD', `Use ${allow} here`, undefined, { allow });
      return toResponse(c, refusal(route.match.endpoint.envelope, f, crypto.randomUUID()));
    }
    return next();
  };
  for (const row of endpointList) app.on(row.method, honoPath(row.path), dispatch);
  // Reached only when no row's method matched: 405 on a row's path, else on to the 404s. One
  // wildcard rather than an any-method route per row path: those would put /v1/quotes/ping
  // beside /v1/quotes/:orderId for every method, which Hono's RegExpRouter (the fast one)
  // cannot hold, and it would fall back to its slower trie.
  app.all(`${API_PREFIX}/*`, dispatch);
}
