// pda_transfer.* events (docs/interface-decisions.md#webhook-events) for transfers through deposit
// addresses, delivered to the subscriptions of the integrator that owns the address. An event is
// built when its transition happens (a snapshot, whatever follows) and handed to a durable job in
// the same transaction; the job enqueues it with the sender. Event ids are derived from the
// transfer and the type, and message ids from the event id, so a job that runs twice sends nothing
// new.
import { createHash } from 'node:crypto';
import type { WebhookEventData, WebhookEventInput } from '../../../contract/schemas/webhook-events';
import type { WebhookEventType } from '../../../contract/schemas/webhooks';
import type { Db } from '../../db/open';
import { iso } from '../chain-sim';
import type { ServiceContext } from '../context';
import type { AddressRow, ArrivalRow } from '../deposit-addresses/store';
import type { DepositRow } from '../deposits/store';
import type { WebhookRuntime } from './runtime';

export const EMIT_JOB = 'webhooks.emit';

/** The deposit status each event reports (deposit-pending: funds seen, no bridge deposit yet). */
const statusOf: Record<WebhookEventType, string> = {
  'pda_transfer.deposit-pending': 'deposit-pending',
  'pda_transfer.deposit-confirmed': 'unfilled',
  'pda_transfer.filled': 'filled',
  'pda_transfer.refund-pending': 'expired',
  'pda_transfer.refunded': 'refunded',
};

export function eventIdFor(arrivalId: string, type: WebhookEventType): string {
  const digest = createHash('sha256').update(`${arrivalId}\n${type}`).digest('base64url');
  return `evt_${digest.slice(0, 27)}`;
}

type Wire = WebhookEventInput;

/** The event for one transfer (one arrival) at a stage; `deposit` once it is in the bridge. */
export function pdaTransferEvent(
  type: WebhookEventType,
  at: number,
  address: AddressRow,
  arrival: ArrivalRow,
  deposit?: DepositRow,
): Wire {
  const r = (deposit?.record ?? {}) as Partial<Record<keyof WebhookEventData, string | null>>;
  return {
    id: eventIdFor(arrival.id, type),
    type,
    createdAt: iso(at),
    data: {
      depositAddressId: address.id,
      depositAddress: address.record.depositAddress,
      originChainId: arrival.originChainId,
      inputToken: arrival.inputToken,
      inputAmount: arrival.inputAmount.toString(),
      depositTxnRef: arrival.depositTxnRef,
      sweepTxnRef: deposit?.sweepTxnRef ?? null,
      depositId: deposit?.depositId ?? null,
      destination: address.record.destination,
      outputAmount: r.outputAmount ?? null,
      fillTxnRef: r.fillTxnRef ?? null,
      status: statusOf[type],
    },
  };
}

export interface EventEmitter {
  /** Schedule delivery of `event` to `integratorId`'s subscriptions once `tx` commits. */
  emitLater(tx: Db, integratorId: string, event: Wire): Promise<void>;
}

/** Registers the emit job (call before the scheduler starts). */
export function registerEventEmitter(ctx: ServiceContext, webhooks: WebhookRuntime): EventEmitter {
  ctx.jobs.register(EMIT_JOB, async (payload) => {
    await webhooks.emit(String(payload.integratorId), payload.event as Wire);
  });
  return {
    async emitLater(tx, integratorId, event) {
      await ctx.jobs.schedule(EMIT_JOB, ctx.clock.now(), { integratorId, event }, tx);
    },
  };
}
