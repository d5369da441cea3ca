// Counts for the dashboard's overview: deposit addresses created through Ferry, the
// integrator's events in the last 24 hours, when the last one arrived, and whether a deposit
// event ever did (the setup checklist's "send a test deposit" step).
import { and, count, eq, gte, max } from 'drizzle-orm';
import type { Hono } from 'hono';
import { ownRoutes } from '../../../contract/own-routes';
import { integratorOverview } from '../../../contract/schemas/ferry-integrator';
import { bffDepositAddresses, bffWebhookEvents } from '../../db/bff/schema/integrator';
import type { BffContext } from '../context';
import { ownRouter } from '../own/route';
import type { Access } from './access';

const DAY_MS = 86_400_000;

export function mountOverview(app: Hono, ctx: BffContext, access: Access) {
  ownRouter(
    app,
    ctx,
    access.requireAdmin,
  )(ownRoutes.overview, async (c) => {
    const mine = eq(bffWebhookEvents.owner, ctx.integratorId);
    const since = ctx.clock.now() - DAY_MS;
    const [[addresses], [recent], [last], [deposits]] = await Promise.all([
      ctx.db.select({ n: count() }).from(bffDepositAddresses),
      ctx.db
        .select({ n: count() })
        .from(bffWebhookEvents)
        .where(and(mine, gte(bffWebhookEvents.receivedAt, since))),
      ctx.db
        .select({ at: max(bffWebhookEvents.receivedAt) })
        .from(bffWebhookEvents)
        .where(mine),
      ctx.db
        .select({ n: count() })
        .from(bffWebhookEvents)
        .where(and(mine, eq(bffWebhookEvents.type, 'pda_transfer.deposit-pending'))),
    ]);
    const lastAt = last?.at ?? null;
    return c.json(
      integratorOverview.parse({
        depositAddresses: addresses?.n ?? 0,
        eventsLast24h: recent?.n ?? 0,
        lastEventAt: lastAt === null ? null : new Date(Number(lastAt)).toISOString(),
        depositEventSeen: (deposits?.n ?? 0) > 0,
      }),
    );
  });
}
