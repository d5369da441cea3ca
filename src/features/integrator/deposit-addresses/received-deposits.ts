// What "Deposits received" lists: the service's indexed deposits and, for any its indexer has
// not shown yet (it sees a deposit 1–15 s after it is mined, later than the webhook events say
// so), the deposit as its latest webhook event describes it. Events reach the dashboard over the
// live feed, so a deposit shows, and changes status, as its events arrive; an ending an event
// reports shows even while the indexer still lists the deposit in progress.
import { statusInfo } from '../../../components/deposit/status-map';
import type { DepositListItem, DepositStatus } from '../../../contract/schemas/deposits';
import { webhookEvent } from '../../../contract/schemas/webhook-events';
import type { WebhookEventViewWire } from '../../../contract/schemas/ferry-integrator';
import { webhookPayloadRefs } from '../../../contract/schemas/webhook-payload-refs';

export interface ReceivedDeposit {
  /** Origin chain and deposit id (indexed), or deposit transaction (events only). */
  key: string;
  originChainId: number;
  inputToken: string;
  inputAmount: string;
  /** Unknown until the deposit is priced (deposit-confirmed). */
  outputAmount: string | null;
  status: DepositStatus;
  /** When it was deposited (indexed) or last reported (events only). */
  at: string;
  /** Assigned by the sweep; null before it. */
  depositId: string | null;
  /** The deposit's transaction, when known. */
  txnRef: string | null;
}

/** EVM references compare case-insensitively; others (base58) exactly. */
const txnKey = (originChainId: number, txnRef: string) =>
  `${originChainId}:${txnRef.startsWith('0x') ? txnRef.toLowerCase() : txnRef}`;
// One transaction can hold several deposits: indexed ones are told apart by deposit id.
const idKey = (originChainId: number, depositId: string) => `${originChainId}#${depositId}`;

function fromIndexed(d: DepositListItem): ReceivedDeposit {
  return {
    key: idKey(d.originChainId, d.depositId),
    originChainId: d.originChainId,
    inputToken: d.inputToken,
    inputAmount: d.inputAmount,
    outputAmount: d.outputAmount,
    status: d.status,
    at: d.depositBlockTimestamp,
    depositId: d.depositId,
    txnRef: d.depositTxnRef,
  };
}

/** One entry per deposit, from its latest event (the list arrives newest first). */
function fromEvents(events: WebhookEventViewWire[]): Map<string, ReceivedDeposit> {
  const byKey = new Map<string, ReceivedDeposit>();
  for (const view of events) {
    const parsed = webhookEvent.safeParse(view.payload);
    if (!parsed.success) continue;
    const { createdAt, data } = parsed.data;
    if (data.depositTxnRef === null) continue;
    const key = txnKey(data.originChainId, data.depositTxnRef);
    const known = byKey.get(key);
    if (known && Date.parse(known.at) >= Date.parse(createdAt)) continue;
    byKey.set(key, {
      key,
      originChainId: data.originChainId,
      inputToken: data.inputToken,
      inputAmount: data.inputAmount,
      outputAmount: data.outputAmount,
      status: data.status,
      at: createdAt,
      depositId: data.depositId,
      txnRef: data.depositTxnRef,
    });
  }
  return byKey;
}

const isEnding = (status: DepositStatus) => statusInfo('deposit', status).complete;

/**
 * The service's indexer can trail its own webhooks by many seconds: a deposit listed as pending
 * whose `filled` event has already arrived is filled, and no later event will say so again.
 */
function endsEarlier(event: ReceivedDeposit, indexed: ReceivedDeposit): boolean {
  return isEnding(event.status) && !isEnding(indexed.status);
}

/** Indexed deposits (several lists: by address, by sweep) and event-only ones, newest first. */
export function receivedDeposits(
  indexed: DepositListItem[][],
  events: WebhookEventViewWire[],
): ReceivedDeposit[] {
  const rows = new Map<string, ReceivedDeposit>();
  const indexedByTxn = new Map<string, ReceivedDeposit>();
  for (const d of indexed.flat()) {
    const row = fromIndexed(d);
    rows.set(row.key, row);
    indexedByTxn.set(txnKey(d.originChainId, d.depositTxnRef), row);
  }
  for (const e of fromEvents(events).values()) {
    // By deposit id once the event has one: a transaction can hold other deposits too.
    const indexed =
      e.depositId === null
        ? indexedByTxn.get(e.key)
        : rows.get(idKey(e.originChainId, e.depositId));
    if (!indexed) rows.set(e.key, e);
    else if (endsEarlier(e, indexed)) rows.set(indexed.key, { ...indexed, status: e.status });
  }
  return [...rows.values()].sort((a, b) => Date.parse(b.at) - Date.parse(a.at));
}

export interface DepositEvents {
  deposit: ReceivedDeposit;
  /** Its events, newest first, each once (a second subscription delivers the same event too). */
  events: WebhookEventViewWire[];
}

/** Each event once: the same event id delivered to two subscriptions is one event. */
export function distinctEvents(events: WebhookEventViewWire[]): WebhookEventViewWire[] {
  const seen = new Set<string>();
  return events.filter((e) => !seen.has(e.eventId) && Boolean(seen.add(e.eventId)));
}

/**
 * The deposits with the events about each (by deposit id on its chain, or by its transaction),
 * in the deposits' order, and the events about none of them (a test event, say).
 */
export function groupByDeposit(
  deposits: ReceivedDeposit[],
  events: WebhookEventViewWire[],
): { groups: DepositEvents[]; other: WebhookEventViewWire[] } {
  const groups = deposits.map((deposit) => ({ deposit, events: [] as WebhookEventViewWire[] }));
  const byId = new Map<string, DepositEvents>();
  const byTxn = new Map<string, DepositEvents>();
  for (const g of groups) {
    const { originChainId, depositId, txnRef } = g.deposit;
    if (depositId !== null) byId.set(idKey(originChainId, depositId), g);
    if (txnRef !== null) byTxn.set(txnKey(originChainId, txnRef), g);
  }
  const other: WebhookEventViewWire[] = [];
  for (const event of distinctEvents(events)) {
    const refs = webhookPayloadRefs.parse(event.payload);
    const chain = refs.originChainId;
    const group =
      chain === undefined
        ? undefined
        : ((refs.depositId !== undefined ? byId.get(idKey(chain, refs.depositId)) : undefined) ??
          (refs.depositTxnRef !== undefined
            ? byTxn.get(txnKey(chain, refs.depositTxnRef))
            : undefined));
    (group?.events ?? other).push(event);
  }
  return { groups, other };
}
