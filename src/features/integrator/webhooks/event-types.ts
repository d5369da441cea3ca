// Every known webhook event type, described for the checkboxes (the type names themselves are
// code and stay as they are).
import { defineMessages, type MessageDescriptor } from 'react-intl';
import type { WebhookEventType } from '../../../contract/schemas/webhooks';

export const EVENT_TYPE_HELP = defineMessages({
  'pda_transfer.deposit-pending': {
    id: 'integrator.eventType.depositPending',
    defaultMessage: 'Funds arrived at a deposit address',
  },
  'pda_transfer.deposit-confirmed': {
    id: 'integrator.eventType.depositConfirmed',
    defaultMessage: 'The deposit was swept and is waiting for a fill',
  },
  'pda_transfer.filled': {
    id: 'integrator.eventType.filled',
    defaultMessage: 'The recipient was paid on the destination chain',
  },
  'pda_transfer.refund-pending': {
    id: 'integrator.eventType.refundPending',
    defaultMessage: 'The deposit could not be filled; a refund is on its way',
  },
  'pda_transfer.refunded': {
    id: 'integrator.eventType.refunded',
    defaultMessage: 'The deposit was refunded',
  },
}) satisfies Record<WebhookEventType, MessageDescriptor>;
