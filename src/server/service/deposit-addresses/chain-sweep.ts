// Deposit-address transfers whose funds arrive on a sandbox chain. The chain indexer reads the
// arrivals (chain-arrivals.ts) with the blocks it reads; the sweep is a transaction the deposit
// address sends (impersonated at no gas: it has no key, and the real service's sweeps cost the
// depositor nothing either): an approval of the spoke pool, then one tagged deposit per arrival,
// all of a chain's token arrivals in one transaction (native coin, which the spoke pool's
// multicall cannot carry, one each). The indexer reads those deposits and the claimer below links
// each to its arrival, so its fill or refund is a transaction too (chains/settlement.ts).
import type { Hex } from 'viem';
import { encodeApproveCall, type DepositCall } from '../../../contract/spoke-pool-calls';
import type { Db } from '../../db/open';
import { encodeDeposit } from '../catalogue/deposit-calldata';
import { allowanceOn, balanceOn } from '../chains/balances';
import type { SandboxChain } from '../chains/chain';
import type { SeenDeposit } from '../chains/indexer';
import { chainLayout } from '../chains/layout';
import type { ServiceContext } from '../context';
import type { DepositChange } from '../deposits/lifecycle';
import { createDepositDriver } from '../deposits/schedule';
import { timing } from '../deposits/timing';
import { pdaTransferEvent, type EventEmitter } from '../webhooks/events';
import { price } from '../world/pricing';
import { findToken, NATIVE, type WorldToken } from '../world/tokens';
import { sendAsAdmin } from './admin-transfer';
import { arrivalsIn } from './chain-arrivals';
import type { Arrival } from './lifecycle';
import {
  arrivalOfTransfer,
  findAddress,
  findAddressById,
  findArrival,
  markSwept,
  pendingArrivals,
  type AddressRow,
  type ArrivalRow,
} from './store';
import { arrivalIdOf, sweepCalldata, sweptDeposits, tagWithArrival } from './sweep-calls';

export interface OnChainDeps {
  events: EventEmitter;
  onChange: DepositChange;
  /** Records an arrival in `tx` (deposit-pending, sweep scheduled); undefined if already recorded. */
  record(
    tx: Db,
    address: AddressRow,
    arrival: Arrival & { id: string; depositTxnRef: string },
  ): Promise<ArrivalRow | undefined>;
}

const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();
const seconds = (ms: number) => Math.floor(ms / 1000);

/** Whether the deposit the indexer read is the one this call makes. */
function makes(call: DepositCall, seen: SeenDeposit): boolean {
  return (
    same(call.inputToken, seen.inputToken) &&
    same(call.outputToken, seen.outputToken) &&
    same(call.recipient, seen.recipient) &&
    call.inputAmount === seen.inputAmount &&
    call.outputAmount === seen.outputAmount &&
    call.destinationChainId === seen.destinationChainId &&
    call.fillDeadline === seen.fillDeadline
  );
}

