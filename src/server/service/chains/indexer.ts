// The indexer and relayer of the sandbox chains. A second (service clock) after a transaction
// from outside the service is mined, and once at start, it reads the spoke pools' FundsDeposited
// logs since the last block it read, stores each deposit as the indexer's
// view of it (visible after the usual indexer latency), and hands it to the deposit driver, whose
// fill and refund are transactions (settlement.ts). The last block read is stored in the same
// database transaction as the deposits, so a restart resumes exactly where it stopped. Other
// readers (deposit-address arrivals) read the same blocks in that transaction, on that cursor.
import { and, eq } from 'drizzle-orm';
import type { Log, Transaction } from 'viem';
import type { Db } from '../../db/open';
import { svcCounters, svcDeposits } from '../../db/service/schema';
import type { TimerHandle } from '../../clock';
import type { ServiceContext } from '../context';
import { createDepositDriver, type DepositDriver } from '../deposits/schedule';
import { insertDeposit, type DepositRow } from '../deposits/store';
import { fillPath, indexerLatency } from '../deposits/timing';
import { atSpot, fillTimeSec, limits } from '../world/pricing';
import { findToken, type WorldToken } from '../world/tokens';
import type { SandboxChain } from './chain';
import { spokePoolAbi } from './contracts/generated/SpokePool';
import { chainLayout } from './layout';
import { fromBytes32, relayDataOf, relayHashOf } from './relay-data';
import { chainSettlement } from './settlement';
import type { SandboxChains } from './sandbox-chains';

/** How long after a transaction the indexer reads its chain (a node poll's worth). */
export const INDEXER_POLL_MS = 1_000;
/** After a failed read, the next try. */
const RETRY_MS = 5_000;

type DepositLog = Log<
  bigint,
  number,
  false,
  (typeof spokePoolAbi)[number] & { type: 'event'; name: 'FundsDeposited' },
  true
>;

/** A deposit the indexer read from a spoke pool's log, before it is stored. */
export interface SeenDeposit {
  chain: SandboxChain;
  transactionHash: `0x${string}`;
  /** The transaction that made it (sender and calldata), fetched once for every claimer. */
  transaction(): Promise<Transaction>;
  depositor: string;
  recipient: string;
  inputToken: string;
  outputToken: string;
  inputAmount: bigint;
  outputAmount: bigint;
  destinationChainId: number;
  fillDeadline: number;
  /** Block time, epoch ms. */
  at: number;
}

/** A deposit someone recognised as theirs: who drives it, and what they record with it. */
export interface DepositClaim {
  driver: DepositDriver;
  orderId?: string;
  refundAddress?: string;
  /** Runs in the transaction that stored the deposit. */
  stored?(tx: Db, row: DepositRow, depositId: string): Promise<void>;
  /**
   * A sweep of funds that arrived at a deposit address: the row names the address, the transfer
   * in as depositTxnRef, and this deposit's own transaction as sweepTxnRef.
   */
  sweptFrom?: { depositAddress: string; depositTxnRef: string };
}

/** Recognises deposits of its own (an order's tagged deposit); undefined when not theirs. */
export type DepositClaimer = (tx: Db, seen: SeenDeposit) => Promise<DepositClaim | undefined>;

/** Reads something else of the blocks the indexer reads, in its transaction, before the deposits. */
export type BlockReader = (
  tx: Db,
  chain: SandboxChain,
  fromBlock: bigint,
  toBlock: bigint,
) => Promise<void>;

const cursorName = (chainId: number) => `chain-indexer:${chainId}`;

async function cursor(tx: Db, chainId: number): Promise<number> {
  const [row] = await tx
    .select()
    .from(svcCounters)
    .where(eq(svcCounters.name, cursorName(chainId)));
  return row?.value ?? 0;
}

async function setCursor(tx: Db, chainId: number, block: number) {
  await tx
    .insert(svcCounters)
    .values({ name: cursorName(chainId), value: block })
    .onConflictDoUpdate({ target: svcCounters.name, set: { value: block } });
}

/**
 * A token the world does not list (a deposit naming some other contract) still gets a record,
 * priced like the other side; no relayer takes it (settlement.ts), so it runs to its deadline
 * and is refunded.
 */
function standIn(chainId: number, address: string, like: WorldToken | undefined): WorldToken {
  return {
    chainId,
    address: address as `0x${string}`,
    symbol: 'UNKNOWN',
    name: 'Token not in the sandbox',
    decimals: like?.decimals ?? 18,
    family: like?.family ?? 'USDC',
    native: false,
  };
}

