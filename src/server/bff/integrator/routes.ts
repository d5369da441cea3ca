// Admin-only routes of the integrator dashboard: the deposit-address registry, the receiver
// URL to suggest for a new subscription, and the event inbox (list, one, live stream). Every
// admin of this Ferry acts for its one integrator, so all of them see the same addresses and
// events; events received by a Ferry of another integrator on the same database never show.
import type { Context, Hono } from 'hono';
import { streamSSE } from 'hono/streaming';
import { OWN_PREFIX, type BffContext } from '../context';
import { pumpSse } from '../live/sse';
import type { Access } from './access';
import { eventView, getEvent, listEvents } from './event-queries';
import type { InboxFeed } from './inbox-feed';
import {
  decodeCursor,
  depositAddressCursor,
  depositAddressListQuery,
  encodeCursor,
  eventCursor,
  eventListQuery,
  notFound,
  parseQuery,
  badRequest,
} from './queries';
import { depositAddressLabelRequest } from '../../../contract/schemas/ferry-integrator';
import {
  depositAddressView,
  getDepositAddress,
  labelDepositAddress,
  listDepositAddresses,
} from './registry';
import { newReceiverId, receiverReach, receiverUrl } from './subscriptions';

const SAFE_ID = /^[A-Za-z0-9_-]{1,128}$/;

export function mountIntegratorRoutes(app: Hono, ctx: BffContext, access: Access, feed: InboxFeed) {
  const admin = access.requireAdmin;

  app.get(`${OWN_PREFIX}/deposit-addresses`, admin, async (c) => {
    const q = parseQuery(c, depositAddressListQuery);
    if (!q.ok) return q.res;
    const after = decodeCursor(q.data.cursor, depositAddressCursor);
    if (!after.ok) return badRequest(c, 'Invalid cursor');
    const rows = await listDepositAddresses(ctx.db, {
      q: q.data.q || undefined,
      limit: q.data.limit + 1,
      ...(after.value && { before: { createdAt: after.value[0], id: after.value[1] } }),
    });
    const page = rows.slice(0, q.data.limit);
    const last = page.at(-1);
    return c.json({
      data: page.map(depositAddressView),
      nextCursor:
        rows.length > page.length && last ? encodeCursor([last.createdAt, last.id]) : null,
    });
  });

  app.get(`${OWN_PREFIX}/deposit-addresses/:id`, admin, async (c) => {
    const id = c.req.param('id');
    const row = SAFE_ID.test(id) ? await getDepositAddress(ctx.db, id) : undefined;
    return row ? c.json(depositAddressView(row)) : notFound(c, 'deposit address');
  });

  app.post(`${OWN_PREFIX}/deposit-addresses/:id/label`, admin, async (c) => {
    const id = c.req.param('id');
    const body = depositAddressLabelRequest.safeParse(await c.req.json().catch(() => undefined));
    if (!body.success) {
      const issue = body.error.issues[0];
      return badRequest(c, `Invalid 'label': ${issue?.message ?? 'expected {label}'}`);
    }
    const row = SAFE_ID.test(id)
      ? await labelDepositAddress(ctx.db, id, body.data.label)
      : undefined;
    return row ? c.json(depositAddressView(row)) : notFound(c, 'deposit address');
  });

  app.get(`${OWN_PREFIX}/webhooks/receiver-url`, admin, (c) => {
    const receiverId = newReceiverId();
    const url = receiverUrl(ctx.publicUrl, receiverId);
    return c.json({ url, receiverId, ...receiverReach(ctx, url) });
  });

  app.get(`${OWN_PREFIX}/webhooks/events`, admin, async (c) => {
    const q = parseQuery(c, eventListQuery);
    if (!q.ok) return q.res;
    const after = decodeCursor(q.data.cursor, eventCursor);
    if (!after.ok) return badRequest(c, 'Invalid cursor');
    const rows = await listEvents(ctx.db, {
      owner: ctx.integratorId,
      type: q.data.type,
      address: q.data.address,
      limit: q.data.limit + 1,
      before: after.value?.[0],
    });
    const page = rows.slice(0, q.data.limit);
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

  // One route for /events/stream and /events/:id: Hono's RegExpRouter, the fast one, cannot
  // hold a fixed and a parameter segment side by side (it would fall back to its slower trie).
  app.get(`${OWN_PREFIX}/webhooks/events/:id`, admin, async (c) => {
    const id = c.req.param('id');
    if (id === 'stream') return eventStream(c);
    const row = /^\d{1,15}$/.test(id)
      ? await getEvent(ctx.db, ctx.integratorId, Number(id))
      : undefined;
    return row ? c.json(eventView(row)) : notFound(c, 'event');
  });
}
