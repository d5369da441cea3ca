// "Send a test deposit" for the dashboard: a Ferry route that exists only when the upstream is
// the embedded service. It calls the service's own development control (POST /sandbox/deposits)
// with the key the BFF already holds; the mirrored proxy never exposes /sandbox itself.
import type { Hono } from 'hono';
import { ownRoutes } from '../../../contract/own-routes';
import type { BffContext } from '../context';
import { ownRouter } from '../own/route';
import type { Access } from './access';

export interface SandboxUpstream {
  /** Root of the embedded service (its /v1 and /sandbox paths hang off it). */
  v1BaseUrl: string;
  apiKey: string;
}

const route = ownRoutes.sendTestDeposit;
// The service mints on its sandbox chain and reads the block before it responds; behind other
// writes to that chain (sweeps, fills) that took 10 s on a busy machine. Giving up sooner would
// say "did not answer" of a deposit that then arrives anyway.
const TIMEOUT_MS = 30_000;

export function mountSandbox(
  app: Hono,
  ctx: BffContext,
  access: Access,
  upstream: SandboxUpstream,
) {
  ownRouter(
    app,
    ctx,
    access.requireAdmin,
  )(route, async (c) => {
    const request = c.req.valid('json');
    let res: Response;
    try {
      res = await fetch(`${upstream.v1BaseUrl.replace(/\/+$/, '')}/sandbox/deposits`, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${upstream.apiKey}`,
          'content-type': 'application/json',
        },
        body: JSON.stringify(request),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
    } catch (err) {
      ctx.logger.warn(
        { err: (err as Error).name },
        'sandbox deposit: embedded service unreachable',
      );
      return c.json({ error: 'UnknownError', message: 'The embedded service did not answer' }, 502);
    }
    const body: unknown = await res.json().catch(() => undefined);
    if (res.status >= 200 && res.status < 300) {
      const ok = route.response.safeParse(body);
      if (ok.success) return c.json(ok.data, 202);
      return c.json({ error: 'UnknownError', message: 'Unexpected answer from the service' }, 502);
    }
    // The service's refusals ({error, message}) are about the request: pass them on as 400/404.
    const refusal = body as { error?: unknown; message?: unknown } | undefined;
    const message =
      typeof refusal?.message === 'string' ? refusal.message : 'The test deposit was refused';
    if (res.status === 400) return c.json({ error: 'ValidationError', message }, 400);
    ctx.logger.warn({ status: res.status }, 'sandbox deposit refused by the embedded service');
    return c.json({ error: 'UnknownError', message: 'The embedded service refused the call' }, 502);
  });
}
