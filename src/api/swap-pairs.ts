// GET /api/v1/capabilities?include=swaps: every pair of tokens on one route and how a transfer
// between them swaps (or why it cannot). Read beside the route's tokens, refreshed like them.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { endpoints } from './routes';
import type { CapabilitySwap } from '../contract/schemas/v1-capabilities';
import { api } from './client';
import { CAPABILITIES_GC_MS, CAPABILITIES_REFRESH_MS, CAPABILITIES_STALE_MS } from './capabilities';
import { swapPairKeys } from './keys';

export async function fetchSwapPairs(
  originChainId: number,
  destinationChainId: number,
  signal?: AbortSignal,
): Promise<CapabilitySwap[]> {
  const caps = await api.call(endpoints.getCapabilities, {
    query: {
      originChainId: String(originChainId),
      destinationChainId: String(destinationChainId),
      include: 'swaps',
    },
    signal,
  });
  const route = caps.routes.find(
    (r) => r.originChainId === originChainId && r.destinationChainId === destinationChainId,
  );
  return route?.swaps ?? [];
}

export function swapPairsQueryOptions(originChainId: number, destinationChainId: number) {
  return queryOptions({
    queryKey: swapPairKeys.route(originChainId, destinationChainId),
    queryFn: ({ signal }) => fetchSwapPairs(originChainId, destinationChainId, signal),
    staleTime: CAPABILITIES_STALE_MS,
    gcTime: CAPABILITIES_GC_MS,
    refetchInterval: CAPABILITIES_REFRESH_MS,
  });
}

/** The route's token pairs; disabled (no request) until both chains are chosen. */
export function useSwapPairs(
  originChainId: number | undefined,
  destinationChainId: number | undefined,
) {
  return useQuery({
    ...swapPairsQueryOptions(originChainId ?? 0, destinationChainId ?? 0),
    enabled: originChainId !== undefined && destinationChainId !== undefined,
  });
}
