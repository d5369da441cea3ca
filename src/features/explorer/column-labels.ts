// The deposit table's column names, shared with its phone-width cards and its filters.
import { defineMessages } from 'react-intl';

export const columnLabels = defineMessages({
  deposit: { id: 'explorer.column.deposit', defaultMessage: 'Deposit' },
  status: { id: 'explorer.column.status', defaultMessage: 'Status' },
  origin: { id: 'explorer.column.origin', defaultMessage: 'From' },
  destination: { id: 'explorer.column.destination', defaultMessage: 'To' },
  input: { id: 'explorer.column.input', defaultMessage: 'Sent' },
  output: { id: 'explorer.column.output', defaultMessage: 'Received' },
  depositor: { id: 'explorer.column.depositor', defaultMessage: 'Depositor' },
  recipient: { id: 'explorer.column.recipient', defaultMessage: 'Recipient' },
  time: { id: 'explorer.column.time', defaultMessage: 'Deposited' },
});

/** The party a copy button names ("Copy depositor 0x…"), in lower case mid-sentence. */
export const partyNames = defineMessages({
  depositor: { id: 'explorer.party.depositor', defaultMessage: 'depositor' },
  recipient: { id: 'explorer.party.recipient', defaultMessage: 'recipient' },
  refundAddress: { id: 'explorer.party.refundAddress', defaultMessage: 'refund address' },
  exclusiveRelayer: { id: 'explorer.party.exclusiveRelayer', defaultMessage: 'exclusive relayer' },
  relayer: { id: 'explorer.party.relayer', defaultMessage: 'relayer' },
  actionsRecipient: { id: 'explorer.party.actionsRecipient', defaultMessage: 'actions recipient' },
});
export type PartyName = keyof typeof partyNames;
