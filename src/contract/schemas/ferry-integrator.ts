// Wire shapes of Ferry's own integrator endpoints under /api/ferry (registry, receiver, inbox)
// and of the live streams, shared by the BFF that serves them and the browser that calls them.
import { z } from 'zod';
import { plainText, safeId } from '../primitives';
import { webhookEventType } from './webhooks';

const isoTime = z.iso.datetime();
const cursor = z.string().nullable();

// Query strings of the lists: strict (unknown keys are 400), bounded (page size ≤ 100, search
// text ≤ 100 characters), plain text only (a NUL byte or a lone surrogate is a 400, never a
// database error). Cursors are opaque here; the BFF checks them whole when they come back.
const pageSize = z
  .string()
  .regex(/^\d{1,3}$/, 'Expected a number from 1 to 100')
  .transform(Number)
  .pipe(z.number().int().min(1).max(100))
  .default(20)
  .describe('1–100, default 20');
const pageCursor = z
  .string()
  .regex(/^[A-Za-z0-9_-]{1,200}$/, 'Invalid cursor')
  .describe('nextCursor of the previous page');

/** A deposit address's or a subscription's id. */
export const idParams = z.strictObject({ id: safeId });
/** A received event's inbox id. */
export const eventIdParams = z.strictObject({
  id: z.string().regex(/^\d{1,15}$/, 'Expected an inbox id (digits)'),
});
/** A webhook receiver's id (rcv_… for new subscriptions, the subscription's id before). */
export const receiverParams = z.strictObject({ id: safeId });

/** One deposit address created through Ferry. `record` is the service's response, verbatim. */
export const depositAddressView = z.object({
  id: z.string(),
  /** First deposit address; `addresses` lists every one (one per chain family). */
  address: z.string(),
  addresses: z.array(z.string()),
  destination: z.object({ chainId: z.number(), token: z.string(), symbol: z.string() }),
  recipient: z.string(),
  refundAddresses: z.array(z.string()),
  /** Lower-case address of the admin who created it; null if unknown. */
  createdBy: z.string().nullable(),
  /** The integrator's own name for it, kept by Ferry; null when none was given. */
  label: z.string().nullable().default(null),
  createdAt: isoTime,
  updatedAt: isoTime,
  record: z.unknown(),
});
export type DepositAddressViewWire = z.infer<typeof depositAddressView>;

export const DEPOSIT_ADDRESS_LABEL_MAX = 80;

/** POST /api/ferry/deposit-addresses/{id}/label: name it (text), or clear the name (null). */
export const depositAddressLabelRequest = z.strictObject({
  label: plainText(DEPOSIT_ADDRESS_LABEL_MAX)
    .transform((s) => s.trim() || null)
    .nullable(),
});
export type DepositAddressLabelRequest = z.input<typeof depositAddressLabelRequest>;

/** GET /api/ferry/deposit-addresses?q=&limit=&cursor= (newest first). */
export const depositAddressList = z.object({
  data: z.array(depositAddressView),
  nextCursor: cursor,
});
export const depositAddressListQuery = z.strictObject({
  q: plainText(100).trim().optional().describe('Part of an address, recipient, token or id'),
  limit: pageSize,
  cursor: pageCursor.optional(),
});

/** One received webhook event. `payload` is the event exactly as delivered. */
export const webhookEventView = z.object({
  id: z.string().describe('Inbox id (increasing)'),
  webhookId: z.string(),
  eventId: z.string(),
  type: z.string(),
  subscriptionId: z.string(),
  depositAddress: z.string().nullable(),
  status: z.string().nullable(),
  eventCreatedAt: z.string().nullable(),
  receivedAt: isoTime,
  payload: z.unknown(),
});
export type WebhookEventViewWire = z.infer<typeof webhookEventView>;

// webhookPayloadRefs lives in ./webhook-payload-refs (zod/mini: the browser's entry reads it).

/** GET /api/ferry/webhooks/events?type=&address=&limit=&cursor= (newest first, own events). */
export const webhookEventList = z.object({ data: z.array(webhookEventView), nextCursor: cursor });
export const webhookEventListQuery = z.strictObject({
  type: plainText(100).optional(),
  address: plainText(100).optional().describe('Deposit address (any case)'),
  limit: pageSize,
  cursor: pageCursor.optional(),
});

