// The live stream of one transfer as a small external store: the tracker's effect starts and
// stops it (it is an outside system), and components read its status with
// useSyncExternalStore. Each transfer event is written into the query cache, so the page has
// one source of truth whether updates come from the stream or from polling.
import type { QueryClient } from '@tanstack/react-query';
import { transferKeys } from '../../api/keys';
import { openTransferEvents } from '../../api/transfers-live';
import type { TransferSnapshot } from '../../api/transfers';

export type StreamStatus = 'off' | 'connecting' | 'open' | 'degraded' | 'ended';

export class LiveFollow {
  private status: StreamStatus = 'off';
  private readonly listeners = new Set<() => void>();
  private close: (() => void) | undefined;

  constructor(
    private readonly orderId: string,
    private readonly queryClient: QueryClient,
  ) {}

  subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => void this.listeners.delete(listener);
  };

  getStatus = () => this.status;

  start() {
    this.stop();
    this.set('connecting');
    this.close = openTransferEvents(this.orderId, {
      onOpen: () => this.set(this.status === 'connecting' ? 'open' : this.status),
      onTransfer: (next) => {
        this.queryClient.setQueryData<TransferSnapshot>(
          transferKeys.detail(this.orderId),
          (prev) => (isOlder(next, prev) ? prev : next),
        );
        this.set('open');
      },
      // The service failed behind the stream: polling covers until the next transfer event.
      onServiceError: () => this.set('degraded'),
      onEnd: () => this.set('ended'),
      onDown: ({ retrying }) => this.set(retrying ? 'connecting' : 'off'),
    });
  }

  stop() {
    this.close?.();
    this.close = undefined;
    this.set('off');
  }

  private set(next: StreamStatus) {
    if (next === this.status) return;
    this.status = next;
    for (const listener of this.listeners) listener();
  }
}

/** A stream event older than what polling already showed must not move the page backwards. */
export function isOlder(next: TransferSnapshot, prev: TransferSnapshot | undefined): boolean {
  const a = next.transfer?.updatedAt;
  const b = prev?.transfer?.updatedAt;
  if (!a || !b || prev?.state === 'indexing') return false;
  return Date.parse(a) < Date.parse(b);
}
