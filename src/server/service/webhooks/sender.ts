// The webhook sender of the embedded service. A message is stored before its first attempt and
// after each one, and every wait is a timer on the injected clock, so a restart (start() on a
// new instance over the same store) resumes exactly where the last one stopped. Delivery is at
// least once: receivers dedupe on webhook-id, which is the same on every attempt.
import { createHash } from 'node:crypto';
import type { Logger } from 'pino';
import type { Clock, TimerHandle } from '../../clock';
import type { Resolver } from '../../net/ssrf';
import { deliver } from './deliver';
import type { DeliveryResult } from './deliver';
import { nextAttemptAt } from './schedule';
import type { MessagePatch, WebhookMessage, WebhookStore, WebhookSubscription } from './store';

/** The delivered JSON body (docs/interface-decisions.md#webhook-events). */
export interface WebhookEvent {
  id: string;
  type: string;
  createdAt: string;
  data: unknown;
}

export interface WebhookSenderOptions {
  clock: Clock;
  store: WebhookStore;
  logger: Logger;
  /** SERVICE_ALLOW_LOCAL_WEBHOOKS: loopback targets (only loopback) become reachable. */
  allowLocal: boolean;
  resolver?: Resolver;
  /** Real ms per attempt; default 10 s. */
  timeoutMs?: number;
  random?: () => number;
  /** Simulated ms of unbroken failure after which a subscription is disabled; default 5 days. */
  disableAfterMs?: number;
  /** Simulated ms between attempts; default RETRY_DELAYS_MS. */
  retryDelaysMs?: readonly number[];
}

export const DEFAULT_DISABLE_AFTER_MS = 5 * 24 * 60 * 60 * 1000;
const CRASH_BACKOFF_MS = 5000;

/** Same event to the same subscription → same id, so enqueueing twice sends once. */
export function messageIdFor(subscriptionId: string, eventId: string): string {
  const digest = createHash('sha256').update(`${subscriptionId}\n${eventId}`).digest('base64url');
  return `msg_${digest.slice(0, 27)}`;
}

export class WebhookSender {
  private readonly timers = new Map<string, TimerHandle>();
  private readonly inflight = new Set<Promise<void>>();
  private running = false;

  constructor(private readonly opts: WebhookSenderOptions) {}

  /**
   * Persists one message per enabled subscription whose filter names the event type (the caller
   * passes the owning integrator's subscriptions); the attempts follow on the clock.
   */
  async enqueue(
    event: WebhookEvent,
    subscriptions: WebhookSubscription[],
  ): Promise<WebhookMessage[]> {
    const { clock, store, logger } = this.opts;
    const now = clock.now();
    const payload = JSON.stringify(event);
    const messages = subscriptions
      .filter((s) => s.enabled && s.eventTypes.includes(event.type))
      .map((s): WebhookMessage => ({
        messageId: messageIdFor(s.id, event.id),
        subscriptionId: s.id,
        eventId: event.id,
        eventType: event.type,
        payload,
        attempt: 0,
        nextAttemptAt: now,
        status: 'pending',
        lastStatus: null,
        lastError: null,
        createdAt: now,
      }));
    const inserted = await store.insertMessages(messages);
    logger.info(
      { eventId: event.id, eventType: event.type, messages: inserted.length },
      'webhook event enqueued',
    );
    for (const m of inserted) this.schedule(m.messageId, now);
    return inserted;
  }

  /** Schedules every pending message at its stored time (past times run at once). */
  async start(): Promise<void> {
    this.running = true;
    const pending = await this.opts.store.listPendingMessages();
    for (const m of pending) {
      if (!this.timers.has(m.messageId))
        this.schedule(m.messageId, m.nextAttemptAt ?? this.opts.clock.now());
    }
    this.opts.logger.info({ pending: pending.length }, 'webhook sender started');
  }

  /** Cancels timers and waits for attempts in flight; their outcome is still stored. */
  async stop(): Promise<void> {
    this.running = false;
    for (const t of this.timers.values()) t.cancel();
    this.timers.clear();
    await Promise.allSettled([...this.inflight]);
  }

  private schedule(messageId: string, at: number): void {
    if (!this.running) return;
    this.timers.get(messageId)?.cancel();
    // Returning the promise lets a manual clock await the attempt before moving on.
    const handle = this.opts.clock.at(at, () => this.track(this.run(messageId)));
    this.timers.set(messageId, handle);
  }

