// GET /api/deposit?depositId&originChainId through the BFF: one deposit followed by its id,
// which is how a gasless transfer is tracked (the service pays the gas and responds with a
// depositId), and how a versioned transfer learns its fill deadline, refund address and prices.
// A 404 right after a submission means "not indexed yet", which the tracker decides (it knows
// when the transfer was submitted); here it stays a typed error.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { endpoints } from './routes';
import { UINT256_DIGITS } from '../contract/hash-and-digits';
import type { DepositDetail } from '../contract/schemas/deposit';
import { api } from './client';
import { depositKeys } from './keys';

export interface DepositRef {
  originChainId: number;
  depositId: string;
}

export function isDepositRef(ref: Partial<DepositRef>): ref is DepositRef {
  return (
    typeof ref.originChainId === 'number' &&
    Number.isSafeInteger(ref.originChainId) &&
    ref.originChainId > 0 &&
    typeof ref.depositId === 'string' &&
    UINT256_DIGITS.test(ref.depositId)
  );
}

export async function fetchTrackedDeposit(
  ref: DepositRef,
  signal?: AbortSignal,
): Promise<DepositDetail> {
  const res = await api.call(endpoints.getDeposit, {
    query: { depositId: ref.depositId, originChainId: String(ref.originChainId) },
    signal,
  });
  return res.deposit;
}

export function trackedDepositQueryOptions(ref: DepositRef) {
  const { originChainId, depositId } = ref;
  return queryOptions({
    queryKey: depositKeys.byId(originChainId, depositId),
    queryFn: ({ signal }) => fetchTrackedDeposit({ originChainId, depositId }, signal),
    staleTime: 0,
    enabled: isDepositRef({ originChainId, depositId }),
  });
}

type Extra = Pick<
  ReturnType<typeof trackedDepositQueryOptions>,
  'refetchInterval' | 'retry' | 'refetchIntervalInBackground'
> & {
  enabled?: boolean;
};

export function useTrackedDeposit(ref: DepositRef, extra: Extra = {}) {
  const base = trackedDepositQueryOptions(ref);
  return useQuery({
    ...base,
    ...extra,
    enabled: base.enabled !== false && extra.enabled !== false,
  });
}
