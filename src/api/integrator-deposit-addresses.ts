// Deposit addresses for the dashboard: create one (the proxied service call, which the BFF
// records), list and reopen the ones created through Ferry, the deposits each received, and,
// against the embedded service only, a test deposit. Each write says which reads it makes stale.
import {
  keepPreviousData,
  mutationOptions,
  queryOptions,
  useQuery,
  type QueryClient,
} from '@tanstack/react-query';
import { endpoints } from './routes';
import type {
  DepositAddressRecord,
  DepositAddressRequest,
} from '../contract/schemas/deposit-addresses';
import type { DepositsResponse } from '../contract/schemas/deposits';
import type {
  DepositAddressViewWire,
  SandboxDepositRequest,
  SandboxDepositResponse,
  WebhookEventViewWire,
} from '../contract/schemas/ferry-integrator';
import { webhookPayloadRefs } from '../contract/schemas/webhook-payload-refs';
import { api } from './client';
import { ownRoutes } from './routes';
import { integratorKeys } from './keys';
import { refreshSoon } from './live-refresh';

export const DEPOSIT_ADDRESS_PAGE_SIZE = 20;

export function createDepositAddress(
  request: DepositAddressRequest,
): Promise<DepositAddressRecord> {
  return api.call(endpoints.createDepositAddress, { body: request });
}

export function labelDepositAddress(id: string, label: string | null) {
  return api.call(ownRoutes.labelDepositAddress, { params: { id }, body: { label } });
}

export interface NewDepositAddress {
  request: DepositAddressRequest;
  /** Ferry's own name for it, set once the service has responded with the record's id. */
  label: string | null;
}

export function createDepositAddressMutationOptions() {
  return mutationOptions({
    mutationKey: [...integratorKeys.depositAddresses(), 'create'],
    mutationFn: async ({ request, label }: NewDepositAddress) => {
      const record = await createDepositAddress(request);
      if (label) await labelDepositAddress(record.id, label);
      return record;
    },
    onSuccess: (_record, _new, _result, { client }) =>
      client.invalidateQueries({ queryKey: integratorKeys.depositAddresses() }),
  });
}

export function labelDepositAddressMutationOptions(id: string) {
  return mutationOptions({
    mutationKey: [...integratorKeys.depositAddress(id), 'label'],
    mutationFn: (label: string | null) => labelDepositAddress(id, label),
    onSuccess: (view, _label, _result, { client }) => {
      client.setQueryData(integratorKeys.depositAddress(id), view);
      return client.invalidateQueries({ queryKey: integratorKeys.depositAddresses() });
    },
  });
}

export interface DepositAddressPage {
  data: DepositAddressViewWire[];
  nextCursor: string | null;
}

export function fetchDepositAddresses(
  params: { q: string; cursor?: string | undefined },
  signal?: AbortSignal,
): Promise<DepositAddressPage> {
  return api.call(ownRoutes.listDepositAddresses, {
    query: {
      q: params.q.trim() || undefined,
      limit: String(DEPOSIT_ADDRESS_PAGE_SIZE),
      cursor: params.cursor,
    },
    signal,
  });
}

export function depositAddressesQueryOptions(q: string, cursor?: string) {
  return queryOptions({
    queryKey: integratorKeys.depositAddressList(q.trim(), cursor),
    queryFn: ({ signal }) => fetchDepositAddresses({ q, cursor }, signal),
    // The list stays on screen while the next search or page loads.
    placeholderData: keepPreviousData,
  });
}

export function useDepositAddresses(q: string, cursor?: string) {
  return useQuery(depositAddressesQueryOptions(q, cursor));
}

export function fetchDepositAddress(
  id: string,
  signal?: AbortSignal,
): Promise<DepositAddressViewWire> {
  return api.call(ownRoutes.getDepositAddress, { params: { id }, signal });
}

export function depositAddressQueryOptions(id: string) {
  return queryOptions({
    queryKey: integratorKeys.depositAddress(id),
    queryFn: ({ signal }) => fetchDepositAddress(id, signal),
  });
}

export function useDepositAddress(id: string) {
  return useQuery(depositAddressQueryOptions(id));
}

/** Deposits received at an address, newest first (GET /deposits?address=). */
export function fetchAddressDeposits(
  address: string,
  signal?: AbortSignal,
): Promise<DepositsResponse> {
  return api.call(endpoints.getDeposits, { query: { address, limit: '50' }, signal });
}

export function addressDepositsQueryOptions(address: string) {
  return queryOptions({
    queryKey: integratorKeys.addressDeposits(address),
    queryFn: ({ signal }) => fetchAddressDeposits(address, signal),
    // Webhook events refresh it at once; this catches deposits when no subscription exists.
    refetchInterval: 10_000,
  });
}

export function useAddressDeposits(address: string) {
  return useQuery(addressDepositsQueryOptions(address));
}

/** Every deposit one sweep carried (a sweep can move several arrivals at once). */
export function fetchSweepDeposits(
  sweepTxnRef: string,
  signal?: AbortSignal,
): Promise<DepositsResponse> {
  return api.call(endpoints.getDeposits, { query: { sweepTxnRef }, signal });
}

export function sweepDepositsQueryOptions(sweepTxnRef: string) {
  return queryOptions({
    queryKey: integratorKeys.sweepDeposits(sweepTxnRef),
    queryFn: ({ signal }) => fetchSweepDeposits(sweepTxnRef, signal),
    // A sweep's deposits only change status; the address list polls, events refresh this.
    staleTime: 10_000,
  });
}

export function sendTestDeposit(body: SandboxDepositRequest): Promise<SandboxDepositResponse> {
  return api.call(ownRoutes.sendTestDeposit, { body });
}

export function sendTestDepositMutationOptions() {
  return mutationOptions({
    mutationKey: [...integratorKeys.all, 'test-deposit'],
    mutationFn: sendTestDeposit,
    // Not awaited: "sent" shows when the service took the deposit, not after the list re-read
    // (which queues behind everything else the dashboard reads).
    onSuccess: (_sent, body, _result, { client }) =>
      refreshSoon(client, integratorKeys.addressDeposits(body.depositAddress)),
  });
}

/** An event about `address` arrived: its deposits, and those of the sweep it names, re-read. */
export function invalidateAddressActivity(
  client: QueryClient,
  address: string,
  event: WebhookEventViewWire,
): void {
  refreshSoon(client, integratorKeys.addressDeposits(address));
  const sweep = webhookPayloadRefs.parse(event.payload).sweepTxnRef;
  if (sweep) refreshSoon(client, integratorKeys.sweepDeposits(sweep));
}
