// Webhook subscriptions for the dashboard: the proxied service calls (the BFF keeps each new
// secret in its vault before the response leaves), Ferry's receiver URL, and the test event. Each
// write says which reads it makes stale.
import { keepPreviousData, mutationOptions, queryOptions, useQuery } from '@tanstack/react-query';
import { endpoints } from './routes';
import type { ReceiverUrlWire, TestEventResponse } from '../contract/schemas/ferry-integrator';
import type {
  CreateWebhookSubscriptionBody,
  CreateWebhookSubscriptionResponse,
  ListWebhookSubscriptionsResponse,
} from '../contract/schemas/webhooks';
import { api } from './client';
import { ownRoutes } from './routes';
import { integratorKeys } from './keys';
import { invalidateEvents } from './webhook-events';

export function fetchSubscriptions(
  signal?: AbortSignal,
): Promise<ListWebhookSubscriptionsResponse> {
  return api.call(endpoints.listWebhookSubscriptions, { signal });
}

export function subscriptionsQueryOptions() {
  return queryOptions({
    queryKey: integratorKeys.subscriptions(),
    queryFn: ({ signal }) => fetchSubscriptions(signal),
  });
}

export function useSubscriptions() {
  return useQuery(subscriptionsQueryOptions());
}

/** The response carries the signing secret: keep it in memory only, show it once. */
export function createSubscription(
  body: CreateWebhookSubscriptionBody,
): Promise<CreateWebhookSubscriptionResponse> {
  return api.call(endpoints.createWebhookSubscription, { body });
}

export function deleteSubscription(id: string): Promise<undefined> {
  return api.call(endpoints.deleteWebhookSubscription, { params: { id } });
}

export function createSubscriptionMutationOptions() {
  return mutationOptions({
    mutationKey: [...integratorKeys.subscriptions(), 'create'],
    mutationFn: createSubscription,
    onSuccess: (_created, _body, _result, { client }) =>
      client.invalidateQueries({ queryKey: integratorKeys.subscriptions() }),
  });
}

export function deleteSubscriptionMutationOptions() {
  return mutationOptions({
    mutationKey: [...integratorKeys.subscriptions(), 'delete'],
    mutationFn: deleteSubscription,
    // Also when it failed: it may be gone already (another tab, another admin).
    onSettled: (_done, _error, _id, _result, { client }) =>
      client.invalidateQueries({ queryKey: integratorKeys.subscriptions() }),
  });
}

export function fetchReceiverUrl(
  eventTypes: readonly string[] | undefined,
  signal?: AbortSignal,
): Promise<ReceiverUrlWire> {
  const query = eventTypes?.length ? { eventTypes: eventTypes.join(',') } : {};
  return api.call(ownRoutes.receiverUrl, { query, signal });
}

/**
 * Ferry's receiver URL for a subscription of these event types (all when none are given): one
 * URL per set, so it never changes for a set and is never refetched.
 */
export function receiverUrlQueryOptions(eventTypes?: readonly string[]) {
  const set = eventTypes && [...new Set(eventTypes)].sort();
  return queryOptions({
    queryKey: [...integratorKeys.receiverUrl(), set ?? 'all'] as const,
    queryFn: ({ signal }) => fetchReceiverUrl(set, signal),
    staleTime: Infinity,
    placeholderData: keepPreviousData,
  });
}

export function useReceiverUrl(eventTypes?: readonly string[]) {
  return useQuery(receiverUrlQueryOptions(eventTypes));
}

/** The part of a receiver URL before its id: tells which subscriptions deliver to Ferry. */
export function receiverPrefix(receiver: { url: string; receiverId: string }): string {
  return receiver.url.slice(0, receiver.url.length - receiver.receiverId.length);
}

export function sendTestEvent(id: string): Promise<TestEventResponse> {
  return api.call(ownRoutes.sendTestEvent, { params: { id } });
}

export function sendTestEventMutationOptions() {
  return mutationOptions({
    mutationKey: [...integratorKeys.subscriptions(), 'test-event'],
    mutationFn: sendTestEvent,
    // Delivered to Ferry's own receiver, it is in the inbox now.
    onSuccess: (_sent, _id, _result, { client }) => invalidateEvents(client),
  });
}
