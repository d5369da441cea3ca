// The BFF's live stream of one transfer: GET /api/v1/transfers/{orderId}/events (Server-Sent
// Events, src/server/bff/live). Events: `transfer` (the transfer JSON, on connect and on every
// change), `error` ({status, code, message}: the service failed; the stream carries on) and
// `end` (terminal; the server closes). Framework-free: the tracker's hook decides what to do
// with each callback (write the query cache, fall back to polling).
import { fillPath } from '../contract/endpoint';
import { ownRoutes } from './routes';
import type { TransferResponse } from '../contract/schemas/v1-transfers';
import { snapshotOf, type TransferSnapshot } from './transfers';

export interface StreamError {
  status: number;
  code: string;
}

export interface TransferEventHandlers {
  /** The connection is up (the current state follows at once). */
  onOpen?: () => void;
  onTransfer: (snapshot: TransferSnapshot) => void;
  /** The service failed while the stream stays up; a transfer event clears it. */
  onServiceError?: (error: StreamError) => void;
  /** The transfer reached a terminal state; the stream is closed. */
  onEnd?: () => void;
  /** The stream broke or could not start (it may reconnect by itself: see `retrying`). */
  onDown?: (info: { retrying: boolean }) => void;
}

export function transferEventsPath(orderId: string): string {
  return fillPath(ownRoutes.transferEvents.path, { orderId });
}

/** Whether this browser can hold a live stream at all (jsdom and old browsers cannot). */
export function canStream(): boolean {
  return typeof globalThis.EventSource === 'function';
}

/** Open the stream; returns the function that closes it. */
export function openTransferEvents(orderId: string, handlers: TransferEventHandlers): () => void {
  const source = new EventSource(transferEventsPath(orderId));
  let closed = false;
  const close = () => {
    closed = true;
    source.close();
  };

  source.onopen = () => handlers.onOpen?.();

  source.addEventListener('transfer', (event) => {
    // The BFF checked the transfer against its row before sending it: read, not re-checked.
    // Text that is not JSON is treated like a broken stream: polling takes over.
    const transfer = readJson(event) as TransferResponse | undefined;
    if (transfer === undefined) return handlers.onDown?.({ retrying: false });
    handlers.onTransfer(snapshotOf(transfer));
  });

  source.addEventListener('end', () => {
    close();
    handlers.onEnd?.();
  });

  // Both the server's `error` event (a MessageEvent with data) and the browser's connection
  // error (a plain Event) arrive here.
  source.addEventListener('error', (event) => {
    if (closed) return;
    if ('data' in event && typeof event.data === 'string') {
      const body = readJson(event) as Partial<StreamError> | undefined;
      handlers.onServiceError?.({
        status: typeof body?.status === 'number' ? body.status : 0,
        code: typeof body?.code === 'string' ? body.code : 'UNKNOWN',
      });
      return;
    }
    // CONNECTING: the browser reconnects by itself; CLOSED: it gave up (e.g. an HTTP error).
    const retrying = source.readyState === EventSource.CONNECTING;
    if (!retrying) closed = true;
    handlers.onDown?.({ retrying });
  });

  return close;
}

function readJson(event: Event): unknown {
  const data = (event as MessageEvent).data;
  if (typeof data !== 'string') return undefined;
  try {
    return JSON.parse(data);
  } catch {
    return undefined;
  }
}
