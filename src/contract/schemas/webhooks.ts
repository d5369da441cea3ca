// Webhook subscriptions on the versioned host (docs/interface-decisions.md#webhook-events).
import { z } from 'zod';
import { safeId } from '../primitives';
import { responseObject } from './response-object';

/**
 * Known event types (docs/interface-decisions.md#webhook-events); a subscription filter may only
 * name these.
 */
export const webhookEventTypes = [
  'pda_transfer.deposit-pending',
  'pda_transfer.deposit-confirmed',
  'pda_transfer.filled',
  'pda_transfer.refund-pending',
  'pda_transfer.refunded',
] as const;
export const webhookEventType = z.enum(webhookEventTypes);
export type WebhookEventType = z.infer<typeof webhookEventType>;

/**
 * http or https URL. HTTPS-only (with a local-development exception) is a configuration-
 * dependent policy, so the embedded service enforces it, not this schema.
 */
export const webhookUrl = z.url({ protocol: /^https?$/ }).max(2048);

export const createWebhookSubscriptionBody = z.strictObject({
  url: webhookUrl,
  filter: z.strictObject({ eventTypes: z.array(webhookEventType).min(1) }),
});
export type CreateWebhookSubscriptionBody = z.input<typeof createWebhookSubscriptionBody>;

/** The only response that carries the raw secret. */
export const createWebhookSubscriptionResponse = responseObject({
  id: z.string().min(1),
  secret: z.string().min(1),
  secretHash: z.string().min(1),
});
export type CreateWebhookSubscriptionResponse = z.infer<typeof createWebhookSubscriptionResponse>;

/** A listed subscription; event types stay plain strings so a new type still displays. */
export const webhookSubscription = responseObject({
  id: z.string().min(1),
  url: z.string(),
  filter: responseObject({ eventTypes: z.array(z.string()) }),
  enabled: z.boolean(),
  secretHash: z.string(),
});
export type WebhookSubscription = z.infer<typeof webhookSubscription>;

export const listWebhookSubscriptionsResponse = responseObject({
  data: z.array(webhookSubscription),
});
export type ListWebhookSubscriptionsResponse = z.infer<typeof listWebhookSubscriptionsResponse>;

/** DELETE path: a safe token, so "../", "%2e%2e", "//" or "?x=" never reach a handler. */
export const webhookSubscriptionParams = z.strictObject({ id: safeId });
export type WebhookSubscriptionParams = z.input<typeof webhookSubscriptionParams>;

/** DELETE responds 204 with an empty body. */
export const deleteWebhookSubscriptionResponse = z.undefined();
