// GET /api/v1/transfers/{orderId} through the BFF: fetchTransfer (typed by the endpoint table; the
// BFF checked it), transferQueryOptions, and a thin useTransfer. The BFF may respond with
// "indexing" (docs/reliability.md#a-new-transfer-is-indexing-not-failed) for a transfer Ferry
// submitted moments ago that the service has not indexed yet: a transfer-shaped 200 marked
// `indexing: true` (its `status.state` is "indexing" too), or without a recorded quote a 404
// TRANSFER_INDEXING. Both become the state "indexing", never a failure.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { endpoints } from './routes';
import { isServiceError } from '../contract/errors';
import { HASH32 } from '../contract/hash-and-digits';
import type { Transfer, TransferState } from '../contract/schemas/v1-transfers';
import { api } from './client';
import { transferKeys } from './keys';

/** What the tracker shows: the service's state, or ours while a submission is being indexed. */
export type TransferViewState = TransferState | 'indexing';

export interface TransferSnapshot {
  orderId: string;
  state: TransferViewState;
  /** null while indexing without a transfer-shaped response. */
  transfer: Transfer | null;
}

export const INDEXING_CODE = 'TRANSFER_INDEXING';

export function isOrderId(value: string): boolean {
  return HASH32.test(value);
}

/** The snapshot of a transfer record, from GET or from the live stream. */
export function snapshotOf(transfer: Transfer): TransferSnapshot {
  const indexing = (transfer as Record<string, unknown>).indexing === true;
  return {
    orderId: transfer.orderId,
    state: indexing ? 'indexing' : transfer.status.state,
    transfer,
  };
}

export async function fetchTransfer(
  orderId: string,
  signal?: AbortSignal,
): Promise<TransferSnapshot> {
  try {
    return snapshotOf(await api.call(endpoints.getTransfer, { params: { orderId }, signal }));
  } catch (err) {
    if (isServiceError(err) && err.code === INDEXING_CODE) {
      return { orderId, state: 'indexing', transfer: null };
    }
    throw err;
  }
}

export function transferQueryOptions(orderId: string) {
  return queryOptions({
    queryKey: transferKeys.detail(orderId),
    queryFn: ({ signal }) => fetchTransfer(orderId, signal),
    // A live record: always worth re-checking when the tab comes back. Fresh for a moment, so a
    // page hydrated with the record the server rendered does not ask for it again at once.
    staleTime: 5_000,
    refetchOnWindowFocus: 'always',
    enabled: isOrderId(orderId),
  });
}

type Extra = Pick<
  ReturnType<typeof transferQueryOptions>,
  'refetchInterval' | 'retry' | 'refetchIntervalInBackground'
> & {
  enabled?: boolean;
};

export function useTransfer(orderId: string, extra: Extra = {}) {
  const base = transferQueryOptions(orderId);
  return useQuery({
    ...base,
    ...extra,
    enabled: base.enabled !== false && extra.enabled !== false,
  });
}
