// Security headers, CORS, rate limits, CSRF/origin checks, search caps and body limits, in
// front of everything else (app.ts mounts this first). Order matters: headers wrap every
// response, refusals included; rate limits count every request, refused ones too; the checks
// that read nothing come before the body limit, which may read the body. The checks under /api
// are gates run in one middleware (gate.ts says why).
import type { Hono, MiddlewareHandler } from 'hono';
import type { BffContext } from '../context';
import { apiBodyLimit } from './body-limit';
import { cors } from './cors';
import { csrf } from './csrf';
import { apiRequest, type Gate } from './gate';
import { securityHeaders } from './headers';
import { rateLimit } from './rate-limit';
import { searchCaps } from './search-caps';

export function mountSecurity(app: Hono, ctx: BffContext): void {
  const publicOrigin = new URL(ctx.publicUrl).origin;
  app.use(
    '*',
    securityHeaders({
      https: publicOrigin.startsWith('https:'),
      remoteWallets: ctx.config.WALLETCONNECT_PROJECT_ID !== undefined,
    }),
  );
  app.use(
    '/api/*',
    guardApi([cors(publicOrigin), rateLimit(ctx), csrf([publicOrigin]), searchCaps()]),
  );
}

/** The gates in order, the first refusal responding; then the body limit, then the routes. */
function guardApi(gates: Gate[]): MiddlewareHandler {
  const bodyLimit = apiBodyLimit();
  // Not async: the common path hands on the body limit's promise as it is.
  return (c, next) => {
    const req = apiRequest(c);
    for (const gate of gates) {
      const refusal = gate(c, req);
      if (refusal) return Promise.resolve(refusal);
    }
    return bodyLimit(c, next);
  };
}
