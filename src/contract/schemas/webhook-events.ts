// Delivered webhook event payload (docs/interface-decisions.md#webhook-events). Fields not yet
// known at a given stage (sweep, fill, output amount) are null.
import { z } from 'zod';
import { anyAddress, chainIdOut, openEnum, timestamp, uintStringOut } from '../primitives';
import { depositAddressDestination } from './deposit-addresses';
import { depositStatus } from './deposits';
import { webhookEventTypes } from './webhooks';
import { responseObject } from './response-object';

export const webhookEventData = responseObject({
  depositAddressId: z.string().min(1),
  depositAddress: anyAddress,
  originChainId: chainIdOut,
  inputToken: anyAddress,
  inputAmount: uintStringOut,
  depositTxnRef: z.string().nullable(),
  sweepTxnRef: z.string().nullable(),
  depositId: uintStringOut.nullable(),
  // [OURS] same shape as the deposit-address record's destination.
  destination: depositAddressDestination,
  outputAmount: uintStringOut.nullable(),
  fillTxnRef: z.string().nullable(),
  status: depositStatus,
});
export type WebhookEventData = z.infer<typeof webhookEventData>;

export const webhookEvent = responseObject({
  id: z.string().regex(/^evt_[A-Za-z0-9_-]+$/, 'Expected an event id such as evt_…'),
  type: openEnum(webhookEventTypes),
  createdAt: timestamp,
  data: webhookEventData,
});
export type WebhookEvent = z.infer<typeof webhookEvent>;
export type WebhookEventInput = z.input<typeof webhookEvent>;
