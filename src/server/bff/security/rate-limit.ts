// Per-client budgets under /api (docs/reliability.md#rate-limits), so no browser can spend the
// service key's quota: every request draws on the general budget, pricing calls also on the quotes
// budget, and the public deposit search on its own (the explorer's search once per search, however
// many lookups it makes on the server), and the sandbox faucet on its own. Refused with 429 +
// Retry-After before anything is sent on.
import type { Context } from 'hono';
import type { EndpointId } from '../../../contract/endpoints';
import { EXPLORER_SEARCH_PATH } from '../../../contract/schemas/ferry-explorer';
import { SANDBOX_FAUCET_PATH } from '../../../contract/schemas/ferry-sandbox';
import type { BffContext } from '../context';
import { clientIp, clientKey, connectionOf, peerAddress, trustedProxyList } from './client-ip';
import type { ApiRequest, Gate } from './gate';
import { refuse } from './refuse';
import { isApiPath, isWebhookReceiverPath } from './routes';
import { tokenBuckets, type TokenBuckets } from './token-bucket';

export type Budget = 'api' | 'quotes' | 'search' | 'rpc' | 'faucet';

/** Calls that make the service price something. */
const QUOTE_ROWS: readonly EndpointId[] = [
  'createQuote',
  'getSwapApproval',
  'postSwapApproval',
  'getGaslessQuote',
  'getSuggestedFees',
];
export const SEARCH_ROWS: readonly EndpointId[] = ['getDeposits', 'getDeposit'];

export const WINDOW_MS = 60_000;

function budgetsFor({ path, row }: ApiRequest): Budget[] {
  if (!isApiPath(path) || isWebhookReceiverPath(path)) return [];
  // Balance reads poll; they have a budget of their own, so they never eat the general one.
  if (path.startsWith('/api/rpc')) return ['rpc'];
  if (path === EXPLORER_SEARCH_PATH) return ['api', 'search'];
  if (path === SANDBOX_FAUCET_PATH) return ['api', 'faucet'];
  const id = row?.id;
  if (id && QUOTE_ROWS.includes(id)) return ['api', 'quotes'];
  if (id && SEARCH_ROWS.includes(id)) return ['api', 'search'];
  return ['api'];
}

const names: Record<Budget, string> = {
  api: 'requests',
  quotes: 'quote requests',
  search: 'deposit searches',
  rpc: 'balance reads',
  faucet: 'requests for test funds',
};

export function rateLimit(ctx: BffContext): Gate {
  const { config } = ctx;
  const perMinute: Record<Budget, number> = {
    api: config.RATE_LIMIT_API,
    quotes: config.RATE_LIMIT_QUOTES,
    search: config.RATE_LIMIT_SEARCH,
    rpc: config.RATE_LIMIT_RPC,
    faucet: config.RATE_LIMIT_FAUCET,
  };
  const buckets = new Map<Budget, TokenBuckets>();
  for (const budget of Object.keys(perMinute) as Budget[]) {
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
