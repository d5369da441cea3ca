// Per-client budgets under /api (C.29, C.32), so no browser can spend the service key's quota:
// every request draws on the general budget, pricing calls also on the quotes budget, and the
// public deposit search on its own. Refused with 429 + Retry-After before anything is sent on.
import type { MiddlewareHandler } from 'hono';
import type { EndpointId } from '../../../contract/endpoints';
import type { BffContext } from '../context';
import { clientIp, clientKey, peerAddress, trustedProxyList } from './client-ip';
import { refuse } from './refuse';
import { isApiPath, isWebhookReceiverPath, mirroredRow } from './routes';
import { tokenBuckets, type TokenBuckets } from './token-bucket';

export type Budget = 'api' | 'quotes' | 'search';

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

export function budgetsFor(method: string, path: string): Budget[] {
  if (!isApiPath(path) || isWebhookReceiverPath(path)) return [];
  const id = mirroredRow(method, path)?.id;
  if (id && QUOTE_ROWS.includes(id)) return ['api', 'quotes'];
  if (id && SEARCH_ROWS.includes(id)) return ['api', 'search'];
  return ['api'];
}

const names: Record<Budget, string> = {
  api: 'requests',
  quotes: 'quote requests',
  search: 'deposit searches',
};

export function rateLimit(ctx: BffContext): MiddlewareHandler {
  const { config } = ctx;
  const perMinute: Record<Budget, number> = {
    api: config.RATE_LIMIT_API,
    quotes: config.RATE_LIMIT_QUOTES,
    search: config.RATE_LIMIT_SEARCH,
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

  return async (c, next) => {
    const budgets = budgetsFor(c.req.method, c.req.path);
    if (budgets.length === 0 || c.req.method === 'OPTIONS') return next();
    const ip = clientIp(peerAddress(c), c.req.header('x-forwarded-for'), trusted, anyTrusted);
    const key = clientKey(ip);
    for (const budget of budgets) {
      const taken = buckets.get(budget)?.take(key);
      if (taken && !taken.ok) {
        // Debug, not warn: a flood of refusals must not become a flood of log lines.
        ctx.logger.debug({ budget, client: key, path: c.req.path }, 'rate limited');
        const wait = taken.retryAfterSec;
        return refuse(
          c,
          'rate-limited',
          `Too many ${names[budget]} from this address; try again in ${wait} s`,
          { headers: { 'Retry-After': String(wait) } },
        );
      }
    }
    return next();
  };
}
