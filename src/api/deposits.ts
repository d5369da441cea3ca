// GET /api/deposits and GET /api/deposit through the BFF, for the explorer and history: a page
// of indexed deposits (newest first) by depositor, address or sweep, and one deposit by any one
// selector. The BFF caps a page at 100 rows and rate-limits search per client (429 with
// Retry-After, which the typed error carries as retryAfterSec).
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { endpoints } from './routes';
import { isServiceError } from '../contract/errors';
import type { DepositDetail, DepositQuery } from '../contract/schemas/deposit';
import type { DepositsResponse } from '../contract/schemas/deposits';
import { api } from './client';
import { depositListKeys, explorerKeys } from './keys';

/**
 * Network faults and 5xx are worth one more try; a 4xx (a 429 above all, which the page counts
 * down from Retry-After) is not.
 */
export function retryUnlessRefused(failureCount: number, error: unknown): boolean {
  if (failureCount >= 2) return false;
  return !isServiceError(error) || error.status === 0 || error.status >= 500;
}

/** The BFF's largest page for the public search. */
export const DEPOSITS_PAGE_MAX = 100;

export interface DepositsFilter {
  depositor?: string;
  address?: string;
  sweepTxnRef?: string;
  limit: number;
  skip: number;
}

export function fetchDeposits(f: DepositsFilter, signal?: AbortSignal): Promise<DepositsResponse> {
  return api.call(endpoints.getDeposits, {
    query: {
      depositor: f.depositor,
      address: f.address,
      sweepTxnRef: f.sweepTxnRef,
      limit: String(Math.min(f.limit, DEPOSITS_PAGE_MAX)),
      skip: String(f.skip),
    },
    signal,
  });
}

export function depositsQueryOptions(f: DepositsFilter) {
  return queryOptions({
    queryKey: depositListKeys.page({ ...f }),
    queryFn: ({ signal }) => fetchDeposits(f, signal),
    // The next page keeps the table in place until it arrives (no layout jump).
    placeholderData: keepPreviousData,
    staleTime: 5_000,
    retry: retryUnlessRefused,
  });
}

/** The explorer's first view: the newest deposits (features/explorer/LiveDeposits.tsx). */
export const NEWEST_DEPOSITS = { limit: 25, skip: 0 } as const;

export function useDeposits(f: DepositsFilter, enabled = true) {
  return useQuery({ ...depositsQueryOptions(f), enabled });
}

/** One selector of GET /deposit (depositId goes with originChainId). */
export type DepositLookup =
  | { depositTxnRef: string }
  | { relayDataHash: string }
  | { depositId: string; originChainId: number };

export interface DepositLookupResult {
  deposit: DepositDetail;
  /** More than one deposit in the same transaction: the last index. */
  maxIndex: number;
}

/** One deposit, or null when the service has none (yet) for this selector. */
export async function fetchDepositLookup(
  lookup: DepositLookup,
  signal?: AbortSignal,
  index = 0,
): Promise<DepositLookupResult | null> {
  const query: DepositQuery =
    'originChainId' in lookup
      ? { depositId: lookup.depositId, originChainId: String(lookup.originChainId) }
      : { ...lookup };
  if (index > 0) query.index = String(index);
  try {
    const res = await api.call(endpoints.getDeposit, { query, signal });
    return { deposit: res.deposit, maxIndex: res.pagination.maxIndex };
  } catch (err) {
    if (isServiceError(err) && err.code === 'DepositNotFoundException') return null;
    throw err;
  }
}

/** Every deposit one transaction carried (several when a relayer batched them). */
export async function fetchDepositsInTx(
  lookup: Exclude<DepositLookup, { originChainId: number }>,
  signal?: AbortSignal,
): Promise<DepositDetail[]> {
  const first = await fetchDepositLookup(lookup, signal);
  if (!first) return [];
  const rest = await Promise.all(
    Array.from({ length: Math.min(first.maxIndex, DEPOSITS_PAGE_MAX - 1) }, (_, i) =>
      fetchDepositLookup(lookup, signal, i + 1),
    ),
  );
  return [first.deposit, ...rest.flatMap((r) => (r ? [r.deposit] : []))];
}

/** The explorer's detail page: one deposit by its id on its origin chain. */
export function explorerDepositQueryOptions(ref: { originChainId: number; depositId: string }) {
  return queryOptions({
    queryKey: explorerKeys.deposit({ ...ref }),
    queryFn: ({ signal }) => fetchDepositLookup(ref, signal),
    staleTime: 5_000,
    retry: retryUnlessRefused,
  });
}

/** Refreshed every `refreshMs` until `isSettled` says the deposit reached its outcome. */
export function useExplorerDeposit(
  ref: { originChainId: number; depositId: string },
  refreshMs: number,
  isSettled: (d: DepositDetail) => boolean,
) {
  return useQuery({
    ...explorerDepositQueryOptions(ref),
    // Polling is the retry: a failed check shows at once and the next one recovers by itself.
    retry: false,
    refetchInterval: (q) => {
      const d = q.state.data?.deposit;
      return d && isSettled(d) ? false : refreshMs;
    },
  });
}
