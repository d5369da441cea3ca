// The queries the bridge's form reads, in one place: the chains (`gridQuery`), then for the
// route they resolve to its tokens, their prices and its swaps (`routeQueries`). The page's
// hook (hooks/useBridgeSelection.ts) subscribes to them and the route's loader
// (src/app/routes/bridge-data.ts) fills the cache with the same ones while the server renders
// "/", so the keys cannot drift apart and the browser hydrates without asking again.
import { capabilitiesQueryOptions } from '../../../api/capabilities';
import { swapPairsQueryOptions } from '../../../api/swap-pairs';
import { swapTokensQueryOptions } from '../../../api/tokens';
import type { CapabilitiesResponse } from '../../../contract/schemas/v1-capabilities';
import { pickDestination, pickOrigin, type BridgeSearch } from './selection';

/** Every chain and route the service lists: what the rest is resolved against. */
export const gridQuery = () => capabilitiesQueryOptions();

/**
 * The route the URL asks for (or the default one) against `caps`, and the queries for it, each
 * enabled once its chains are known (before that a query is listed but asks nothing).
 */
export function routeQueries(
  caps: CapabilitiesResponse | undefined,
  search: Pick<BridgeSearch, 'from' | 'to'>,
) {
  const origin = caps ? pickOrigin(caps, search.from) : undefined;
  const destination = caps ? pickDestination(caps, origin, search.to) : undefined;
  const routed = origin !== undefined && destination !== undefined;
  return {
    origin,
    destination,
    /** The route's tokens with their limits and reasons. */
    route: {
      ...capabilitiesQueryOptions({
        originChainId: origin,
        destinationChainId: destination,
        includeTokens: true,
      }),
      enabled: routed,
    },
    /** Logos and USD prices of the origin's tokens. */
    swapTokens: { ...swapTokensQueryOptions(origin), enabled: origin !== undefined },
    /** The route's token pairs and how each swaps. */
    pairs: { ...swapPairsQueryOptions(origin ?? 0, destination ?? 0), enabled: routed },
  };
}

/** What a loader fetches for the route: the queries of `routeQueries` that are enabled. */
export function enabledRouteQueries(queries: ReturnType<typeof routeQueries>) {
  return [queries.route, queries.swapTokens, queries.pairs].filter((q) => q.enabled);
}
