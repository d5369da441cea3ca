// CORS for /api (docs/reliability.md#csrf-and-cors). The SPA is same-origin and needs none; the
// only origin ever allowed is PUBLIC_URL's, sent back as exactly itself (never `*`, which
// credentials forbid anyway). Other origins get no Access-Control-* header at all, so the browser
// blocks them; but a pre-flight for a JSON-RPC call goes on to its route, which opens a sandbox
// chain to every origin (without credentials). Written out rather than hono/cors, which sends
// Allow-Credentials even to origins it does not allow.
import { gatherResponseHeaders } from './response-headers';
import type { Gate } from './gate';
import { isRpcCallPath } from './routes';

export const ALLOWED_METHODS = 'GET, HEAD, POST, DELETE';
export const ALLOWED_HEADERS = 'Content-Type, X-Ferry-Client, Idempotency-Key';

const VARY_ORIGIN = Object.freeze({ vary: 'Origin' });

export function cors(allowedOrigin: string): Gate {
  // Frozen constants: response-headers.ts keeps merges of frozen records.
  const allowedResponse = Object.freeze({
    vary: 'Origin',
    'access-control-allow-origin': allowedOrigin,
    'access-control-allow-credentials': 'true',
  });
  return (c, req) => {
    const origin = c.req.header('origin');
    const allowed = origin !== undefined && origin === allowedOrigin;
    const preflight =
      req.method === 'OPTIONS' && c.req.header('access-control-request-method') !== undefined;
    if (preflight && !allowed && isRpcCallPath(req.path)) {
      gatherResponseHeaders(c, VARY_ORIGIN);
      return undefined;
    }
    if (preflight) {
      c.header('Vary', 'Origin');
      if (allowed) {
        c.header('Access-Control-Allow-Origin', origin);
        c.header('Access-Control-Allow-Credentials', 'true');
        c.header('Access-Control-Allow-Methods', ALLOWED_METHODS);
        c.header('Access-Control-Allow-Headers', ALLOWED_HEADERS);
        c.header('Access-Control-Max-Age', '600');
      }
      return c.body(null, 204);
    }
    gatherResponseHeaders(c, allowed ? allowedResponse : VARY_ORIGIN);
    return undefined;
  };
}
