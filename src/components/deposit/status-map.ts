// Every status a person can see on a tracker, in ONE exhaustive map
// (docs/reliability.md#every-status-has-a-meaning). Keys are `<kind>:<state>`: the versioned
// transfer states (docs/interface-decisions.md#transfer-states), the deposit statuses of /deposit
// (docs/interface-decisions.md#deposit-statuses), and ours — `indexing`
// (docs/reliability.md#a-new-transfer-is-indexing-not-failed: submitted moments ago, not visible
// yet) and `unknown` (a value this build does not know). A new state in the contract fails the
// build here until it has messages.
import { defineMessages, type IntlShape, type MessageDescriptor } from 'react-intl';
import type { Tone } from '../../components/ui/Badge';
import type { IconName } from '../../components/ui/Icon';
import type { DepositStatus } from '../../contract/schemas/deposits';
import { depositStatuses, transferStates } from '../../contract/schemas/state-lists';
import type { TransferState } from '../../contract/schemas/v1-transfers';
import { useT } from '../../i18n/useT';
import { isolated } from './message';

export type TrackedTransferState = TransferState | 'indexing';
export type TrackedDepositStatus = DepositStatus | 'indexing';
export type StatusKey = `transfer:${TrackedTransferState}` | `deposit:${TrackedDepositStatus}`;

/** How it ended, once it has: one message for money that arrived, came back or never left. */
export type Outcome = 'delivered' | 'refunded' | 'not-sent';

/** Each ending has its own mark: a check only where the money arrived. */
export const OUTCOME_ICONS = {
  delivered: 'check',
  refunded: 'refund',
  'not-sent': 'cross',
} as const satisfies Record<Outcome, IconName>;

/** Facts the messages need; missing ones are written around, never invented. */
export interface StatusContext {
  origin: string;
  destination: string;
  refundAddress?: string;
  /** How long after the fill deadline the sandbox refunds ("2 min" at 60×); unset on the real service. */
  refundWithin?: string;
}

/** A state's messages; `help` and `next` take the StatusContext as values. */
export interface StatusMessages {
  label: MessageDescriptor;
  help: MessageDescriptor;
  next: MessageDescriptor;
  /** `next` on the sandbox, which says when its refund comes (StatusContext.refundWithin). */
  nextOnSandbox?: MessageDescriptor;
}

export interface StatusInfo {
  tone: Tone;
  /** Only explicit terminal states are complete; everything else (unknown too) is in progress. */
  complete: boolean;
  /** Set on complete states only. */
  outcome?: Outcome;
  /** Its messages; `statusText` formats them in the page's language. */
  messages: StatusMessages;
}

