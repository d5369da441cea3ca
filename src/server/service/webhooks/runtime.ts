// The one webhook sender of the embedded service, over the durable store. Created once in
// service.ts and handed to everything that registers subscriptions or emits events.
import type { Resolver } from '../../net/ssrf';
import type { ServiceContext } from '../context';
import { dbWebhookStore } from './db-store';
import { WebhookSender, type WebhookEvent } from './sender';
import type { WebhookStore } from './store';

export interface WebhookRuntimeOptions {
  /** Real ms per delivery attempt (default 10 s). */
  timeoutMs?: number;
  /** DNS for the SSRF checks at registration and delivery (tests inject one). */
  resolver?: Resolver;
}

export interface WebhookRuntime {
  sender: WebhookSender;
  store: WebhookStore;
  resolver: Resolver | undefined;
  /**
   * Persists one message per enabled subscription of `integratorId` whose filter names the
   * event's type; attempts follow on the clock. Same event id again → nothing new is sent.
   */
  emit(integratorId: string, event: WebhookEvent): Promise<number>;
  /** Resume pending deliveries (after a restart). */
  start(): Promise<void>;
  /** Cancel timers and wait for attempts in flight. */
  stop(): Promise<void>;
}

export function createWebhookRuntime(
  ctx: ServiceContext,
  opts: WebhookRuntimeOptions = {},
): WebhookRuntime {
  const store = dbWebhookStore(ctx.db);
  const sender = new WebhookSender({
    clock: ctx.clock,
    store,
    logger: ctx.logger.child({ component: 'webhooks' }),
    allowLocal: ctx.allowLocalWebhooks,
    ...(opts.resolver && { resolver: opts.resolver }),
    ...(opts.timeoutMs !== undefined && { timeoutMs: opts.timeoutMs }),
  });
  return {
    sender,
    store,
    resolver: opts.resolver,
    async emit(integratorId, event) {
      const subscriptions = await store.listSubscriptions(integratorId);
      return (await sender.enqueue(event, subscriptions)).length;
    },
    start: () => sender.start(),
    stop: () => sender.stop(),
  };
}
