// Health, readiness and metrics. /healthz: the process responds. /readyz: the
// database and the service both respond (503 naming the one that does not). /metrics:
// Prometheus text. Every request through the app is counted and timed by route pattern
// ("/api/v1/transfers/:orderId", never the raw path), so label cardinality stays bounded.
import { sql } from 'drizzle-orm';
import type { Hono, MiddlewareHandler } from 'hono';
import { routePath } from 'hono/route';
import { ownRoutes } from '../../../contract/own-routes';
import type { Readiness } from '../../../contract/schemas/ferry-ops';
import type { BffContext } from '../context';
import { ownRouter } from '../own/route';
import type { Metrics } from './metrics';

const CHECK_TIMEOUT_MS = 2_000;

export function httpMetrics(metrics: Metrics): MiddlewareHandler {
  // Bound series per route, method and status, found through nested maps, so the hot path
  // formats no labels and builds no key strings. Routes are patterns, so the maps stay small.
  const byRoute = new Map<string, Map<string, Series>>();
  const seriesOf = (route: string, method: string): Series => {
    let byMethod = byRoute.get(route);
    if (!byMethod) byRoute.set(route, (byMethod = new Map()));
    let series = byMethod.get(method);
    if (!series) {
      const time = metrics.httpDuration.bind({ route, method });
      byMethod.set(method, (series = { time, counts: new Map() }));
    }
    return series;
  };
  return async (c, next) => {
    const started = performance.now();
    try {
      await next();
    } finally {
      // After next(), routeIndex points at the handler that responded.
      const route = routePath(c) || 'unmatched';
      const method = c.req.method;
      const series = seriesOf(route, method);
      const status = c.res.status;
      let count = series.counts.get(status);
      if (!count) {
        count = metrics.httpRequests.bind({ route, method, status: String(status) });
        series.counts.set(status, count);
      }
      count();
      series.time((performance.now() - started) / 1000);
    }
  };
}

interface Series {
  time: (seconds: number) => void;
  counts: Map<number, (by?: number) => void>;
}

async function check(run: () => Promise<unknown>): Promise<'ok' | 'fail'> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('timeout')), CHECK_TIMEOUT_MS);
  });
  try {
    const ok = await Promise.race([run(), timeout]);
    return ok === false ? 'fail' : 'ok';
  } catch {
    return 'fail';
  } finally {
    clearTimeout(timer);
  }
}

/** Health, readiness, metrics. Request metrics are mounted by app.ts before the security layer. */
export function mountOps(app: Hono, ctx: BffContext): void {
  const route = ownRouter(app, ctx);
  route(ownRoutes.healthz, (c) => c.json({ status: 'ok' }));

  route(ownRoutes.readyz, async (c) => {
    const [database, upstream] = await Promise.all([
      check(() => ctx.db.execute(sql`select 1`)),
      check(() => ctx.upstream.ping()),
    ]);
    const ready = database === 'ok' && upstream === 'ok';
    c.header('Cache-Control', 'no-store');
    const body: Readiness = {
      status: ready ? 'ready' : 'unavailable',
      checks: { database, upstream },
    };
    return c.json(body, ready ? 200 : 503);
  });

  route(ownRoutes.metrics, (c) => {
    c.header('Content-Type', 'text/plain; version=0.0.4; charset=utf-8');
    c.header('Cache-Control', 'no-store');
    return c.body(ctx.metrics.render());
  });
}