  private track(p: Promise<void>): Promise<void> {
    this.inflight.add(p);
    return p.finally(() => this.inflight.delete(p));
  }

  private async run(messageId: string): Promise<void> {
    this.timers.delete(messageId);
    try {
      await this.attempt(messageId);
    } catch (err) {
      // A store outage must not strand the message: try again shortly.
      const error = err instanceof Error ? err.message : String(err);
      this.opts.logger.error({ messageId, error }, 'webhook attempt crashed');
      this.schedule(messageId, this.opts.clock.after(CRASH_BACKOFF_MS));
    }
  }

  private async attempt(messageId: string): Promise<void> {
    const { clock, store, logger } = this.opts;
    const msg = await store.getMessage(messageId);
    if (!msg || msg.status !== 'pending') return;
    const sub = await store.getSubscription(msg.subscriptionId);
    if (!sub?.enabled) {
      await store.updateMessage(messageId, { status: 'disabled', nextAttemptAt: null });
      logger.info(
        { messageId, subscriptionId: msg.subscriptionId },
        'webhook skipped: subscription disabled or deleted',
      );
      return;
    }
    const result = await deliver(
      {
        url: sub.url,
        secret: sub.secret,
        messageId,
        payload: msg.payload,
        timestamp: new Date(clock.now()),
      },
      {
        allowLocal: this.opts.allowLocal,
        resolver: this.opts.resolver,
        timeoutMs: this.opts.timeoutMs,
      },
    );
    const attempt = msg.attempt + 1;
    const { patch, disable } = await this.settle(sub, attempt, result);
    // The message first: once the subscription is disabled its pending messages are final.
    await store.updateMessage(messageId, {
      attempt,
      lastStatus: result.status ?? null,
      lastError: result.error ?? null,
      ...patch,
    });
    if (disable) await this.disable(sub.id, disable);
    // Never the URL (its query may hold a token), the secret, the signature or any body.
    logger.info(
      {
        messageId,
        subscriptionId: sub.id,
        eventType: msg.eventType,
        attempt,
        outcome: result.outcome,
        status: result.status,
        durationMs: result.durationMs,
        error: result.error,
        next: patch.nextAttemptAt,
        final: patch.status,
      },
      'webhook attempt',
    );
    if (patch.status === 'pending' && patch.nextAttemptAt != null)
      this.schedule(messageId, patch.nextAttemptAt);
  }

  /** Decides what follows an attempt, and updates the subscription's health. */
  private async settle(
    sub: WebhookSubscription,
    attempt: number,
    result: DeliveryResult,
  ): Promise<{ patch: MessagePatch; disable?: string }> {
    const { clock, store } = this.opts;
    const now = clock.now();
    if (result.outcome === 'delivered') {
      await store.markHealthy(sub.id);
      return { patch: { status: 'delivered', nextAttemptAt: null } };
    }
    if (result.outcome === 'gone') {
      const patch: MessagePatch = { status: 'disabled', nextAttemptAt: null };
      return { patch, disable: 'receiver answered 410 Gone' };
    }
    // 'failed' and 'blocked' both count against the subscription.
    const failingSince = (await store.markFailing(sub.id, now)) ?? now;
    const window = (this.opts.disableAfterMs ?? DEFAULT_DISABLE_AFTER_MS) / clock.speed;
    if (now - failingSince >= window) {
      const since = new Date(failingSince).toISOString();
      const patch: MessagePatch = { status: 'disabled', nextAttemptAt: null };
      return { patch, disable: `failing continuously since ${since}` };
    }
    const next = nextAttemptAt({
      attemptsMade: attempt,
      now,
      speed: clock.speed,
      random: this.opts.random ?? Math.random,
      retryAfterMs: result.retryAfterMs,
      ...(this.opts.retryDelaysMs && { delays: this.opts.retryDelaysMs }),
    });
    const patch: MessagePatch =
      next === null
        ? { status: 'failed', nextAttemptAt: null }
        : { status: 'pending', nextAttemptAt: next };
    return { patch };
  }

  private async disable(subscriptionId: string, reason: string): Promise<void> {
    const stopped = await this.opts.store.disableSubscription(subscriptionId);
    for (const id of stopped) {
      this.timers.get(id)?.cancel();
      this.timers.delete(id);
    }
    this.opts.logger.warn(
      { subscriptionId, reason, messagesStopped: stopped.length },
      'webhook subscription disabled',
    );
  }
}
