// GET /api/swap/tokens: logos and USD prices that enrich the capabilities' token list.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { endpoints } from './routes';
import type { SwapTokensResponse } from '../contract/schemas/legacy-swap';
import { api } from './client';
import { tokenKeys } from './keys';

/** Prices move; a minute-old price is fine for showing a USD value, never for charging. */
export const SWAP_TOKENS_STALE_MS = 60_000;

export function fetchSwapTokens(
  chainId?: number,
  signal?: AbortSignal,
): Promise<SwapTokensResponse> {
  return api.call(endpoints.getSwapTokens, {
    query: { chainId: chainId?.toString() },
    signal,
  });
}

export function swapTokensQueryOptions(chainId?: number) {
  return queryOptions({
    queryKey: tokenKeys.list(chainId),
    queryFn: ({ signal }) => fetchSwapTokens(chainId, signal),
    staleTime: SWAP_TOKENS_STALE_MS,
  });
}

export function useSwapTokens(chainId?: number, enabled = true) {
  return useQuery({ ...swapTokensQueryOptions(chainId), enabled });
}
