// The messages for the reasons the service gives a deposit or transfer its state (a refund, a
// slow fill, an expired quote): our own sentences, never the service's string.
import { defineMessages } from 'react-intl';
import type { Message } from './message';

const reasons = defineMessages({
  INSUFFICIENT_BALANCE: {
    id: 'components.reason.insufficientBalance',
    defaultMessage: 'The balance on the origin chain did not cover the amount.',
  },
  FILL_DEADLINE_PASSED: {
    id: 'components.reason.fillDeadlinePassed',
    defaultMessage: 'No relayer filled it before the fill deadline.',
  },
  SLOW_FILL_REQUESTED: {
    id: 'components.reason.slowFillRequested',
    defaultMessage:
      'No relayer took it quickly; the protocol will fill it at its next settlement (an hour or more).',
  },
  QUOTE_EXPIRED: {
    id: 'components.reason.quoteExpired',
    defaultMessage: 'The quote expired before it was executed.',
  },
  DEPOSITED_AFTER_EXPIRY: {
    id: 'components.reason.depositedAfterExpiry',
    defaultMessage:
      'The deposit was sent after the quote expired; it is filled or refunded on its own terms.',
  },
  DEPOSIT_REVERTED: {
    id: 'components.reason.depositReverted',
    defaultMessage: 'The deposit transaction reverted on the origin chain, so nothing was sent.',
  },
  DEPOSIT_NOT_FOUND: {
    id: 'components.reason.depositNotFound',
    defaultMessage:
      'The reported deposit transaction never appeared on the origin chain, so nothing was sent.',
  },
  NOT_THIS_QUOTES_DEPOSIT: {
    id: 'components.reason.notThisQuotesDeposit',
    defaultMessage:
      'The reported transaction is not this quote’s deposit. Look it up by its hash to see what it did.',
  },
});

const reasonCode = defineMessages({
  code: { id: 'components.reason.code', defaultMessage: 'Reason code: {code}' },
});

/** Plain words for the reasons the service gives; an unknown reason shows as its code only. */
export function reasonMessage(reason: string | null | undefined): Message | undefined {
  if (!reason) return undefined;
  if (Object.hasOwn(reasons, reason)) return reasons[reason as keyof typeof reasons];
  // Only an identifier-like code is shown as is; anything else stays out of the page.
  return /^[A-Z0-9_]{1,64}$/.test(reason)
    ? { ...reasonCode.code, values: { code: reason } }
    : undefined;
}
