// GET /api/v1/capabilities: chains, routes and (include=tokens) tokens with their limits.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { endpoints } from './routes';
import type { CapabilitiesResponse } from '../contract/schemas/v1-capabilities';
import { api } from './client';
import { capabilityKeys } from './keys';

/**
 * docs/reliability.md#quote-freshness: what can move changes (deprecations, paused liquidity), so a
 * cached response is trusted for at most a minute and never kept past 300 s: a mounted page
 * re-reads it every two minutes, and an unused one is dropped after five.
 */
export const CAPABILITIES_STALE_MS = 60_000;
export const CAPABILITIES_REFRESH_MS = 120_000;
export const CAPABILITIES_GC_MS = 300_000;

export interface CapabilitiesParams {
  originChainId?: number;
  destinationChainId?: number;
  /** Ask for the route's tokens with their limits and prices. */
  includeTokens?: boolean;
}

export function fetchCapabilities(
  params: CapabilitiesParams = {},
  signal?: AbortSignal,
): Promise<CapabilitiesResponse> {
  return api.call(endpoints.getCapabilities, {
    query: {
      originChainId: params.originChainId?.toString(),
      destinationChainId: params.destinationChainId?.toString(),
      include: params.includeTokens ? 'tokens' : undefined,
    },
    signal,
  });
}

export function capabilitiesQueryOptions(params: CapabilitiesParams = {}) {
  const { originChainId, destinationChainId, includeTokens } = params;
  return queryOptions({
    queryKey: capabilityKeys.route(
      originChainId,
      destinationChainId,
      includeTokens ? 'tokens' : undefined,
    ),
    queryFn: ({ signal }) =>
      fetchCapabilities({ originChainId, destinationChainId, includeTokens }, signal),
    staleTime: CAPABILITIES_STALE_MS,
    gcTime: CAPABILITIES_GC_MS,
    refetchInterval: CAPABILITIES_REFRESH_MS,
  });
}

export function useCapabilities(params: CapabilitiesParams = {}, enabled = true) {
  return useQuery({ ...capabilitiesQueryOptions(params), enabled });
}
