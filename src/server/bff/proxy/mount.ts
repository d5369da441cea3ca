// The allowlisted mirror of the service under /api (issue 4): /api/<legacy path> and
// /api/v1/<versioned path>, one route per row of the endpoint table and nothing else. A path
// that is no row falls through to the app's 404 (0 upstream calls, RELIABILITY C.22); a row's
// path with another method is 405 with Allow. Routes are registered per row, so request
// metrics are labelled by pattern ("/api/v1/transfers/:orderId"). Also serves
// GET /api/openapi.json.
import type { Context, Hono, Next } from 'hono';
import { endpointList } from '../../../contract/endpoints';
import { Failure } from '../../service/http/failure';
import { requireAdmin } from '../auth/guard';
import type { BffContext } from '../context';
import { mountOpenApi } from '../openapi/mount';
import { handleProxied } from './handle';
import { refusal, toResponse } from './reply';
import { mirrorPath, resolveRoute } from './route';

const honoPath = (rowPath: string) => mirrorPath(rowPath).replace(/\{(\w+)\}/g, ':$1');

export function mountProxy(app: Hono, ctx: BffContext): void {
  mountOpenApi(app);
  const guard = requireAdmin(ctx);
  // The row is found again from the raw (still percent-encoded) path, so parameters are decoded
  // exactly once, by the endpoint table, before the row's schema checks them.
  const dispatch = async (c: Context, next: Next) => {
    const url = new URL(c.req.url);
    const route = resolveRoute(c.req.method, url.pathname);
    if (route?.kind === 'row') return handleProxied(c, ctx, guard, route.match, url);
    if (route?.kind === 'method') {
      const allow = route.allow.join(', ');
      const f = new Failure(405, 'INVALID_METHOD', `Use ${allow} here`, undefined, { allow });
      return toResponse(refusal(route.match.endpoint.envelope, f, crypto.randomUUID()));
    }
    return next();
  };
  const paths = new Set<string>();
  for (const row of endpointList) {
    app.on(row.method, honoPath(row.path), dispatch);
    paths.add(honoPath(row.path));
  }
  // Reached only when no row's method matched the path: 405 (or on to the 404s).
  for (const path of paths) app.all(path, dispatch);
}