const m = defineMessages({
  quotedLabel: { id: 'components.status.quoted.label', defaultMessage: 'Waiting for signature' },
  quotedHelp: {
    id: 'components.status.quoted.help',
    defaultMessage: 'A price is reserved, but nothing has been signed or sent yet.',
  },
  quotedNext: {
    id: 'components.status.quoted.next',
    defaultMessage:
      'Sign the authorization in your wallet to send it. If nobody signs before the quote expires, nothing is sent.',
  },
  sendingLabel: { id: 'components.status.sending.label', defaultMessage: 'Sending deposit' },
  submittedHelp: {
    id: 'components.status.submitted.help',
    defaultMessage: 'The signed authorization was accepted; the deposit is being sent on {origin}.',
  },
  sendingNext: {
    id: 'components.status.sending.next',
    defaultMessage: 'Next: the deposit is confirmed on {origin}, usually within seconds.',
  },
  depositPendingHelp: {
    id: 'components.status.depositPending.help',
    defaultMessage: 'The service is sending your signed deposit on {origin} and pays the gas.',
  },
  awaitingFillLabel: {
    id: 'components.status.awaitingFill.label',
    defaultMessage: 'Deposited, awaiting fill',
  },
  awaitingFillHelp: {
    id: 'components.status.awaitingFill.help',
    defaultMessage: 'Your deposit is on {origin}. A relayer delivers the funds on {destination}.',
  },
  depositedNext: {
    id: 'components.status.deposited.next',
    defaultMessage:
      'Next: a relayer fills it on {destination}. If none does before the fill deadline, the deposit is refunded on {origin}.',
  },
  unfilledNext: {
    id: 'components.status.unfilled.next',
    defaultMessage:
      'Next: a relayer fills it on {destination}. If none does before the fill deadline, it is refunded on {origin}.',
  },
  deliveredLabel: { id: 'components.status.delivered.label', defaultMessage: 'Delivered' },
  deliveredHelp: {
    id: 'components.status.delivered.help',
    defaultMessage: 'The funds arrived on {destination}.',
  },
  nothingLeft: { id: 'components.status.delivered.next', defaultMessage: 'Nothing left to do.' },
  expiredLabel: { id: 'components.status.expired.label', defaultMessage: 'Quote expired' },
  expiredHelp: {
    id: 'components.status.expired.help',
    defaultMessage: 'The quote expired before it was signed and sent. Nothing left your wallet.',
  },
  expiredNext: {
    id: 'components.status.expired.next',
    defaultMessage: 'Get a new quote on the Bridge page to try again.',
  },
  notSentLabel: { id: 'components.status.notSent.label', defaultMessage: 'Not sent' },
  failedHelp: {
    id: 'components.status.failed.help',
    defaultMessage: 'The deposit could not be made on {origin}. Nothing left your wallet.',
  },
  failedNext: {
    id: 'components.status.failed.next',
    defaultMessage: 'Check the reason below, then get a new quote to try again.',
  },
  depositFailedHelp: {
    id: 'components.status.depositFailed.help',
    defaultMessage:
      'The deposit transaction on {origin} did not go through, so nothing left your wallet.',
  },
  depositFailedNext: {
    id: 'components.status.depositFailed.next',
    defaultMessage: 'Check your balance, then get a new quote to try again.',
  },
  refundPendingLabel: {
    id: 'components.status.refundPending.label',
    defaultMessage: 'Refund pending',
  },
  refundPendingHelp: {
    id: 'components.status.refundPending.help',
    defaultMessage:
      'No relayer delivered it before the fill deadline, so it will not arrive on {destination}. The full amount goes back to {refund, select, yes {the refund address {refundAddress}} other {the refund address}} on {origin}.',
  },
  refundPendingNext: {
    id: 'components.status.refundPending.next',
    defaultMessage:
      'Refunds are paid at the next settlement, usually within a few hours. Nothing to do: this page updates when it lands.',
  },
  refundPendingNextOnSandbox: {
    id: 'components.status.refundPending.nextOnSandbox',
    defaultMessage:
      'The sandbox pays refunds about {within} after the fill deadline. Nothing to do: this page updates when it lands.',
  },
  refundedLabel: { id: 'components.status.refunded.label', defaultMessage: 'Refunded' },
  refundedHelp: {
    id: 'components.status.refunded.help',
    defaultMessage:
      'No relayer delivered it in time, so the full amount went back to {refund, select, yes {the refund address {refundAddress}} other {the refund address}} on {origin}.',
  },
  refundedNext: {
    id: 'components.status.refunded.next',
    defaultMessage: 'Nothing left to do. You can try the transfer again with a new quote.',
  },
  slowFillRequestedLabel: {
    id: 'components.status.slowFillRequested.label',
    defaultMessage: 'Slow fill requested',
  },
  slowFillRequestedHelp: {
    id: 'components.status.slowFillRequested.help',
    defaultMessage:
      'No relayer took it quickly, so the protocol itself will deliver it on {destination} at its next settlement.',
  },
  slowFillRequestedNext: {
    id: 'components.status.slowFillRequested.next',
    defaultMessage: 'This usually takes an hour or more. Your funds are safe; nothing to do.',
  },
  slowFilledLabel: {
    id: 'components.status.slowFilled.label',
    defaultMessage: 'Delivered (slow fill)',
  },
  slowFilledHelp: {
    id: 'components.status.slowFilled.help',
    defaultMessage: 'The protocol delivered the funds on {destination} at its settlement.',
  },
  indexingLabel: {
    id: 'components.status.indexing.label',
    defaultMessage: 'Looking for your transfer…',
  },
  indexingHelp: {
    id: 'components.status.indexing.help',
    defaultMessage:
      'It was submitted moments ago and the service has not indexed it yet. This is normal for the first minute or two; it is not a failure.',
  },
  indexingNext: {
    id: 'components.status.indexing.next',
    defaultMessage: 'Keep this page open: it checks again by itself.',
  },
  inProgress: { id: 'components.status.inProgress', defaultMessage: 'In progress' },
  unknownHelp: {
    id: 'components.status.unknown.help',
    defaultMessage:
      'The service reports a status this version of Ferry does not recognise, so we cannot say more than that it is not finished.',
  },
  unknownNext: {
    id: 'components.status.unknown.next',
    defaultMessage:
      'This page keeps checking. If it stays like this, copy the support details below and contact support.',
  },
});

/** The values every state's messages may use. */
const valuesOf = (c: StatusContext) => ({
  origin: c.origin,
  destination: c.destination,
  refund: c.refundAddress ? 'yes' : 'no',
  refundAddress: c.refundAddress ?? '',
  within: c.refundWithin ?? '',
});

function status(tone: Tone, messages: StatusMessages, outcome?: Outcome): StatusInfo {
  return { tone, complete: outcome !== undefined, ...(outcome ? { outcome } : {}), messages };
}

