// The deposits received at an address: the list by address, plus, for each sweep seen in its
// webhook events, every deposit that sweep carried (a sweep can move several arrivals at once,
// and the service lists those by sweepTxnRef). Merged once per deposit, newest first.
import { useQueries } from '@tanstack/react-query';
import {
  sweepDepositsQueryOptions,
  useAddressDeposits,
} from '../../../api/integrator-deposit-addresses';
import type { DepositListItem } from '../../../contract/schemas/deposits';
import type { WebhookEventViewWire } from '../../../contract/schemas/ferry-integrator';

export function sweepRefsOf(events: WebhookEventViewWire[]): string[] {
  const refs = events.map((e) => {
    const data = (e.payload as { data?: { sweepTxnRef?: unknown } } | null)?.data;
    return typeof data?.sweepTxnRef === 'string' ? data.sweepTxnRef : undefined;
  });
  return [...new Set(refs.filter((r): r is string => r !== undefined))];
}

export function mergeDeposits(lists: DepositListItem[][]): DepositListItem[] {
  const byKey = new Map<string, DepositListItem>();
  for (const d of lists.flat()) byKey.set(`${d.originChainId}:${d.depositId}`, d);
  return [...byKey.values()].sort(
    (a, b) => Date.parse(b.depositBlockTimestamp) - Date.parse(a.depositBlockTimestamp),
  );
}

export function useAddressDepositList(address: string, events: WebhookEventViewWire[]) {
  const byAddress = useAddressDeposits(address);
  const sweeps = useQueries({
    queries: sweepRefsOf(events).map((ref) => sweepDepositsQueryOptions(ref)),
  });
  const data = byAddress.data
    ? mergeDeposits([byAddress.data, ...sweeps.flatMap((q) => (q.data ? [q.data] : []))])
    : undefined;
  return { isPending: byAddress.isPending, error: byAddress.error, data };
}
