// Every known webhook event type, described for the checkboxes.
import type { WebhookEventType } from '../../../contract/schemas/webhooks';

export const EVENT_TYPE_HELP = {
  'pda_transfer.deposit-pending': 'Funds arrived at a deposit address',
  'pda_transfer.deposit-confirmed': 'The deposit was swept and is waiting for a fill',
  'pda_transfer.filled': 'The recipient was paid on the destination chain',
  'pda_transfer.refund-pending': 'The deposit could not be filled; a refund is on its way',
  'pda_transfer.refunded': 'The deposit was refunded',
} as const satisfies Record<WebhookEventType, string>;
