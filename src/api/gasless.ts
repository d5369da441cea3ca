// Gasless deposits (legacy API): GET /api/swap/gasless for the typed data to sign, then
// POST /api/gasless/submit with the signature(s); the service sends the deposit and pays gas.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { endpoints } from './routes';
import type {
  GaslessQuoteResponse,
  GaslessSubmitBody,
  GaslessSubmitResponse,
} from '../contract/schemas/gasless';
import type { SwapApprovalQuery } from '../contract/schemas/swap-approval';
import { api } from './client';
import { gaslessKeys } from './keys';
import { recoverAfter, retryQuote, untilExpiry } from './quote-timing';

export type GaslessQuoteRequest = SwapApprovalQuery;

export function fetchGaslessQuote(
  request: GaslessQuoteRequest,
  signal?: AbortSignal,
): Promise<GaslessQuoteResponse> {
  return api.call(endpoints.getGaslessQuote, { query: request, signal });
}

export function gaslessQuoteQueryOptions(request: GaslessQuoteRequest) {
  return queryOptions({
    queryKey: gaslessKeys.request(request),
    queryFn: ({ signal }) => fetchGaslessQuote(request, signal),
    staleTime: Infinity,
    gcTime: 60_000,
    refetchOnWindowFocus: false,
    refetchInterval: (query) => {
      if (query.state.status === 'error') {
        return recoverAfter(query.state.error, query.state.errorUpdateCount);
      }
      const expiry = query.state.data?.quoteExpiryTimestamp;
      return untilExpiry(expiry === undefined ? undefined : expiry * 1000);
    },
    retry: retryQuote,
    retryDelay: 500,
  });
}

export function useGaslessQuote(request: GaslessQuoteRequest | null) {
  return useQuery({
    ...gaslessQuoteQueryOptions(request ?? PLACEHOLDER),
    enabled: request !== null,
    placeholderData: keepPreviousData,
  });
}

const PLACEHOLDER = {} as GaslessQuoteRequest;

/**
 * Submitting the same quote and signatures again returns the same deposit (the service
 * dedupes on the quote), so a retry after a lost response cannot deposit twice.
 */
export function submitGasless(
  body: GaslessSubmitBody,
  signal?: AbortSignal,
): Promise<GaslessSubmitResponse> {
  return api.call(endpoints.submitGasless, { query: {}, body, signal });
}
