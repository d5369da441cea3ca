// Deposit-address registry, webhook secret vault, receiver and event inbox.
import type { Hono } from 'hono';
import type { BffContext } from '../context';
import { realAccess, type Access } from './access';
import { createEventWriter } from './event-writer';
import { createInboxFeed, type InboxFeed } from './inbox-feed';
import { mountReceiver } from './receiver';
import { registryInterceptor } from './registry';
import { mountIntegratorRoutes } from './routes';
import { mountSandbox, type SandboxUpstream } from './sandbox';
import { mountOverview } from './overview';
import { mountTestEvents } from './test-event';
import { subscriptionInterceptors } from './subscriptions';
import { createVault } from './vault';

/** Inbox feeds by app context, for tests (open listener counts). */
export const inboxFeeds = new WeakMap<BffContext, InboxFeed>();

export function mountIntegrator(
  app: Hono,
  ctx: BffContext,
  access: Access = realAccess(ctx),
  /** The embedded service's root and key, for the sandbox test deposit (embedded only). */
  sandbox?: SandboxUpstream,
) {
  const vault = createVault(ctx.db, ctx.keys.vault, ctx.clock);
  const feed = createInboxFeed({
    db: ctx.db,
    clock: ctx.clock,
    onError: (err) => ctx.logger.error({ err }, 'inbox feed poll failed'),
  });
  inboxFeeds.set(ctx, feed);
  ctx.metrics.liveWatchers.track({ stream: 'inbox' }, feed.listeners);

  ctx.interceptors.set(
    'createDepositAddress',
    registryInterceptor(ctx.db, access, () => ctx.clock.now()),
  );
  const subs = subscriptionInterceptors(ctx, vault, access);
  ctx.interceptors.set('createWebhookSubscription', subs.created);
  ctx.interceptors.set('deleteWebhookSubscription', subs.deleted);

  mountReceiver(app, ctx, { vault, feed, writer: createEventWriter(ctx.db) });
  mountIntegratorRoutes(app, ctx, access, feed);
  mountTestEvents(app, ctx, access);
  mountOverview(app, ctx, access);
  if (sandbox) mountSandbox(app, ctx, access, sandbox);
}
