// Which endpoint a BFF path is: a mirrored service row (responded in that row's envelope) or the
// BFF's own /api/ferry/... paths ({error, message}). The browser reaches the legacy API at
// /api/... and the versioned API at /api/v1/..., the same bases the typed client uses.
import type { Host } from '../../../contract/endpoint';
import { matchEndpoint, type EndpointMatch } from '../../../contract/endpoints';
import type { OwnRoute } from '../../../contract/own-route';
import { ownRouteList } from '../../../contract/own-routes';
import { OWN_PREFIX } from '../context';

export const API_PREFIX = '/api';

/** Webhook deliveries are authenticated by their signature, not by the browser's headers. */
export const WEBHOOK_RECEIVER_PREFIX = `${OWN_PREFIX}/webhooks/receive/`;

/**
 * JSON-RPC calls to one chain: their route applies the CSRF checks itself, since only it knows
 * whether the chain is a sandbox chain, which wallets of any origin may call (csrf.ts).
 */
export const RPC_CALL_PREFIX = `${API_PREFIX}/rpc/`;

export function isApiPath(path: string): boolean {
  return path === API_PREFIX || path.startsWith(`${API_PREFIX}/`);
}

export function isOwnPath(path: string): boolean {
  return path === OWN_PREFIX || path.startsWith(`${OWN_PREFIX}/`);
}

export function isRpcCallPath(path: string): boolean {
  return path.startsWith(RPC_CALL_PREFIX);
}

export function isWebhookReceiverPath(path: string): boolean {
  return path.startsWith(WEBHOOK_RECEIVER_PREFIX);
}

/** The service row a request under /api mirrors, if any (HEAD is looked up as GET). */
export function mirroredRow(method: string, path: string): EndpointMatch | undefined {
  if (!isApiPath(path) || isOwnPath(path)) return undefined;
  const rest = path.slice(API_PREFIX.length);
  const host: Host = rest.startsWith('/v1/') ? 'v1' : 'legacy';
  return matchEndpoint(method === 'HEAD' ? 'GET' : method, host, rest);
}

// Ferry's own rows by method: fixed paths in a map, paths with {placeholders} as patterns (a
// fixed path wins, as /webhooks/events/stream over /webhooks/events/{id}).
const ownFixed = new Map<string, OwnRoute>();
const ownPatterns: { method: string; regex: RegExp; row: OwnRoute }[] = [];
for (const row of ownRouteList) {
  if (!row.path.includes('{')) {
    ownFixed.set(`${row.method} ${row.path}`, row);
    continue;
  }
  const source = row.path
    .split(/\{\w+\}/)
    .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
    .join('[^/]+');
  ownPatterns.push({ method: row.method, regex: new RegExp(`^${source}$`), row });
}

/** Ferry's own row a request reaches, if any (HEAD is looked up as GET). */
export function ownRow(method: string, path: string): OwnRoute | undefined {
  const m = method === 'HEAD' ? 'GET' : method;
  return (
    ownFixed.get(`${m} ${path}`) ??
    ownPatterns.find((p) => p.method === m && p.regex.test(path))?.row
  );
}
