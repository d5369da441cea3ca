// POST /api/v1/quotes: price one exact transfer. A quote is read like a query (one per distinct
// request), kept until it expires, and asked for again at its expiry.
import { queryOptions, useQuery, keepPreviousData } from '@tanstack/react-query';
import { endpoints } from './routes';
import type { QuoteRequest, QuoteResponse } from '../contract/schemas/v1-quotes';
import { api } from './client';
import { quoteKeys } from './keys';
import { recoverAfter, retryQuote, untilExpiry } from './quote-timing';

export function fetchQuote(request: QuoteRequest, signal?: AbortSignal): Promise<QuoteResponse> {
  return api.call(endpoints.createQuote, { body: request, signal });
}

export function quoteQueryOptions(request: QuoteRequest) {
  return queryOptions({
    queryKey: quoteKeys.request(request),
    queryFn: ({ signal }) => fetchQuote(request, signal),
    // A quote is good until expiresAt: never refetched on focus or remount, only at expiry
    // (or, after a fault, until the service responds again).
    staleTime: Infinity,
    gcTime: 60_000,
    refetchOnWindowFocus: false,
    refetchInterval: (query) =>
      query.state.status === 'error'
        ? recoverAfter(query.state.error, query.state.errorUpdateCount)
        : untilExpiry(expiryOf(query.state.data)),
    retry: retryQuote,
    retryDelay: 500,
  });
}

function expiryOf(quote: QuoteResponse | undefined): number | undefined {
  return quote ? Date.parse(quote.expiresAt) : undefined;
}

/** The quote for `request` (null: nothing to ask yet); the previous one stays while it loads. */
export function useQuote(request: QuoteRequest | null) {
  return useQuery({
    ...quoteQueryOptions(request ?? PLACEHOLDER),
    enabled: request !== null,
    placeholderData: keepPreviousData,
  });
}

// Never fetched (enabled is false): only gives the disabled query a stable key.
const PLACEHOLDER = {} as QuoteRequest;
