// What the bridge's first view reads, loaded while the server renders "/": the chains, then the
// chosen route's tokens and its swaps, for the route the link asks for or the default one. The
// page then arrives with its form filled in (not "Loading routes…"), and the browser hydrates
// it from the same cache instead of rendering the form again when the answers arrive. The list
// is the page's own (features/bridge/model/bridge-queries.ts).
import type { QueryClient } from '@tanstack/react-query';
import {
  enabledRouteQueries,
  gridQuery,
  routeQueries,
} from '../../features/bridge/model/bridge-queries';
import { loadPageData } from './page-data';

export async function loadBridgeData(
  queryClient: QueryClient,
  search: { from?: number; to?: number },
): Promise<void> {
  const grid = gridQuery();
  await loadPageData(queryClient, grid);
  const caps = queryClient.getQueryData(grid.queryKey);
  if (!caps) return; // Late or failed: the browser asks.
  await loadPageData(queryClient, ...enabledRouteQueries(routeQueries(caps, search)));
}
