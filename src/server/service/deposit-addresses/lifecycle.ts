// A transfer through a deposit address, on durable jobs (times simulated, via clock.after):
//   funds arrive ─────────────▶ arrival row, pda_transfer.deposit-pending
//   +30 s sweep: every pending arrival at the address moves into the bridge in ONE sweep
//                transaction (one sweepTxnRef), one deposit each ─▶ pda_transfer.deposit-confirmed
//   the deposit driver then fills it ─▶ pda_transfer.filled, or (fills paused) at the fill
//   deadline ─▶ pda_transfer.refund-pending, and at settlement ─▶ pda_transfer.refunded.
// Every event is built in the transaction of its transition and sent by a job (events.ts).
// On a sandbox chain (ctx.chains) the arrival, the sweep, the fill and the refund are real
// transactions (chain-sweep.ts); on a chain without a node, references on the simulated ledger.
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
import { depositAddressesOnChains } from './chain-sweep';
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
  /**
   * Funds arriving at `address` (the sandbox control): on a sandbox chain they are sent there by
   * a transaction and read back; either way recorded, deposit-pending sent, sweep scheduled.
   */
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
  const onChains = depositAddressesOnChains(ctx, { events, onChange, record });

  /**
   * One sweep transaction for every pending arrival on the ledger; a second run finds none and
   * does nothing. Arrivals on a sandbox chain are swept there.
   */
  async function sweep(tx: Db, depositAddressId: string, now: number) {
    const address = await findAddressById(tx, depositAddressId);
    const all = address ? await pendingArrivals(tx, depositAddressId) : [];
    const pending = all.filter((a) => !onChains?.runsOn(a.originChainId));
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
        // returns there, from where only support can recover it.
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

  /** Records an arrival in `tx`; undefined when one with its id was recorded already. */
  async function record(
    tx: Db,
    address: AddressRow,
    a: Arrival & { id?: string; depositTxnRef: string },
  ): Promise<ArrivalRow | undefined> {
    const now = clock.now();
    const arrival = await insertArrival(tx, { ...a, depositAddressId: address.id, createdAt: now });
    if (!arrival) return undefined;
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
  }

  jobs.register(SWEEP_JOB, async (payload) => {
    const id = String(payload.depositAddressId);
    await db.transaction(async (tx) => sweep(tx as Db, id, clock.now()));
    await onChains?.sweep(id);
  });

  return {
    async recordArrival(address, a) {
      if (onChains?.runsOn(a.originChainId)) return onChains.arrive(address, a);
      const arrival = await db.transaction((tx) =>
        record(tx as Db, address, { ...a, depositTxnRef: newTxnRef() }),
      );
      return arrival!;
    },
  };
}