/**
 * GET /api/ferry/webhooks/receiver-url?eventTypes=: the URL to suggest when creating a
 * subscription with those event types (one URL per set, so the service's one subscription per
 * URL holds for Ferry's receiver too), and
 * what the service will take: http:// on loopback only with local webhooks on (the embedded
 * service with SERVICE_ALLOW_LOCAL_WEBHOOKS=1), and whether it takes this receiver URL.
 */
export const receiverUrlQuery = z.strictObject({
  eventTypes: z
    .string()
    .max(500)
    .refine((s) => s.split(',').every((t) => webhookEventType.safeParse(t).success), {
      message: 'Expected known event types, comma-separated',
    })
    .optional()
    .describe('The event types of the subscription to make, comma-separated (default: all)'),
});

export const receiverUrlResponse = z.object({
  url: z.string(),
  receiverId: z.string(),
  localAllowed: z.boolean().describe('http:// to 127.0.0.1 or localhost is accepted'),
  serviceAccepts: z.boolean().describe('The service takes this URL (checked without DNS)'),
});
export type ReceiverUrlWire = z.infer<typeof receiverUrlResponse>;

/** POST /api/ferry/webhooks/receive/{id} → 200 once stored (duplicate: already stored). */
export const receiveAck = z.object({ received: z.literal(true), duplicate: z.boolean() });

/**
 * Live streams (text/event-stream):
 * - GET /api/v1/transfers/{orderId}/events — `transfer` (the service's transfer JSON, on
 *   connect and on every change), `error` (liveError; the stream carries on), `end`
 *   ({state}) once terminal; the server then closes — call EventSource.close() on `end`.
 * - GET /api/ferry/webhooks/events/stream — `ready` once listening, then `webhook`
 *   (webhookEventView, SSE id = its inbox id) for each event of the signed-in admin's
 *   subscriptions. Keep-alive comments every 15 s.
 */
export const liveError = z.object({ status: z.number(), code: z.string(), message: z.string() });
export const liveEnd = z.object({ state: z.string() });

const hexAddress = z.string().regex(/^0x[0-9a-fA-F]{40}$/, 'Expected a 0x address');

/**
 * POST /api/ferry/sandbox/deposits (embedded service only, admin only): funds "arrive" at one
 * of the deposit addresses, as the embedded service's own POST /sandbox/deposits takes them.
 */
export const sandboxDepositRequest = z.strictObject({
  depositAddress: hexAddress,
  originChainId: z.number().int().positive(),
  inputToken: hexAddress,
  amount: z.string().regex(/^[1-9]\d{0,77}$/, 'Expected a positive amount in base units'),
});
export type SandboxDepositRequest = z.infer<typeof sandboxDepositRequest>;

export const sandboxDepositResponse = z.looseObject({
  depositAddressId: z.string(),
  originChainId: z.number(),
  inputToken: z.string(),
  amount: z.string(),
  depositTxnRef: z.string(),
  status: z.string(),
});
export type SandboxDepositResponse = z.infer<typeof sandboxDepositResponse>;

/**
 * POST /api/ferry/webhooks/subscriptions/{id}/test: a test event signed with the stored secret
 * and delivered to the subscription's URL through the SSRF guard. `status` is the endpoint's
 * HTTP status (null when nothing responded: then `error` says why).
 */
export const testEventResponse = z.object({
  webhookId: z.string(),
  url: z.string(),
  status: z.number().int().nullable(),
  ok: z.boolean(),
  latencyMs: z.number().nonnegative(),
  error: z.string().nullable(),
});
export type TestEventResponse = z.infer<typeof testEventResponse>;

/** GET /api/ferry/overview: the dashboard overview's counts (events are the admin's own). */
export const integratorOverview = z.object({
  depositAddresses: z.number().int().nonnegative(),
  eventsLast24h: z.number().int().nonnegative(),
  lastEventAt: isoTime.nullable(),
  /** A deposit-pending event ever arrived for this admin: a (test) deposit was seen. */
  depositEventSeen: z.boolean(),
});
export type IntegratorOverview = z.infer<typeof integratorOverview>;
