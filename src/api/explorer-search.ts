// The explorer's lookups by one identifier, in one request through the BFF
// (GET /api/ferry/explorer/search), which tries a 32-byte hash as a deposit transaction, a
// relay-data hash, an order id and a sweep transaction at once and costs the search budget once.
// Not found is an empty result, not an error; a refusal (429) is tried again after Retry-After,
// twice as long each time, a few times, then left for the person to search again.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { isServiceError } from '../contract/errors';
import type {
  ExplorerMatch,
  ExplorerSearchQuery,
  MatchVia,
} from '../contract/schemas/ferry-explorer';
import { api } from './client';
import { ownRoutes } from './routes';
import { explorerKeys } from './keys';

export type { ExplorerMatch, MatchVia };

export type ExplorerLookup =
  | { kind: 'hash'; value: string }
  | { kind: 'depositId'; value: string; originChainId: number }
  | { kind: 'txnRef'; value: string };

export interface ExplorerSearchResult {
  matches: ExplorerMatch[];
  /** A lookup failed while others responded: the matches may be incomplete. */
  partial: boolean;
}

function queryOf(q: ExplorerLookup): ExplorerSearchQuery {
  switch (q.kind) {
    case 'hash':
      return { hash: q.value };
    case 'txnRef':
      return { txnRef: q.value };
    case 'depositId':
      return { depositId: q.value, originChainId: String(q.originChainId) };
  }
}

export async function searchExplorer(
  q: ExplorerLookup,
  signal?: AbortSignal,
): Promise<ExplorerSearchResult> {
  const res = await api.call(ownRoutes.explorerSearch, { query: queryOf(q), signal });
  return { matches: res.matches, partial: res.unanswered.length > 0 };
}

/** Tries after a refusal before the page stops and offers "Search again". */
export const SEARCH_RETRIES = 3;
/** The wait when a refusal names none. */
const DEFAULT_WAIT_SEC = 10;
const MAX_WAIT_SEC = 60;

export const isRefused = (error: unknown) => isServiceError(error) && error.status === 429;

/** Wait before try `attempt + 1` after a refusal: Retry-After, doubled for each earlier try. */
export function searchRetryDelayMs(attempt: number, error: unknown): number {
  const named = isServiceError(error) ? error.retryAfterSec : undefined;
  const base = named && named > 0 ? named : DEFAULT_WAIT_SEC;
  return Math.min(base * 2 ** attempt, MAX_WAIT_SEC) * 1000;
}

export function explorerSearchQueryOptions(q: ExplorerLookup) {
  return queryOptions({
    queryKey: explorerKeys.search({ ...q }),
    queryFn: ({ signal }) => searchExplorer(q, signal),
    staleTime: 5_000,
    // Only a refusal is tried again by itself; a not-found has its own re-check, and any other
    // failure waits for the person.
    retry: (failures, error) => isRefused(error) && failures < SEARCH_RETRIES,
    retryDelay: searchRetryDelayMs,
  });
}

type Options = ReturnType<typeof explorerSearchQueryOptions>;

export function useExplorerSearch(
  q: ExplorerLookup | undefined,
  refetchInterval: NonNullable<Options['refetchInterval']> = false,
) {
  return useQuery({
    ...explorerSearchQueryOptions(q ?? { kind: 'txnRef', value: '' }),
    enabled: q !== undefined,
    refetchInterval,
  });
}
