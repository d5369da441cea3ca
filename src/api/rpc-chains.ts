// GET /api/rpc: the chains whose balances the BFF can read (empty when no node is configured).
// Read once per visit: the answer comes from the server's configuration, which does not change
// while it runs, and a missing answer means "nothing readable", never a retry loop.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { rpcChainsResponse } from '../contract/json-rpc';
import { rpcKeys } from './keys';

export async function fetchRpcChains(signal?: AbortSignal): Promise<readonly number[]> {
  const response = await fetch('/api/rpc', { signal, headers: { Accept: 'application/json' } });
  // An older BFF without the endpoint, or none configured: no chain can be read.
  if (response.status === 404) return [];
  if (!response.ok) throw new Error(`GET /api/rpc answered ${response.status}`);
  return rpcChainsResponse.parse(await response.json()).chainIds;
}

export function rpcChainsQueryOptions() {
  return queryOptions({
    queryKey: rpcKeys.chains(),
    queryFn: ({ signal }) => fetchRpcChains(signal),
    staleTime: Infinity,
    retry: 1,
    refetchOnWindowFocus: false,
  });
}

export function useRpcChains() {
  return useQuery(rpcChainsQueryOptions());
}
