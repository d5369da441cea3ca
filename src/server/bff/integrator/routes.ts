// Admin-only routes of the integrator dashboard: the deposit-address registry, the receiver
// URL to suggest for a new subscription, and the event inbox (list, one, live stream). Every
// admin of this Ferry acts for its one integrator, so all of them see the same addresses and
// events; events received by a Ferry of another integrator on the same database never show.
import type { Context, Hono } from 'hono';
import { streamSSE } from 'hono/streaming';
import { ownRoutes } from '../../../contract/own-routes';
import type { BffContext } from '../context';
import { pumpSse } from '../live/sse';
import { ownRouter } from '../own/route';
import type { Access } from './access';
import { eventView, getEvent, listEvents } from './event-queries';
import type { InboxFeed } from './inbox-feed';
import {
  decodeCursor,
  depositAddressCursor,
  encodeCursor,
  eventCursor,
  notFound,
  badRequest,
} from './queries';
import {
  depositAddressView,
  getDepositAddress,
  labelDepositAddress,
  listDepositAddresses,
} from './registry';
import { webhookEventTypes } from '../../../contract/schemas/webhooks';
import { receiverIdFor, receiverReach, receiverUrl } from './subscriptions';

const {
  listDepositAddresses: listRow,
  getDepositAddress: getRow,
  labelDepositAddress: labelRow,
  receiverUrl: receiverUrlRow,
  listEvents: listEventsRow,
  getEvent: getEventRow,
} = ownRoutes;

export function mountIntegratorRoutes(app: Hono, ctx: BffContext, access: Access, feed: InboxFeed) {
  const route = ownRouter(app, ctx, access.requireAdmin);

  route(listRow, async (c) => {
    const q = c.req.valid('query');
    const after = decodeCursor(q.cursor, depositAddressCursor);
    if (!after.ok) return badRequest(c, 'Invalid cursor');
    const rows = await listDepositAddresses(ctx.db, {
      q: q.q || undefined,
      limit: q.limit + 1,
      ...(after.value && { before: { createdAt: after.value[0], id: after.value[1] } }),
    });
    const page = rows.slice(0, q.limit);
    const last = page.at(-1);
    return c.json({
      data: page.map(depositAddressView),
      nextCursor:
        rows.length > page.length && last ? encodeCursor([last.createdAt, last.id]) : null,
    });
  });

  // An id Ferry could not have made names nothing: 404, as an unknown one.
  route.readingItself(['params'], getRow, async (c) => {
    const id = c.req.param('id') ?? '';
    const row = getRow.params.safeParse({ id }).success
      ? await getDepositAddress(ctx.db, id)
      : undefined;
    return row ? c.json(depositAddressView(row)) : notFound(c, 'deposit address');
  });

  route.readingItself(['params'], labelRow, async (c) => {
    const id = c.req.param('id') ?? '';
    const { label } = c.req.valid('json');
    const row = labelRow.params.safeParse({ id }).success
      ? await labelDepositAddress(ctx.db, id, label)
      : undefined;
    return row ? c.json(depositAddressView(row)) : notFound(c, 'deposit address');
  });

  route(receiverUrlRow, (c) => {
    const q = c.req.valid('query');
    const types = q.eventTypes?.split(',') ?? webhookEventTypes;
    const receiverId = receiverIdFor(ctx.keys.vault, ctx.integratorId, types);
    const url = receiverUrl(ctx.publicUrl, receiverId);
    return c.json({ url, receiverId, ...receiverReach(ctx, url) });
  });

  route(listEventsRow, async (c) => {
    const q = c.req.valid('query');
    const after = decodeCursor(q.cursor, eventCursor);
    if (!after.ok) return badRequest(c, 'Invalid cursor');
    const rows = await listEvents(ctx.db, {
      owner: ctx.integratorId,
      type: q.type,
      address: q.address,
      limit: q.limit + 1,
      before: after.value?.[0],
    });
    const page = rows.slice(0, q.limit);
    const last = page.at(-1);
    return c.json({
      data: page.map(eventView),
      nextCursor: rows.length > page.length && last ? encodeCursor([last.seq]) : null,
    });
  });

  const eventStream = (c: Context) => {
    const owner = ctx.integratorId;
    c.header('X-Accel-Buffering', 'no');
    return streamSSE(c, (stream) =>
      pumpSse(stream, {
        clock: ctx.clock,
        subscribe: async (push) => {
          const off = await feed.subscribe(owner, (row) =>
            push({ event: 'webhook', id: String(row.seq), data: JSON.stringify(eventView(row)) }),
          );
          push({ event: 'ready', data: '{}' });
          return off;
        },
      }),
    );
  };

  // The eventStream row (/events/stream) is served by the getEvent row's route: Hono's
  // RegExpRouter, the fast one, cannot hold a fixed and a parameter segment side by side (it
  // would fall back to its slower trie).
  const streamSegment = ownRoutes.eventStream.path.split('/').at(-1);
  route.readingItself(['params'], getEventRow, async (c) => {
    const id = c.req.param('id') ?? '';
    if (id === streamSegment) return eventStream(c);
    const row = getEventRow.params.safeParse({ id }).success
      ? await getEvent(ctx.db, ctx.integratorId, Number(id))
      : undefined;
    return row ? c.json(eventView(row)) : notFound(c, 'event');
  });
}
