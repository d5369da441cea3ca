// The names of a transfer's facts, the same on both trackers (an order, a deposit).
import { defineMessage, defineMessages } from 'react-intl';

export const factLabels = defineMessages({
  from: { id: 'transfers.facts.from', defaultMessage: 'From' },
  to: { id: 'transfers.facts.to', defaultMessage: 'To' },
  toQuoted: { id: 'transfers.facts.toQuoted', defaultMessage: 'To (quoted)' },
  sender: { id: 'transfers.facts.sender', defaultMessage: 'Sender' },
  recipient: { id: 'transfers.facts.recipient', defaultMessage: 'Recipient' },
  refundAddress: { id: 'transfers.facts.refundAddress', defaultMessage: 'Refund address' },
  orderId: { id: 'transfers.facts.orderId', defaultMessage: 'Order ID' },
  depositId: { id: 'transfers.facts.depositId', defaultMessage: 'Deposit ID' },
  yourReference: { id: 'transfers.facts.yourReference', defaultMessage: 'Your reference' },
});

export const amountOn = defineMessage<{ amount: string; chain: string }>({
  id: 'transfers.facts.amountOn',
  defaultMessage: '{amount} on {chain}',
});
