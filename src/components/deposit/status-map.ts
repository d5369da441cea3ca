// Every status a person can see on a tracker, in ONE exhaustive map
// (docs/reliability.md#every-status-has-a-meaning). Keys are `<kind>:<state>`: the
// versioned transfer states (docs/interface-decisions.md#transfer-states), the deposit statuses of /deposit
// (docs/interface-decisions.md#deposit-statuses), and ours — `indexing`
// (docs/reliability.md#a-new-transfer-is-indexing-not-failed: submitted moments ago, not visible
// yet) and `unknown` (a value this build does not know). A new state in the contract fails the
// build here until it has copy.
import type { Tone } from '../../components/ui/Badge';
import type { IconName } from '../../components/ui/Icon';
import { depositStatuses, type DepositStatus } from '../../contract/schemas/deposits';
import { transferStates, type TransferState } from '../../contract/schemas/v1-transfers';

export type TrackedTransferState = TransferState | 'indexing';
export type TrackedDepositStatus = DepositStatus | 'indexing';
export type StatusKey = `transfer:${TrackedTransferState}` | `deposit:${TrackedDepositStatus}`;

/** How it ended, once it has: the words differ for money that arrived, came back or never left. */
export type Outcome = 'delivered' | 'refunded' | 'not-sent';

/** Each ending has its own mark: a check only where the money arrived. */
export const OUTCOME_ICONS = {
  delivered: 'check',
  refunded: 'refund',
  'not-sent': 'cross',
} as const satisfies Record<Outcome, IconName>;

/** Facts the copy needs; missing ones are written around, never invented. */
export interface StatusContext {
  origin: string;
  destination: string;
  refundAddress?: string;
}

export interface StatusInfo {
  label: string;
  tone: Tone;
  /** What this state means, in plain words. */
  help: (c: StatusContext) => string;
  /** What happens next, or what the person can do. */
  next: (c: StatusContext) => string;
  /** Only explicit terminal states are complete; everything else (unknown too) is in progress. */
  complete: boolean;
  /** Set on complete states only. */
  outcome?: Outcome;
}

const refundTo = (c: StatusContext) =>
  c.refundAddress ? `the refund address ${c.refundAddress}` : 'the refund address';

const REFUND_PENDING: Pick<StatusInfo, 'label' | 'tone' | 'help' | 'next' | 'complete'> = {
  label: 'Refund pending (hours)',
  tone: 'warning',
  help: (c) =>
    `No relayer delivered it before the fill deadline, so it will not arrive on ${c.destination}. The full amount goes back to ${refundTo(c)} on ${c.origin}.`,
  next: () =>
    'Refunds are paid at the next settlement, usually within a few hours. Nothing to do: this page updates when it lands.',
  complete: false,
};

const STILL_LOOKING: Pick<StatusInfo, 'label' | 'tone' | 'help' | 'next' | 'complete'> = {
  label: 'Looking for your transfer…',
  tone: 'info',
  help: () =>
    'It was submitted moments ago and the service has not indexed it yet. This is normal for the first minute or two; it is not a failure.',
  next: () => 'Keep this page open: it checks again by itself.',
  complete: false,
};

const UNKNOWN: Pick<StatusInfo, 'label' | 'tone' | 'help' | 'next' | 'complete'> = {
  label: 'In progress',
  tone: 'neutral',
  help: () =>
    'The service reports a status this version of Ferry does not recognise, so we cannot say more than that it is not finished.',
  next: () =>
    'This page keeps checking. If it stays like this, copy the support details below and contact support.',
  complete: false,
};

/** The same words for an order's fill and a deposit's. */
const DELIVERED: StatusInfo = {
  label: 'Delivered',
  tone: 'success',
  help: (c) => `The funds arrived on ${c.destination}.`,
  next: () => 'Nothing left to do.',
  complete: true,
  outcome: 'delivered',
};