const REFUND_PENDING = status('warning', {
  label: m.refundPendingLabel,
  help: m.refundPendingHelp,
  next: m.refundPendingNext,
  nextOnSandbox: m.refundPendingNextOnSandbox,
});
const STILL_LOOKING = status('info', {
  label: m.indexingLabel,
  help: m.indexingHelp,
  next: m.indexingNext,
});
const UNKNOWN = status('neutral', {
  label: m.inProgress,
  help: m.unknownHelp,
  next: m.unknownNext,
});
/** The same messages for an order's fill and a deposit's. */
const DELIVERED = status(
  'success',
  { label: m.deliveredLabel, help: m.deliveredHelp, next: m.nothingLeft },
  'delivered',
);
const AWAITING_FILL = status('info', {
  label: m.awaitingFillLabel,
  help: m.awaitingFillHelp,
  next: m.unfilledNext,
});
const REFUNDED = status(
  'warning',
  { label: m.refundedLabel, help: m.refundedHelp, next: m.refundedNext },
  'refunded',
);

export const STATUS_MAP = {
  // --- Versioned transfers: GET /v1/transfers/{orderId} ---------------------------------
  'transfer:quoted': status('neutral', {
    label: m.quotedLabel,
    help: m.quotedHelp,
    next: m.quotedNext,
  }),
  'transfer:submitted': status('info', {
    label: m.sendingLabel,
    help: m.submittedHelp,
    next: m.sendingNext,
  }),
  'transfer:deposited': status('info', {
    label: m.awaitingFillLabel,
    help: m.awaitingFillHelp,
    next: m.depositedNext,
  }),
  'transfer:filled': DELIVERED,
  'transfer:expired': status(
    'neutral',
    { label: m.expiredLabel, help: m.expiredHelp, next: m.expiredNext },
    'not-sent',
  ),
  'transfer:failed': status(
    'danger',
    { label: m.notSentLabel, help: m.failedHelp, next: m.failedNext },
    'not-sent',
  ),
  'transfer:refund_pending': REFUND_PENDING,
  'transfer:refunded': REFUNDED,
  'transfer:indexing': STILL_LOOKING,
  'transfer:unknown': UNKNOWN,

  // --- Deposits: GET /deposit (gasless and legacy transfers) ------------------------------
  'deposit:deposit-pending': status('info', {
    label: m.sendingLabel,
    help: m.depositPendingHelp,
    next: m.sendingNext,
  }),
  'deposit:unfilled': AWAITING_FILL,
  'deposit:pending': AWAITING_FILL,
  'deposit:slowFillRequested': status('warning', {
    label: m.slowFillRequestedLabel,
    help: m.slowFillRequestedHelp,
    next: m.slowFillRequestedNext,
  }),
  'deposit:filled': DELIVERED,
  'deposit:slowFilled': status(
    'success',
    { label: m.slowFilledLabel, help: m.slowFilledHelp, next: m.nothingLeft },
    'delivered',
  ),
  'deposit:expired': REFUND_PENDING,
  'deposit:refunded': REFUNDED,
  'deposit:deposit-failed': status(
    'danger',
    { label: m.notSentLabel, help: m.depositFailedHelp, next: m.depositFailedNext },
    'not-sent',
  ),
  'deposit:indexing': STILL_LOOKING,
  'deposit:unknown': UNKNOWN,
} satisfies Record<StatusKey, StatusInfo>;

const known = {
  transfer: new Set<string>([...transferStates, 'indexing']),
  deposit: new Set<string>([...depositStatuses, 'indexing']),
};

/** The entry for any value the service sends; an unrecognised one is "unknown", in progress. */
export function statusInfo(kind: 'transfer' | 'deposit', state: string): StatusInfo {
  const key = (known[kind].has(state) ? `${kind}:${state}` : `${kind}:unknown`) as StatusKey;
  return STATUS_MAP[key];
}

export interface StatusText {
  label: string;
  help: string;
  next: string;
}

/** A state's messages in `t`'s language; without a context, `help` and `next` name no chain. */
export function statusText(t: IntlShape, info: StatusInfo, ctx: StatusContext): StatusText {
  const values = isolated(t, valuesOf(ctx));
  return {
    label: t.formatMessage(info.messages.label),
    help: t.formatMessage(info.messages.help, values),
    next: t.formatMessage(
      (ctx.refundWithin && info.messages.nextOnSandbox) || info.messages.next,
      values,
    ),
  };
}

/** `statusText` in the page's language: `const text = useStatusText(); text(info, ctx).help`. */
export function useStatusText(): (info: StatusInfo, ctx: StatusContext) => StatusText {
  const t = useT();
  return (info, ctx) => statusText(t, info, ctx);
}

export { reasonMessage } from './status-reasons';
