// Pumps messages from a subscription into an SSE stream until the client leaves or the source
// ends it: keeps order, sends keep-alive comments (proxies drop idle connections), bounds the
// queue (a client that stops reading is cut off rather than buffered forever) and always
// unsubscribes, so a disconnected client leaves no listener or timer behind.
import type { SSEMessage, SSEStreamingApi } from 'hono/streaming';
import type { Clock, TimerHandle } from '../../clock';

export type Push = (msg: SSEMessage | 'end') => void;

export interface PumpOptions {
  clock: Clock;
  keepAliveMs?: number;
  maxQueue?: number;
  /** Start the source; returns its unsubscribe function. */
  subscribe(push: Push): Promise<() => void> | (() => void);
}

export async function pumpSse(stream: SSEStreamingApi, opts: PumpOptions): Promise<void> {
  const keepAliveMs = opts.keepAliveMs ?? 15_000;
  const maxQueue = opts.maxQueue ?? 1_000;
  const queue: (SSEMessage | 'end')[] = [];
  let wake: (() => void) | undefined;
  let finished = false;
  const finish = () => {
    finished = true;
    wake?.();
  };
  stream.onAbort(finish);
  const push: Push = (msg) => {
    if (finished) return;
    if (queue.length >= maxQueue) return finish();
    queue.push(msg);
    wake?.();
  };
  let keepAlive: TimerHandle | undefined;
  const armKeepAlive = () => {
    keepAlive = opts.clock.at(opts.clock.now() + keepAliveMs, () => {
      void stream.write(': keep-alive\n\n');
      armKeepAlive();
    });
  };
  const unsubscribe = await opts.subscribe(push);
  try {
    if (stream.aborted) return;
    armKeepAlive();
    while (!finished) {
      const msg = queue.shift();
      if (msg === undefined) {
        await new Promise<void>((resolve) => (wake = resolve));
        wake = undefined;
        continue;
      }
      if (msg === 'end') break;
      await stream.writeSSE(msg);
    }
  } finally {
    keepAlive?.cancel();
    unsubscribe();
  }
}