export const STATUS_MAP = {
  // --- Versioned transfers: GET /v1/transfers/{orderId} ---------------------------------
  'transfer:quoted': {
    label: 'Waiting for signature',
    tone: 'neutral',
    help: () => 'A price is reserved, but nothing has been signed or sent yet.',
    next: () =>
      'Sign the authorization in your wallet to send it. If nobody signs before the quote expires, nothing is sent.',
    complete: false,
  },
  'transfer:submitted': {
    label: 'Sending deposit',
    tone: 'info',
    help: (c) => `The signed authorization was accepted; the deposit is being sent on ${c.origin}.`,
    next: (c) => `Next: the deposit is confirmed on ${c.origin}, usually within seconds.`,
    complete: false,
  },
  'transfer:deposited': {
    label: 'Deposited, awaiting fill',
    tone: 'info',
    help: (c) =>
      `Your deposit is on ${c.origin}. A relayer delivers the funds on ${c.destination}.`,
    next: (c) =>
      `Next: a relayer fills it on ${c.destination}. If none does before the fill deadline, the deposit is refunded on ${c.origin}.`,
    complete: false,
  },
  'transfer:filled': DELIVERED,
  'transfer:expired': {
    label: 'Quote expired',
    tone: 'neutral',
    help: () => 'The quote expired before it was signed and sent. Nothing left your wallet.',
    next: () => 'Get a new quote on the Bridge page to try again.',
    complete: true,
    outcome: 'not-sent',
  },
  'transfer:failed': {
    label: 'Not sent',
    tone: 'danger',
    help: (c) => `The deposit could not be made on ${c.origin}. Nothing left your wallet.`,
    next: () => 'Check the reason below, then get a new quote to try again.',
    complete: true,
    outcome: 'not-sent',
  },
  'transfer:refund_pending': REFUND_PENDING,
  'transfer:refunded': {
    label: 'Refunded',
    tone: 'warning',
    help: (c) =>
      `No relayer delivered it in time, so the full amount went back to ${refundTo(c)} on ${c.origin}.`,
    next: () => 'Nothing left to do. You can try the transfer again with a new quote.',
    complete: true,
    outcome: 'refunded',
  },
  'transfer:indexing': STILL_LOOKING,
  'transfer:unknown': UNKNOWN,

  // --- Deposits: GET /deposit (gasless and legacy transfers) ------------------------------
  'deposit:deposit-pending': {
    label: 'Sending deposit',
    tone: 'info',
    help: (c) => `The service is sending your signed deposit on ${c.origin} and pays the gas.`,
    next: (c) => `Next: the deposit is confirmed on ${c.origin}, usually within seconds.`,
    complete: false,
  },
  'deposit:unfilled': {
    label: 'Deposited, awaiting fill',
    tone: 'info',
    help: (c) =>
      `Your deposit is on ${c.origin}. A relayer delivers the funds on ${c.destination}.`,
    next: (c) =>
      `Next: a relayer fills it on ${c.destination}. If none does before the fill deadline, it is refunded on ${c.origin}.`,
    complete: false,
  },
  'deposit:pending': {
    label: 'Deposited, awaiting fill',
    tone: 'info',
    help: (c) =>
      `Your deposit is on ${c.origin}. A relayer delivers the funds on ${c.destination}.`,
    next: (c) =>
      `Next: a relayer fills it on ${c.destination}. If none does before the fill deadline, it is refunded on ${c.origin}.`,
    complete: false,
  },
  'deposit:slowFillRequested': {
    label: 'Slow fill requested',
    tone: 'warning',
    help: (c) =>
      `No relayer took it quickly, so the protocol itself will deliver it on ${c.destination} at its next settlement.`,
    next: () => 'This usually takes an hour or more. Your funds are safe; nothing to do.',
    complete: false,
  },
  'deposit:filled': DELIVERED,
  'deposit:slowFilled': {
    label: 'Delivered (slow fill)',
    tone: 'success',
    help: (c) => `The protocol delivered the funds on ${c.destination} at its settlement.`,
    next: () => 'Nothing left to do.',
    complete: true,
    outcome: 'delivered',
  },
  'deposit:expired': REFUND_PENDING,
  'deposit:refunded': {
    label: 'Refunded',
    tone: 'warning',
    help: (c) =>
      `No relayer delivered it in time, so the full amount went back to ${refundTo(c)} on ${c.origin}.`,
    next: () => 'Nothing left to do. You can try the transfer again with a new quote.',
    complete: true,
    outcome: 'refunded',
  },
  'deposit:deposit-failed': {
    label: 'Not sent',
    tone: 'danger',
    help: (c) =>
      `The deposit transaction on ${c.origin} did not go through, so nothing left your wallet.`,
    next: () => 'Check your balance, then get a new quote to try again.',
    complete: true,
    outcome: 'not-sent',
  },
  'deposit:indexing': STILL_LOOKING,
  'deposit:unknown': UNKNOWN,
} satisfies Record<StatusKey, StatusInfo>;

const known = {
  transfer: new Set<string>([...transferStates, 'indexing']),
  deposit: new Set<string>([...depositStatuses, 'indexing']),
};

/** The copy for any value the service sends; an unrecognised one is "unknown", in progress. */
export function statusInfo(kind: 'transfer' | 'deposit', state: string): StatusInfo {
  const key = (known[kind].has(state) ? `${kind}:${state}` : `${kind}:unknown`) as StatusKey;
  return STATUS_MAP[key];
}

/** Short "Complete" / "In progress" text for lists. */
export function progressLabel(info: StatusInfo): 'Complete' | 'In progress' {
  return info.complete ? 'Complete' : 'In progress';
}

/** Plain words for the reasons the service gives; an unknown reason shows as its code only. */
export const REASON_COPY: Record<string, string> = {
  INSUFFICIENT_BALANCE: 'The balance on the origin chain did not cover the amount.',
  FILL_DEADLINE_PASSED: 'No relayer filled it before the fill deadline.',
  SLOW_FILL_REQUESTED:
    'No relayer took it quickly; the protocol will fill it at its next settlement (an hour or more).',
  QUOTE_EXPIRED: 'The quote expired before it was executed.',
  DEPOSIT_REVERTED: 'The deposit transaction reverted on the origin chain, so nothing was sent.',
  DEPOSIT_NOT_FOUND:
    'The reported deposit transaction never appeared on the origin chain, so nothing was sent.',
  NOT_THIS_QUOTES_DEPOSIT:
    'The reported transaction is not this quote’s deposit. Look it up by its hash to see what it did.',
};

export function reasonText(reason: string | null | undefined): string | undefined {
  if (!reason) return undefined;
  if (Object.hasOwn(REASON_COPY, reason)) return REASON_COPY[reason];
  // Only an identifier-like code is shown as is; anything else stays out of the page.
  return /^[A-Z0-9_]{1,64}$/.test(reason) ? `Reason code: ${reason}` : undefined;
}
