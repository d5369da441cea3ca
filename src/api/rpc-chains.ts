// GET /api/rpc: the chains whose balances the BFF can read (empty when no node is configured),
// and those of them that are sandbox chains (the embedded service's local nodes, which take
// transactions and have a faucet). Read once per visit: the response comes from the server's
// configuration, which does not change while it runs, and a missing response means "nothing
// readable", never a retry loop.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { RpcChains } from '../contract/json-rpc';
import { isServiceError } from '../contract/errors';
import { ownRoutes } from './routes';
import { api } from './client';
import { rpcKeys } from './keys';

const NONE: RpcChains = { chainIds: [], sendChainIds: [] };

export async function fetchRpcChains(signal?: AbortSignal): Promise<RpcChains> {
  try {
    return await api.call(ownRoutes.rpcChains, { signal });
  } catch (error) {
    // An older BFF without the endpoint, or none configured: no chain can be read.
    if (isServiceError(error) && error.status === 404) return NONE;
    throw error;
  }
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

/** The chains the BFF can read. */
export function useRpcChains() {
  return useQuery({ ...rpcChainsQueryOptions(), select: (c) => c.chainIds });
}

/** The sandbox chains (none with the real service): they take transactions and have a faucet. */
export function useSandboxChains() {
  return useQuery({ ...rpcChainsQueryOptions(), select: (c) => c.sendChainIds });
}
