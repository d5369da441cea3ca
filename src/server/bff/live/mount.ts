// Live transfer streams over Server-Sent Events: GET /api/v1/transfers/{orderId}/events sends
// `transfer` (the service's transfer JSON) on connect and on every change, `error` ({status,
// code, message}) when the service fails (the stream carries on), and `end` once the transfer
// is terminal, then closes. Every watcher of one transfer shares one upstream poll loop.
import { randomUUID } from 'node:crypto';
import type { Hono } from 'hono';
import { streamSSE } from 'hono/streaming';
import { ownRoutes } from '../../../contract/own-routes';
import type { BffContext } from '../context';
import { indexingResponse } from '../executions/reconcile';
import { ownRouter } from '../own/route';
import { createTransferHub, type TransferHub } from './hub';
import { pumpSse } from './sse';

const route = ownRoutes.transferEvents;

/**
 * Per instance: distinct transfers polled, and open streams. Each distinct transfer costs the
 * service ~1 call/s, so made-up order ids must not be able to multiply that without bound.
 */
export const LIVE_LIMITS = { transfers: 1_000, watchers: 10_000 };

/** Live transfer hubs by app context, for tests and the bench (watcher and loop counts). */
export const transferHubs = new WeakMap<BffContext, TransferHub>();

export function mountLive(app: Hono, ctx: BffContext): void {
  const hub = createTransferHub({
    upstream: ctx.upstream,
    clock: ctx.clock,
    logger: ctx.logger,
    // Same "indexing" response as the proxied GET for a transfer Ferry submitted moments ago.
    onNotFound: (orderId) => indexingResponse(ctx, orderId.toLowerCase(), randomUUID()),
  });
  transferHubs.set(ctx, hub);
  ctx.metrics.liveWatchers.track({ stream: 'transfer' }, hub.watchers);

  ownRouter(app, ctx).readingItself(['params'], route, (c) => {
    const orderId = c.req.param('orderId') ?? '';
    if (!route.params.safeParse({ orderId }).success) {
      return c.json(
        {
          error: {
            type: 'invalid_request_error',
            code: 'INVALID_ORDER_ID',
            message: 'orderId must be 0x followed by 64 hex characters',
          },
        },
        400,
      );
    }
    const key = orderId.toLowerCase();
    if (
      hub.watchers() >= LIVE_LIMITS.watchers ||
      (!hub.has(key) && hub.loops() >= LIVE_LIMITS.transfers)
    ) {
      c.header('Retry-After', '30');
      return c.json(
        { error: 'RATE_LIMITED', message: 'Too many live streams on this server; poll instead' },
        503,
      );
    }
    c.header('X-Accel-Buffering', 'no');
    return streamSSE(c, (stream) =>
      pumpSse(stream, {
        clock: ctx.clock,
        subscribe: (push) =>
          hub.watch(key, (update) => {
            if (update.kind === 'error') {
              push({ event: 'error', data: JSON.stringify(update.error) });
              return;
            }
            push({ event: 'transfer', data: JSON.stringify(update.transfer) });
            if (update.terminal) {
              push({ event: 'end', data: JSON.stringify({ state: update.state }) });
              push('end');
            }
          }),
      }),
    );
  });
}
