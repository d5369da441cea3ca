// The dashboard's event inbox: webhook events Ferry's own receiver got for the signed-in admin's
// subscriptions, listed (newest first, filterable) and live over Server-Sent Events
// (GET /api/ferry/webhooks/events/stream: `ready`, then `webhook` per stored event).
import { keepPreviousData, queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import type { WebhookEventViewWire } from '../contract/schemas/ferry-integrator';
import { api } from './client';
import { ownRoutes } from './routes';
import { integratorKeys } from './keys';

export interface EventFilter {
  type?: string | undefined;
  address?: string | undefined;
  limit?: number;
}

export interface EventPage {
  data: WebhookEventViewWire[];
  nextCursor: string | null;
}

export function fetchWebhookEvents(filter: EventFilter, signal?: AbortSignal): Promise<EventPage> {
  return api.call(ownRoutes.listEvents, {
    query: {
      type: filter.type || undefined,
      address: filter.address || undefined,
      limit: String(filter.limit ?? 50),
    },
    signal,
  });
}

export function webhookEventsQueryOptions({ type, address, limit = 50 }: EventFilter) {
  const filter = { type: type || undefined, address: address?.toLowerCase() || undefined, limit };
  return queryOptions({
    queryKey: integratorKeys.eventList(filter),
    queryFn: ({ signal }) => fetchWebhookEvents(filter, signal),
    placeholderData: keepPreviousData,
  });
}

export function useWebhookEvents(filter: EventFilter) {
  return useQuery(webhookEventsQueryOptions(filter));
}

/** New events may have arrived: every event list re-reads. */
export function invalidateEvents(client: QueryClient): Promise<void> {
  return client.invalidateQueries({ queryKey: integratorKeys.events() });
}

export interface InboxStreamHandlers {
  onEvent: (event: WebhookEventViewWire) => void;
  /** Listening (after connect and after every reconnect). */
  onReady?: () => void;
  onDown?: (info: { retrying: boolean }) => void;
}

/** Open the live inbox; returns the function that closes it. No-op where EventSource is missing. */
export function openInboxStream(handlers: InboxStreamHandlers): () => void {
  if (typeof globalThis.EventSource !== 'function') return () => {};
  const source = new EventSource(ownRoutes.eventStream.path);
  source.addEventListener('ready', () => handlers.onReady?.());
  source.addEventListener('webhook', (event) => {
    // The BFF wrote it from its own store: read, not re-checked. Only unreadable text is skipped.
    let json: WebhookEventViewWire;
    try {
      json = JSON.parse((event as MessageEvent).data as string) as WebhookEventViewWire;
    } catch {
      return;
    }
    handlers.onEvent(json);
  });
  source.addEventListener('error', () => {
    handlers.onDown?.({ retrying: source.readyState === EventSource.CONNECTING });
  });
  return () => source.close();
}
