// Per-client budgets under /api (docs/reliability.md#rate-limits), so no browser can spend the
// service key's quota: a request draws on the budgets its route's row declares (rateBudgets, in
// src/contract/endpoints.ts or own-routes.ts: pricing calls also on the quotes budget, the public
// deposit search and the explorer's search on the search budget, once per search however many
// lookups it makes on the server, the faucet on its own, balance reads on theirs alone), and on
// the general budget when its row declares none or it has no row. Refused with 429 + Retry-After
// before anything is sent on.
import type { Context } from 'hono';
import { GENERAL_BUDGET, type RateBudget } from '../../../contract/rate-budgets';
import type { BffContext } from '../context';
import { clientIp, clientKey, connectionOf, peerAddress, trustedProxyList } from './client-ip';
import type { ApiRequest, Gate } from './gate';
import { refuse } from './refuse';
import { isApiPath, ownRow } from './routes';
import { tokenBuckets, type TokenBuckets } from './token-bucket';

export const WINDOW_MS = 60_000;

/** The budgets a request draws on: its row's (a mirrored row, else one of Ferry's own). */
export function budgetsFor({ method, path, row }: ApiRequest): readonly RateBudget[] {
  if (!isApiPath(path)) return [];
  const declared = row ? row.endpoint.rateBudgets : ownRow(method, path)?.rateBudgets;
  return declared ?? GENERAL_BUDGET;
}

const names: Record<RateBudget, string> = {
  api: 'requests',
  quotes: 'quote requests',
  search: 'deposit searches',
  rpc: 'balance reads',
  faucet: 'requests for test funds',
};

export function rateLimit(ctx: BffContext): Gate {
  const { config } = ctx;
  const perMinute: Record<RateBudget, number> = {
    api: config.RATE_LIMIT_API,
    quotes: config.RATE_LIMIT_QUOTES,
    search: config.RATE_LIMIT_SEARCH,
    rpc: config.RATE_LIMIT_RPC,
    faucet: config.RATE_LIMIT_FAUCET,
  };
  const buckets = new Map<RateBudget, TokenBuckets>();
  for (const budget of Object.keys(perMinute) as RateBudget[]) {
    const limit = perMinute[budget];
    if (limit > 0) {
      buckets.set(budget, tokenBuckets({ limit, windowMs: WINDOW_MS, now: ctx.clock.now }));
    }
  }
  const trusted = trustedProxyList(config.TRUSTED_PROXIES);
  const anyTrusted = config.TRUSTED_PROXIES.length > 0;
  // Without trusted proxies the key is the connection's peer: worked out once per connection
  // (a browser sends many requests over one), not once per request.
  const bySocket = new WeakMap<object, string>();
  const keyOf = (c: Context): string => {
    const socket = anyTrusted ? undefined : connectionOf(c);
    if (!socket) {
      return clientKey(
        clientIp(peerAddress(c), c.req.header('x-forwarded-for'), trusted, anyTrusted),
      );
    }
    let key = bySocket.get(socket);
    if (key === undefined) {
      key = clientKey(clientIp(peerAddress(c), undefined, trusted, false));
      bySocket.set(socket, key);
    }
    return key;
  };

  return (c, req) => {
    // Nothing to count against (limits configured off): no need to know who is asking.
    if (buckets.size === 0 || req.method === 'OPTIONS') return undefined;
    const budgets = budgetsFor(req);
    if (budgets.length === 0) return undefined;
    const key = keyOf(c);
    for (const budget of budgets) {
      const taken = buckets.get(budget)?.take(key);
      if (taken && !taken.ok) {
        // Debug, not warn: a flood of refusals must not become a flood of log lines.
        ctx.logger.debug({ budget, client: key, path: req.path }, 'rate limited');
        const wait = taken.retryAfterSec;
        return refuse(
          c,
          'rate-limited',
          `Too many ${names[budget]} from this address; try again in ${wait} s`,
          { headers: { 'Retry-After': String(wait) } },
        );
      }
    }
    return undefined;
  };
}
