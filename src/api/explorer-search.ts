// The explorer's lookups by one identifier, through the BFF. A 32-byte hash is tried as a
// deposit transaction, a relay-data hash, an order id and a sweep transaction at once (five
// requests at most, inside the search budget); a deposit id is looked up on its origin chain;
// a non-EVM reference as a deposit transaction. Not found is an empty result, not an error;
// any other failure (a 429 above all) is thrown when nothing was found, so the page can show it.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { isServiceError, type ServiceError } from '../contract/errors';
import type { DepositListItem } from '../contract/schemas/deposits';
import type { TransferState } from '../contract/schemas/v1-transfers';
import {
  DEPOSITS_PAGE_MAX,
  fetchDepositLookup,
  fetchDeposits,
  fetchDepositsInTx,
} from './deposits';
import { explorerKeys } from './keys';
import { fetchTransfer } from './transfers';

export type ExplorerLookup =
  | { kind: 'hash'; value: string }
  | { kind: 'depositId'; value: string; originChainId: number }
  | { kind: 'txnRef'; value: string };

export type MatchVia = 'depositTxnRef' | 'relayDataHash' | 'orderId' | 'sweepTxnRef' | 'depositId';

export interface ExplorerMatch {
  via: MatchVia;
  deposits: DepositListItem[];
  /** Set when the hash is an order id: its tracker, and its state (maybe not deposited yet). */
  order?: { orderId: string; state: TransferState | 'indexing' };
}

export interface ExplorerSearchResult {
  matches: ExplorerMatch[];
  /** A lookup that failed while others answered (the page says the result may be partial). */
  partialError?: ServiceError;
}

const ORDER_NOT_FOUND = new Set(['TRANSFER_NOT_FOUND', 'INVALID_ORDER_ID', 'NOT_FOUND']);

async function byOrderId(orderId: string, signal?: AbortSignal): Promise<ExplorerMatch | null> {
  try {
    const snap = await fetchTransfer(orderId, signal);
    const t = snap.transfer;
    const order = { orderId, state: snap.state };
    if (!t?.deposit) return { via: 'orderId', deposits: [], order };
    const found = await fetchDepositLookup(
      { depositId: t.deposit.depositId, originChainId: t.inputToken.chainId },
      signal,
    );
    return { via: 'orderId', deposits: found ? [found.deposit] : [], order };
  } catch (err) {
    if (isServiceError(err) && (err.status === 404 || ORDER_NOT_FOUND.has(err.code))) return null;
    throw err;
  }
}

function list(via: MatchVia, deposits: DepositListItem[]): ExplorerMatch | null {
  return deposits.length ? { via, deposits } : null;
}

function attempts(q: ExplorerLookup, signal?: AbortSignal): Array<Promise<ExplorerMatch | null>> {
  switch (q.kind) {
    case 'hash':
      return [
        fetchDepositsInTx({ depositTxnRef: q.value }, signal).then((d) => list('depositTxnRef', d)),
        fetchDepositLookup({ relayDataHash: q.value }, signal).then((r) =>
          list('relayDataHash', r ? [r.deposit] : []),
        ),
        byOrderId(q.value, signal),
        fetchDeposits({ sweepTxnRef: q.value, limit: DEPOSITS_PAGE_MAX, skip: 0 }, signal).then(
          (d) => list('sweepTxnRef', d),
        ),
      ];
    case 'txnRef':
      return [
        fetchDepositsInTx({ depositTxnRef: q.value }, signal).then((d) => list('depositTxnRef', d)),
      ];
    case 'depositId':
      return [
        fetchDepositLookup({ depositId: q.value, originChainId: q.originChainId }, signal).then(
          (r) => list('depositId', r ? [r.deposit] : []),
        ),
      ];
  }
}

export async function searchExplorer(
  q: ExplorerLookup,
  signal?: AbortSignal,
): Promise<ExplorerSearchResult> {
  const settled = await Promise.allSettled(attempts(q, signal));
  const matches = settled.flatMap((s) => (s.status === 'fulfilled' && s.value ? [s.value] : []));
  const errors = settled.flatMap((s) => (s.status === 'rejected' ? [s.reason as unknown] : []));
  const rateLimited = errors.find((e) => isServiceError(e) && e.status === 429);
  const firstError = rateLimited ?? errors[0];
  if (firstError !== undefined && matches.length === 0) throw firstError;
  return {
    matches,
    ...(firstError !== undefined && isServiceError(firstError) ? { partialError: firstError } : {}),
  };
}

export function explorerSearchQueryOptions(q: ExplorerLookup) {
  return queryOptions({
    queryKey: explorerKeys.search({ ...q }),
    queryFn: ({ signal }) => searchExplorer(q, signal),
    staleTime: 5_000,
    // A 429 has its own countdown; a not-found has its own re-check. Neither retries blindly.
    retry: false,
  });
}

export function useExplorerSearch(
  q: ExplorerLookup | undefined,
  refetchInterval: number | false = false,
) {
  return useQuery({
    ...explorerSearchQueryOptions(q ?? { kind: 'txnRef', value: '' }),
    enabled: q !== undefined,
    refetchInterval,
  });
}
