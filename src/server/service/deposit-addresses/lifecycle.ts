// A transfer through a deposit address, on durable jobs (times simulated, via clock.after):
//   funds arrive ─────────────▶ arrival row, pda_transfer.deposit-pending
//   +30 s sweep: every pending arrival at the address moves into the bridge in ONE sweep
//                transaction (one sweepTxnRef), one deposit each ─▶ pda_transfer.deposit-confirmed
//   the deposit driver then fills it ─▶ pda_transfer.filled, or (fills paused) at the fill
//   deadline ─▶ pda_transfer.refund-pending, and at settlement ─▶ pda_transfer.refunded.
// Every event is built in the transaction of its transition and sent by a job (events.ts).
import type { Db } from '../../db/open';
import { newTxnRef } from '../chain-sim';
import type { ServiceContext } from '../context';
import type { DepositChange } from '../deposits/lifecycle';
import { createDepositDriver } from '../deposits/schedule';
import { insertDeposit, type StoredStatus } from '../deposits/store';
import { fillPath, indexerLatency, timing } from '../deposits/timing';
import type { WebhookEventType } from '../../../contract/schemas/webhooks';
import { pdaTransferEvent, registerEventEmitter } from '../webhooks/events';
import type { WebhookRuntime } from '../webhooks/runtime';
import { price } from '../world/pricing';
import { findToken } from '../world/tokens';
import { SWEEP_DELAY_MS } from './inputs';
import {
  arrivalOfDeposit,
  findAddressById,
  insertArrival,
  markSwept,
  pendingArrivals,
  type AddressRow,
  type ArrivalRow,
} from './store';

export const SWEEP_JOB = 'pda.sweep';

const eventOfStatus: Partial<Record<StoredStatus, WebhookEventType>> = {
  filled: 'pda_transfer.filled',
  slowFilled: 'pda_transfer.filled',
  expired: 'pda_transfer.refund-pending',
  refunded: 'pda_transfer.refunded',
};

export interface Arrival {
  originChainId: number;
  /** The world token's address (checksummed). */
  inputToken: string;
  inputAmount: bigint;
}

export interface DepositAddressLifecycle {
  /** Funds seen at `address`: recorded, deposit-pending sent, sweep scheduled. */
  recordArrival(address: AddressRow, arrival: Arrival): Promise<ArrivalRow>;
}

/** Registers the job kinds (call before the scheduler starts). */
export function depositAddressLifecycle(
  ctx: ServiceContext,
  webhooks: WebhookRuntime,
): DepositAddressLifecycle {
  const { clock, db, jobs } = ctx;
  const events = registerEventEmitter(ctx, webhooks);

  const onChange: DepositChange = async (deposit, status, tx, at) => {
    const type = eventOfStatus[status];
    const arrival = type && (await arrivalOfDeposit(tx, deposit.id));
    const address = arrival && (await findAddressById(tx, arrival.depositAddressId));
    if (!type || !arrival || !address) return;
    await events.emitLater(
      tx,
      address.integratorId,
      pdaTransferEvent(type, at, address, arrival, deposit),
    );
  };
  const driver = createDepositDriver(ctx, 'pda', onChange);

  /** One sweep transaction for every pending arrival; a second run finds none and does nothing. */
  async function sweep(tx: Db, depositAddressId: string, now: number) {
    const address = await findAddressById(tx, depositAddressId);
    const pending = address ? await pendingArrivals(tx, depositAddressId) : [];
    if (!address || pending.length === 0) return;
    const { destination, depositAddress, refundAddresses } = address.record;
    const output = findToken(destination.token.chainId, destination.token.address);
    if (!output) throw new Error(`Deposit address ${address.id} names a token the world lacks`);
    const sweepTxnRef = newTxnRef();
    for (const arrival of pending) {
      const input = findToken(arrival.originChainId, arrival.inputToken);
      if (!input) throw new Error(`Arrival ${arrival.id} names a token the world lacks`);
      const p = price(input, output, arrival.inputAmount);
      const { row } = await insertDeposit(tx, {
        input,
        output,
        inputAmount: arrival.inputAmount,
        outputAmount: p.outputAmount,
        feeAmount: p.total.amount,
        // The sweep deposits from the deposit address; without a refund address a refund
        // returns there, from where only support can recover it (interface 4.3).
        depositor: depositAddress,
        recipient: destination.recipient.address,
        refundAddress: refundAddresses[0]?.address ?? null,
        quoteTimestamp: now,
        fillDeadline: clock.after(timing.fillDeadline),
        at: now,
        // One transaction: the indexer sees all of its deposits together.
        visibleAt: clock.after(indexerLatency(sweepTxnRef)),
        depositAddress,
        sweepTxnRef,
        depositTxnRef: arrival.depositTxnRef,
      });
      await markSwept(tx, arrival.id, sweepTxnRef, row.id);
      await driver.begin(tx, row, {
        path: fillPath(arrival.inputAmount, p.limits),
        fillTimeSec: p.fillTimeSec,
      });
      const event = pdaTransferEvent('pda_transfer.deposit-confirmed', now, address, arrival, row);
      await events.emitLater(tx, address.integratorId, event);
    }
  }

  jobs.register(SWEEP_JOB, async (payload) => {
    await db.transaction(async (tx) =>
      sweep(tx as Db, String(payload.depositAddressId), clock.now()),
    );
  });

  return {
    async recordArrival(address, a) {
      const now = clock.now();
      return db.transaction(async (t) => {
        const tx = t as Db;
        const arrival = await insertArrival(tx, {
          ...a,
          depositAddressId: address.id,
          depositTxnRef: newTxnRef(),
          createdAt: now,
        });
        // One job per arrival: whichever runs first sweeps everything pending, the rest find none.
        await jobs.schedule(
          SWEEP_JOB,
          clock.after(SWEEP_DELAY_MS),
          { depositAddressId: address.id },
          tx,
        );
        await events.emitLater(
          tx,
          address.integratorId,
          pdaTransferEvent('pda_transfer.deposit-pending', now, address, arrival),
        );
        return arrival;
      });
    },
  };
}
