// The dashboard overview's counts (GET /api/ferry/overview).
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import type { IntegratorOverview } from '../contract/schemas/ferry-integrator';
import { api } from './client';
import { ownRoutes } from './routes';
import { overviewKeys } from './keys';

export function fetchOverview(signal?: AbortSignal): Promise<IntegratorOverview> {
  return api.call(ownRoutes.overview, { signal });
}

export function overviewQueryOptions() {
  return queryOptions({
    queryKey: overviewKeys.all,
    queryFn: ({ signal }) => fetchOverview(signal),
  });
}

export function useOverview() {
  return useQuery(overviewQueryOptions());
}

/** An event arrived: the counts re-read. */
export function invalidateOverview(client: QueryClient): Promise<void> {
  return client.invalidateQueries({ queryKey: overviewKeys.all });
}
