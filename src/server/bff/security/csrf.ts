// CSRF defence for unsafe methods under /api (docs/reliability.md#csrf-and-cors), layered so each
// holds on its own: a custom header a cross-site form or <img> cannot send (and that forces a CORS
// pre-flight a foreign origin fails), an Origin check, Fetch Metadata, and JSON-only bodies (a
// text/plain form post is a "simple" request that skips the pre-flight). Every refusal happens
// before any handler runs, so nothing reaches the service. The webhook receiver is exempt: it is
// called by the service, not a browser, and authenticated by its signature. JSON-RPC calls are
// checked by their route (rpc/mount.ts), once it knows the chain: the same checks, except on a
// sandbox chain, which takes a wallet's calls from anywhere (signed transactions and reads only).
import type { Context } from 'hono';
import type { Gate } from './gate';
import { refuse } from './refuse';
import { isApiPath, isRpcCallPath, isWebhookReceiverPath } from './routes';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
export const CLIENT_HEADER = 'x-ferry-client';
export const CLIENT_HEADER_VALUE = 'web';

function hasBody(c: Context): boolean {
  const length = c.req.header('content-length');
  if (c.req.header('transfer-encoding') !== undefined) return true;
  return length !== undefined && length.trim() !== '0';
}

function isJson(contentType: string | undefined): boolean {
  const media = contentType?.split(';')[0]?.trim().toLowerCase();
  return media === 'application/json';
}

/** Why the request is refused, or undefined when it may proceed. */
export function csrfProblem(c: Context, allowedOrigins: readonly string[]): string | undefined {
  const site = c.req.header('sec-fetch-site');
  if (site === 'cross-site' || site === 'same-site') {
    return 'Cross-site requests are not accepted';
  }
  const origin = c.req.header('origin');
  if (origin !== undefined) {
    const own = new URL(c.req.url).origin;
    if (origin !== own && !allowedOrigins.includes(origin)) {
      return 'Requests from another origin are not accepted';
    }
  }
  if (c.req.header(CLIENT_HEADER) !== CLIENT_HEADER_VALUE) {
    return `Missing ${CLIENT_HEADER}: ${CLIENT_HEADER_VALUE} header`;
  }
  if (hasBody(c) && !isJson(c.req.header('content-type'))) {
    return 'Request bodies must be application/json';
  }
  return undefined;
}

export function csrf(allowedOrigins: readonly string[]): Gate {
  return (c, req) => {
    if (SAFE_METHODS.has(req.method) || !isApiPath(req.path)) return undefined;
    if (isWebhookReceiverPath(req.path) || isRpcCallPath(req.path)) return undefined;
    const problem = csrfProblem(c, allowedOrigins);
    return problem ? refuse(c, 'forbidden', problem) : undefined;
  };
}
