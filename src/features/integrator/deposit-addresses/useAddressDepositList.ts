// The deposits received at an address: the list by address, plus, for each sweep seen in its
// webhook events, every deposit that sweep carried (a sweep can move several arrivals at once,
// and the service lists those by sweepTxnRef), plus what the events say of deposits the indexer
// has not shown yet (received-deposits.ts).
import { useQueries } from '@tanstack/react-query';
import {
  sweepDepositsQueryOptions,
  useAddressDeposits,
} from '../../../api/integrator-deposit-addresses';
import type { WebhookEventViewWire } from '../../../contract/schemas/ferry-integrator';
import { webhookPayloadRefs } from '../../../contract/schemas/webhook-payload-refs';
import { receivedDeposits } from './received-deposits';

export function sweepRefsOf(events: WebhookEventViewWire[]): string[] {
  const refs = events.flatMap((e) => webhookPayloadRefs.parse(e.payload).sweepTxnRef ?? []);
  return [...new Set(refs)];
}

export function useAddressDepositList(address: string, events: WebhookEventViewWire[]) {
  const byAddress = useAddressDeposits(address);
  const sweeps = useQueries({
    queries: sweepRefsOf(events).map((ref) => sweepDepositsQueryOptions(ref)),
  });
  const data = byAddress.data
    ? receivedDeposits([byAddress.data, ...sweeps.flatMap((q) => (q.data ? [q.data] : []))], events)
    : undefined;
  return { isPending: byAddress.isPending, error: byAddress.error, data };
}