export function createChainIndexer(ctx: ServiceContext, chains: SandboxChains) {
  const settlement = chainSettlement(chains);
  const driver = createDepositDriver(ctx, 'chain', undefined, settlement);
  const timers = new Map<number, TimerHandle>();
  const claimers: DepositClaimer[] = [];
  const readers: BlockReader[] = [];
  /** One read at a time per chain, so two reads never store the same deposit twice. */
  const reading = new Map<number, Promise<void>>();
  let running = false;
  const inFlight = new Set<Promise<void>>();

  async function index(
    tx: Db,
    chain: SandboxChain,
    log: DepositLog,
    transaction: (hash: `0x${string}`) => Promise<Transaction>,
  ) {
    const a = log.args;
    const originChainId = chain.chainId;
    const depositId = String(a.depositId);
    const [seen] = await tx
      .select({ id: svcDeposits.id })
      .from(svcDeposits)
      .where(
        and(eq(svcDeposits.originChainId, originChainId), eq(svcDeposits.depositId, depositId)),
      );
    if (seen) return;
    const destinationChainId = Number(a.destinationChainId);
    const inputAddress = fromBytes32(a.inputToken);
    const outputAddress = fromBytes32(a.outputToken);
    const knownOutput = findToken(destinationChainId, outputAddress);
    const inputToken =
      findToken(originChainId, inputAddress) ?? standIn(originChainId, inputAddress, knownOutput);
    const output = knownOutput ?? standIn(destinationChainId, outputAddress, inputToken);
    const block = await chain.public.getBlock({ blockNumber: log.blockNumber });
    const at = Number(block.timestamp) * 1000;
    const exclusiveRelayer = fromBytes32(a.exclusiveRelayer);
    const record = {
      depositor: fromBytes32(a.depositor),
      recipient: fromBytes32(a.recipient),
      exclusiveRelayer: /^0x0*$/.test(exclusiveRelayer) ? null : exclusiveRelayer,
      inputToken: inputToken.address,
      outputToken: output.address,
      inputAmount: String(a.inputAmount),
      outputAmount: String(a.outputAmount),
      originChainId,
      depositId,
      fillDeadline: new Date(a.fillDeadline * 1000).toISOString(),
      exclusivityDeadline: a.exclusivityDeadline
        ? new Date(a.exclusivityDeadline * 1000).toISOString()
        : null,
      message: a.message,
    };
    const spent = atSpot(a.outputAmount, output, inputToken);
    const seenDeposit: SeenDeposit = {
      chain,
      transactionHash: log.transactionHash,
      transaction: () => transaction(log.transactionHash),
      depositor: record.depositor,
      recipient: record.recipient,
      inputToken: inputToken.address,
      outputToken: output.address,
      inputAmount: a.inputAmount,
      outputAmount: a.outputAmount,
      destinationChainId,
      fillDeadline: a.fillDeadline,
      at,
    };
    let claim: DepositClaim | undefined;
    for (const claimer of claimers) {
      claim ??= await claimer(tx, seenDeposit);
    }
    const { row } = await insertDeposit(tx, {
      input: inputToken,
      output,
      inputAmount: a.inputAmount,
      outputAmount: a.outputAmount,
      feeAmount: a.inputAmount > spent ? a.inputAmount - spent : 0n,
      depositor: record.depositor,
      recipient: record.recipient,
      refundAddress: claim?.refundAddress ?? null,
      orderId: claim?.orderId,
      message: a.message,
      quoteTimestamp: a.quoteTimestamp * 1000,
      fillDeadline: a.fillDeadline * 1000,
      at,
      visibleAt: ctx.clock.after(indexerLatency(log.transactionHash)),
      depositId,
      depositTxnRef: claim?.sweptFrom?.depositTxnRef ?? log.transactionHash,
      ...(claim?.sweptFrom && {
        depositAddress: claim.sweptFrom.depositAddress,
        sweepTxnRef: log.transactionHash,
      }),
      onChain: {
        relayHash: relayHashOf(relayDataOf(record), destinationChainId),
        blockNumber: Number(log.blockNumber),
        exclusiveRelayer: record.exclusiveRelayer,
        exclusivityDeadline: a.exclusivityDeadline ? a.exclusivityDeadline * 1000 : null,
      },
    });
    await (claim?.driver ?? driver).begin(tx, row, {
      path: fillPath(a.inputAmount, limits(inputToken, destinationChainId)),
      fillTimeSec: fillTimeSec(originChainId, destinationChainId),
    });
    await claim?.stored?.(tx, row, depositId);
  }

  function scan(chain: SandboxChain): Promise<void> {
    const previous = reading.get(chain.chainId) ?? Promise.resolve();
    const run = previous.then(() => read(chain));
    reading.set(
      chain.chainId,
      run.catch(() => undefined),
    );
    return run;
  }

  async function read(chain: SandboxChain) {
    // Uncached: viem keeps a block number for the client's polling interval, and a read right
    // after a transaction must see its block.
    const head = Number(await chain.public.getBlockNumber({ cacheTime: 0 }));
    await ctx.db.transaction(async (tx) => {
      const from = (await cursor(tx as Db, chain.chainId)) + 1;
      if (from > head) return;
      for (const reader of readers) await reader(tx as Db, chain, BigInt(from), BigInt(head));
      const logs = await chain.public.getContractEvents({
        address: chainLayout(chain.chainId).spokePool,
        abi: spokePoolAbi,
        eventName: 'FundsDeposited',
        fromBlock: BigInt(from),
        toBlock: BigInt(head),
        strict: true,
      });
      // One sweep may make several deposits: its transaction is fetched once.
      const sent = new Map<string, Promise<Transaction>>();
      const transaction = (hash: `0x${string}`) => {
        if (!sent.has(hash)) sent.set(hash, chain.public.getTransaction({ hash }));
        return sent.get(hash)!;
      };
      for (const log of logs) await index(tx as Db, chain, log as DepositLog, transaction);
      await setCursor(tx as Db, chain.chainId, head);
    });
  }

  /** One read of `chainId` `delayMs` from now, unless one is already due. */
  function scanSoon(chainId: number, delayMs: number) {
    if (!running || timers.has(chainId)) return;
    timers.set(
      chainId,
      ctx.clock.at(ctx.clock.now() + delayMs, () => {
        timers.delete(chainId);
        const chain = chains.get(chainId);
        if (!chain || !running) return;
        const run = scan(chain)
          .catch((err: unknown) => {
            ctx.logger.error(
              { chainId, err: err instanceof Error ? err.message : String(err) },
              'chain indexer: read failed, trying again',
            );
            scanSoon(chainId, RETRY_MS);
          })
          .finally(() => inFlight.delete(run));
        inFlight.add(run);
        return run;
      }),
    );
  }
  const unsubscribe: (() => void)[] = [];

  return {
    /**
     * Read every chain now (what was mined while the service was down), then after each
     * transaction. With `inBackground` the first read is not awaited: a process opens its port
     * while it catches up, and what it finds is indexed with the usual latency.
     */
    async start({ inBackground = false }: { inBackground?: boolean } = {}) {
      running = true;
      for (const id of chains.ids()) {
        unsubscribe.push(
          chains.get(id)!.onTransactionFromOutside(() => scanSoon(id, INDEXER_POLL_MS)),
        );
      }
      const first = Promise.all(chains.ids().map((id) => scan(chains.get(id)!)));
      if (!inBackground) return void (await first);
      const run = first
        .catch((err: unknown) => {
          ctx.logger.error(
            { err: err instanceof Error ? err.message : String(err) },
            'chain indexer: first read failed, trying again',
          );
          for (const id of chains.ids()) scanSoon(id, RETRY_MS);
        })
        .then(() => undefined)
        .finally(() => inFlight.delete(run));
      inFlight.add(run);
    },
    /** Read every chain now (a test that just sent a deposit), or only `chainId`. */
    async scanNow(chainId?: number) {
      const ids = chainId === undefined ? chains.ids() : [chainId];
      await Promise.all(ids.map((id) => scan(chains.get(id)!)));
    },
    /** Deposits a claimer recognises are stored and driven as theirs. */
    addClaimer(claimer: DepositClaimer) {
      claimers.push(claimer);
    },
    /** `reader` reads every block range the indexer reads, in the same transaction. */
    addReader(reader: BlockReader) {
      readers.push(reader);
    },
    /** The settlement its drivers use: fills and refunds are transactions. */
    settlement,
    async stop() {
      running = false;
      for (const off of unsubscribe.splice(0)) off();
      for (const t of timers.values()) t.cancel();
      timers.clear();
      await Promise.allSettled([...inFlight]);
    },
  };
}

export type ChainIndexer = ReturnType<typeof createChainIndexer>;
