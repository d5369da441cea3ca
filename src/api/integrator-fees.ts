// Legacy /limits and /suggested-fees through the BFF's proxy (the key stays on the server),
// for the dashboard's fees-and-limits page.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { endpoints } from './routes';
import type { LimitsResponse, SuggestedFeesResponse } from '../contract/schemas/fees-limits';
import { api } from './client';
import { integratorKeys } from './keys';

export interface FeeRouteQuery {
  originChainId: string;
  destinationChainId: string;
  inputToken: string;
  outputToken: string;
  /** Base units of the input token. */
  amount: string;
  /**
   * "true" when the token has other decimals on the destination: the service refuses such a
   * route unless asked to accept them (fees and limits then stay in the input's decimals, the
   * output amount in the output's).
   */
  allowUnmatchedDecimals?: 'true';
}

export type LimitsRoute = Omit<FeeRouteQuery, 'amount'>;

export function fetchLimits(route: LimitsRoute, signal?: AbortSignal): Promise<LimitsResponse> {
  return api.call(endpoints.getLimits, { query: { ...route }, signal });
}

export function fetchSuggestedFees(
  q: FeeRouteQuery,
  signal?: AbortSignal,
): Promise<SuggestedFeesResponse> {
  return api.call(endpoints.getSuggestedFees, { query: { ...q }, signal });
}

export function limitsQueryOptions(q: FeeRouteQuery) {
  const { amount: _amount, ...route } = q;
  return queryOptions({
    queryKey: integratorKeys.limits(route),
    queryFn: ({ signal }) => fetchLimits(route, signal),
    placeholderData: keepPreviousData,
  });
}

export function suggestedFeesQueryOptions(q: FeeRouteQuery) {
  return queryOptions({
    queryKey: integratorKeys.suggestedFees({ ...q }),
    queryFn: ({ signal }) => fetchSuggestedFees(q, signal),
    placeholderData: keepPreviousData,
  });
}

/** The query for a route and amount, with allowUnmatchedDecimals where the decimals differ. */
export function feeRouteQuery(
  token: {
    input: { chainId: number; address: string; decimals: number };
    output: { chainId: number; address: string; decimals: number };
  },
  amount: bigint,
): FeeRouteQuery {
  return {
    originChainId: String(token.input.chainId),
    destinationChainId: String(token.output.chainId),
    inputToken: token.input.address,
    outputToken: token.output.address,
    amount: amount.toString(),
    ...(token.input.decimals !== token.output.decimals && {
      allowUnmatchedDecimals: 'true' as const,
    }),
  };
}

export function useLimits(q: FeeRouteQuery | undefined) {
  return useQuery({ ...limitsQueryOptions(q ?? emptyQuery), enabled: q !== undefined });
}

export function useSuggestedFees(q: FeeRouteQuery | undefined) {
  return useQuery({ ...suggestedFeesQueryOptions(q ?? emptyQuery), enabled: q !== undefined });
}

const emptyQuery: FeeRouteQuery = {
  originChainId: '',
  destinationChainId: '',
  inputToken: '',
  outputToken: '',
  amount: '',
};

/** The same call as a cURL command against Ferry's /api (Ferry adds the key; none is shown). */
export function curlFor(
  origin: string,
  path: '/limits' | '/suggested-fees',
  q: Record<string, string>,
) {
  const query = new URLSearchParams(q).toString();
  return `curl -s '${origin}/api${path}?${query}'`;
}
