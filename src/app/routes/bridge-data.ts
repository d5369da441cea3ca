// What the bridge's first view reads, loaded while the server renders "/": the chains, then the
// chosen route's tokens and its swaps, for the route the link asks for or the default one. The
// page then arrives with its form filled in (not "Loading routes…"), and the browser hydrates
// it from the same cache instead of rendering the form again when the answers arrive.
import type { QueryClient } from '@tanstack/react-query';
import { capabilitiesQueryOptions } from '../../api/capabilities';
import { swapPairsQueryOptions } from '../../api/swap-pairs';
import { swapTokensQueryOptions } from '../../api/tokens';
import { pickDestination, pickOrigin } from '../../features/bridge/model/selection';
import { loadPageData } from './page-data';

export async function loadBridgeData(
  queryClient: QueryClient,
  search: { from?: number; to?: number },
): Promise<void> {
  const grid = capabilitiesQueryOptions();
  await loadPageData(queryClient, grid);
  const caps = queryClient.getQueryData(grid.queryKey);
  if (!caps) return; // Late or failed: the browser asks.
  const origin = pickOrigin(caps, search.from);
  const destination = pickDestination(caps, origin, search.to);
  if (origin === undefined || destination === undefined) return;
  await loadPageData(
    queryClient,
    capabilitiesQueryOptions({
      originChainId: origin,
      destinationChainId: destination,
      includeTokens: true,
    }),
    swapTokensQueryOptions(origin),
    swapPairsQueryOptions(origin, destination),
  );
}
