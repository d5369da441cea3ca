// A ceiling on every request body under /api (docs/reliability.md#body-limits): 64 KiB, far above
// any JSON the SPA sends. hono's bodyLimit trusts Content-Length when there is one and otherwise
// reads the stream, stopping at the limit, so a chunked upload is refused with 413 even on a route
// whose handler never reads its body. Rows with tighter limits (quotes, executions) apply them in
// the proxy.
import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { refuse } from './refuse';
import { isWebhookReceiverPath } from './routes';

export const API_BODY_LIMIT = 64 * 1024;

export function apiBodyLimit(maxSize = API_BODY_LIMIT): MiddlewareHandler {
  const limit = bodyLimit({
    maxSize,
    onError: (c) => refuse(c, 'too-large', `Request body too large (at most ${maxSize} bytes)`),
  });
  // The webhook receiver must refuse an unsigned delivery before reading a byte of its body
  // (docs/reliability.md#unsigned-requests-cost-nothing); it applies the same 64 KiB limit itself,
  // after its header check.
  return (c, next) => {
    // A GET or HEAD never carries a body to read (node-server gives it none); asking the
    // Request for one would build a full web Request for nothing, on the proxy's hottest path.
    if (c.req.method === 'GET' || c.req.method === 'HEAD') return next();
    return isWebhookReceiverPath(c.req.path) ? next() : limit(c, next);
  };
}