export function depositAddressesOnChains(ctx: ServiceContext, deps: OnChainDeps) {
  const { chains, chainIndexer: indexer, clock, db } = ctx;
  if (!chains || !indexer) return undefined;
  const log = ctx.logger.child({ component: 'deposit-address-chains' });
  const driver = createDepositDriver(ctx, 'pda-chain', deps.onChange, indexer.settlement);

  // Read outside the indexer's transaction (chain calls hold no connection); stored in it.
  indexer.addReader(async (chain, fromBlock, toBlock) => {
    const at = new Date(clock.now());
    const found = await arrivalsIn(db, chain, fromBlock, toBlock, at, (c) =>
      log.info(c, 'a token this deposit address does not take arrived: left there'),
    );
    return async (tx) => {
      for (const a of found) {
        await deps.record(tx, a.address, {
          id: arrivalIdOf(chain.chainId, a.txHash, a.index),
          originChainId: chain.chainId,
          inputToken: a.input.address,
          inputAmount: a.amount,
          depositTxnRef: a.txHash,
        });
      }
    };
  });

  indexer.addClaimer(async (tx, seen) => {
    const address = await findAddress(tx, seen.depositor);
    if (!address) return undefined;
    const sent = await seen.transaction();
    // Anyone may name a deposit address as a deposit's depositor; only its own sweep is one.
    if (!same(sent.from, address.address)) return undefined;
    for (const { arrivalId, call } of sweptDeposits(sent.input)) {
      if (!makes(call, seen)) continue;
      const arrival = await findArrival(tx, arrivalId, { forUpdate: true });
      const open =
        arrival?.status === 'pending' &&
        arrival.depositAddressId === address.id &&
        arrival.originChainId === seen.chain.chainId;
      if (!arrival || !open) continue;
      return {
        driver,
        refundAddress: address.record.refundAddresses[0]?.address,
        sweptFrom: {
          depositAddress: address.record.depositAddress,
          depositTxnRef: arrival.depositTxnRef,
        },
        async stored(t: Db, row) {
          await markSwept(t, arrival.id, seen.transactionHash, row.id);
          const event = pdaTransferEvent(
            'pda_transfer.deposit-confirmed',
            clock.now(),
            address,
            arrival,
            row,
          );
          await deps.events.emitLater(t, address.integratorId, event);
        },
      };
    }
    return undefined;
  });

  async function send(chain: SandboxChain, from: Hex, tx: { to: Hex; data: Hex; value?: bigint }) {
    const receipt = await chain.sendOnBehalfOf(from, tx);
    if (receipt.status !== 'success') {
      throw new Error(`Sweep transaction from ${from} reverted (${receipt.transactionHash})`);
    }
  }

  /**
   * Sweeps what is pending at `address` on `chain`. A sweep mined before a crash is read (and
   * claimed) first, and a token is swept only while the address still holds every pending
   * arrival of it, so a job run twice never sweeps twice.
   */
  async function sweepOn(chain: SandboxChain, address: AddressRow) {
    await indexer!.scanNow(chain.chainId);
    const pending = (await pendingArrivals(db, address.id)).filter(
      (a) => a.originChainId === chain.chainId,
    );
    if (pending.length === 0) return;
    const { destination, depositAddress: from } = address.record;
    const output = findToken(destination.token.chainId, destination.token.address);
    if (!output) throw new Error(`Deposit address ${address.id} names a token the world lacks`);
    const { spokePool } = chainLayout(chain.chainId);
    const inputs = new Map<string, { input: WorldToken; total: bigint }>();
    for (const a of pending) {
      const input = findToken(chain.chainId, a.inputToken);
      if (!input) throw new Error(`Arrival ${a.id} names a token the world lacks`);
      const entry = inputs.get(input.address) ?? { input, total: 0n };
      entry.total += a.inputAmount;
      inputs.set(input.address, entry);
    }
    for (const [token, { input, total }] of inputs) {
      const held = await balanceOn(chain, input.native ? NATIVE : input.address, from);
      if (held < total) {
        log.error(
          { depositAddress: from, chainId: chain.chainId, token, held: String(held) },
          'deposit address holds less than its pending arrivals: not swept',
        );
        inputs.delete(token);
      } else if (!input.native && (await allowanceOn(chain, token, from, spokePool)) < total) {
        await send(chain, from, { to: input.address, data: encodeApproveCall(spokePool, total) });
      }
    }
    const now = clock.now();
    const tokenDeposits: Hex[] = [];
    const coinDeposits: { data: Hex; value: bigint }[] = [];
    for (const a of pending) {
      const input = inputs.get(findToken(chain.chainId, a.inputToken)!.address)?.input;
      if (!input) continue;
      const deposit = encodeDeposit({
        depositor: from,
        recipient: destination.recipient.address,
        input,
        output,
        inputAmount: a.inputAmount,
        outputAmount: price(input, output, a.inputAmount).outputAmount,
        quoteTimestamp: seconds(now),
        fillDeadline: seconds(clock.after(timing.fillDeadline)),
        message: '0x',
      });
      const data = tagWithArrival(deposit, a.id);
      if (input.native) coinDeposits.push({ data, value: a.inputAmount });
      else tokenDeposits.push(data);
    }
    if (tokenDeposits.length > 0) {
      await send(chain, from, { to: spokePool, data: sweepCalldata(tokenDeposits) });
    }
    for (const coin of coinDeposits) await send(chain, from, { to: spokePool, ...coin });
    await indexer!.scanNow(chain.chainId);
  }

  /** One sweep of an address at a time in this process: two jobs never race on its balance. */
  const sweeping = new Map<string, Promise<void>>();

  async function sweepAll(depositAddressId: string) {
    const address = await findAddressById(db, depositAddressId);
    if (!address) return;
    const pending = await pendingArrivals(db, depositAddressId);
    const chainIds = [...new Set(pending.map((a) => a.originChainId))];
    for (const id of chainIds) {
      const chain = chains!.get(id);
      if (chain) await sweepOn(chain, address);
    }
  }

  return {
    runsOn: (chainId: number) => chains.get(chainId) !== undefined,

    /** Sweeps every pending arrival at the address whose chain runs here. */
    sweep(depositAddressId: string): Promise<void> {
      const previous = sweeping.get(depositAddressId) ?? Promise.resolve();
      const run = previous.then(() => sweepAll(depositAddressId));
      const settled = run.catch(() => undefined);
      sweeping.set(depositAddressId, settled);
      void settled.then(() => {
        if (sweeping.get(depositAddressId) === settled) sweeping.delete(depositAddressId);
      });
      return run;
    },

    /**
     * The sandbox control: the admin sends the funds on chain, the indexer reads them now, and
     * the arrival recorded from that transaction is returned.
     */
    async arrive(address: AddressRow, arrival: Arrival): Promise<ArrivalRow> {
      const chain = chains.get(arrival.originChainId)!;
      const input = findToken(arrival.originChainId, arrival.inputToken);
      if (!input) throw new Error(`No token ${arrival.inputToken} on chain ${chain.chainId}`);
      const hash = await sendAsAdmin(
        chain,
        input,
        address.record.depositAddress,
        arrival.inputAmount,
      );
      await indexer.scanNow(chain.chainId);
      const row = await arrivalOfTransfer(db, address.id, hash);
      if (!row) throw new Error(`The transfer ${hash} to ${address.id} was not read as an arrival`);
      return row;
    },
  };
}

export type DepositAddressesOnChains = NonNullable<ReturnType<typeof depositAddressesOnChains>>;
