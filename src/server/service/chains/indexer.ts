// The indexer and relayer of the sandbox chains. A second (service clock) after a transaction
// from outside the service is mined, and once at start, it reads the spoke pools' FundsDeposited
// logs since the last block it read, stores each deposit as the indexer's view of it (visible
// after the usual indexer latency), and hands it to the deposit driver, whose fill and refund are
// transactions (settlement.ts).
//
// The chain is the truth. Each read goes up to the newest block the chain's state file holds
// (SandboxChain.persisted), so nothing is recorded that a crash of the node can take back, and
// first checks its marks (chain-cursor.ts): after a rollback it walks back to the newest block
// both agree on, puts back what the chain no longer has (rollback.ts, deposits/reconcile.ts), and
// reads again from there. Rows are keyed by their log (origin chain, transaction, log index),
// never by deposit id, which a rolled-back chain hands out again.
//
// Every chain read comes first, outside any database transaction (PGlite has one connection: a
// transaction held across a slow node would stall every request); then one short transaction
// stores the deposits, what other readers (deposit-address arrivals) found, and the new mark. A
// log that cannot be stored is logged and skipped in its own savepoint; it never stops the logs
// after it.
import { and, eq, isNull, or } from 'drizzle-orm';
import type { Block, Transaction } from 'viem';
import type { Db } from '../../db/open';
import { svcDeposits } from '../../db/service/schema';
import type { TimerHandle } from '../../clock';
import type { ServiceContext } from '../context';
import { rewindDeposit, type RewindHook } from '../deposits/reconcile';
import { createDepositDriver, type DepositDriver } from '../deposits/schedule';
import { insertDeposit, type DepositRow } from '../deposits/store';
import { fillPath, indexerLatency } from '../deposits/timing';
import { atSpot, fillTimeSec, limits } from '../world/pricing';
import type { SandboxChain } from './chain';
import { agreedBlock, markRead, readMarks } from './chain-cursor';
import { spokePoolAbi } from './contracts/generated/SpokePool';
import { readDeposit, type DepositLog } from './deposit-log';
import { chainLayout } from './layout';
import { fromBytes32, relayDataOf, relayHashOf } from './relay-data';
import { offChain } from './rollback';
import { chainSettlement } from './settlement';
import type { SandboxChains } from './sandbox-chains';

/** How long after a transaction the indexer reads its chain (a node poll's worth). */
export const INDEXER_POLL_MS = 1_000;
/** After a failed read, the next try. */
const RETRY_MS = 5_000;

/** A deposit the indexer read from a spoke pool's log, before it is stored. */
export interface SeenDeposit {
  chain: SandboxChain;
  transactionHash: `0x${string}`;
  /** The transaction that made it (sender and calldata), fetched before the database is. */
  transaction(): Promise<Transaction>;
  depositor: string;
  recipient: string;
  inputToken: string;
  outputToken: string;
  inputAmount: bigint;
  outputAmount: bigint;
  destinationChainId: number;
  fillDeadline: number;
  /** The message the fill hands the recipient (a multicall handler's calls), or 0x. */
  message: `0x${string}`;
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

/**
 * Recognises deposits of its own (an order's tagged deposit); undefined when not theirs. Runs in
 * the indexer's transaction: database reads only (seen.transaction() is already fetched).
 */
export type DepositClaimer = (tx: Db, seen: SeenDeposit) => Promise<DepositClaim | undefined>;

/**
 * Reads something else of the blocks the indexer reads (chain calls, and database reads outside
 * any transaction), and returns what to store in the indexer's transaction, before the deposits.
 */
export type BlockReader = (
  chain: SandboxChain,
  fromBlock: bigint,
  toBlock: bigint,
) => Promise<(tx: Db) => Promise<void>>;

export function createChainIndexer(ctx: ServiceContext, chains: SandboxChains) {
  /** Chains read (and reconciled) since start: settlement waits for them. */
  const readSinceStart = new Set<number>();
  const settlement = chainSettlement(chains, (id) => readSinceStart.has(id));
  const driver = createDepositDriver(ctx, 'chain', undefined, settlement);
  const timers = new Map<number, TimerHandle>();
  const claimers: DepositClaimer[] = [];
  const readers: BlockReader[] = [];
  const rewindHooks: RewindHook[] = [];
  /** One read at a time per chain, so two reads never store the same deposit twice. */
  const reading = new Map<number, Promise<void>>();
  let running = false;
  const inFlight = new Set<Promise<void>>();

  /** A log already stored (and not dropped): the same transaction and log index on its chain. */
  async function stored(tx: Db, originChainId: number, log: DepositLog) {
    const [row] = await tx
      .select({ id: svcDeposits.id })
      .from(svcDeposits)
      .where(
        and(
          eq(svcDeposits.originChainId, originChainId),
          isNull(svcDeposits.droppedAt),
          or(
            and(
              eq(svcDeposits.logTxnHash, log.transactionHash),
              eq(svcDeposits.logIndex, log.logIndex),
            ),
            // Stored before logs were keyed (no log index): its deposit id and transaction.
            and(
              isNull(svcDeposits.logIndex),
              eq(svcDeposits.depositId, String(log.args.depositId)),
              or(
                eq(svcDeposits.depositTxnRef, log.transactionHash),
                eq(svcDeposits.sweepTxnRef, log.transactionHash),
              ),
            ),
          ),
        ),
      );
    return row !== undefined;
  }

  async function index(
    tx: Db,
    chain: SandboxChain,
    log: DepositLog,
    block: Block,
    transaction: (hash: `0x${string}`) => Promise<Transaction>,
  ) {
    const a = log.args;
    const originChainId = chain.chainId;
    if (await stored(tx, originChainId, log)) return;
    const depositId = String(a.depositId);
    const read = readDeposit(originChainId, log);
    const { input: inputToken, output, destinationChainId } = read;
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
      message: a.message,
      at,
    };
    let claim: DepositClaim | undefined;
    for (const claimer of claimers) {
      claim ??= await claimer(tx, seenDeposit);
    }
    const exactDestination = read.destinationChainIdText;
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
        relayHash: relayHashOf(relayDataOf(record), a.destinationChainId),
        blockNumber: Number(log.blockNumber),
        exclusiveRelayer: record.exclusiveRelayer,
        exclusivityDeadline: a.exclusivityDeadline ? a.exclusivityDeadline * 1000 : null,
        log: { txnHash: log.transactionHash, index: log.logIndex, blockHash: log.blockHash },
        ...(exactDestination && {
          destinationChainId: Number.isSafeInteger(Number(exactDestination))
            ? Number(exactDestination)
            : exactDestination,
        }),
        ...(read.unfillable && { unfillable: read.unfillable }),
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
    const chainId = chain.chainId;
    // Chain first, database connection free meanwhile.
    const head = Number(await chain.persisted());
    const marks = await readMarks(ctx.db, chainId);
    const cursor = marks[0]?.blockNumber ?? 0;
    const agreed = await agreedBlock(chain, marks, head);
    const rolledBack = agreed < cursor;
    if (rolledBack) {
      ctx.logger.warn({ chainId, cursor, agreed, head }, 'chain indexer: the chain rolled back');
    }
    const gone = await offChain(ctx.db, chain, agreed, rolledBack);
    const from = agreed + 1;
    if (from > head && gone.length === 0) {
      readSinceStart.add(chainId);
      return;
    }
    const range = [BigInt(from), BigInt(head)] as const;
    const writers: ((tx: Db) => Promise<void>)[] = [];
    const logs: DepositLog[] = [];
    const blocks = new Map<string, Block>();
    const sent = new Map<string, Promise<Transaction>>();
    const headBlock = await chain.public.getBlock({ blockNumber: BigInt(head) });
    if (from <= head) {
      for (const reader of readers) writers.push(await reader(chain, ...range));
      logs.push(
        ...((await chain.public.getContractEvents({
          address: chainLayout(chainId).spokePool,
          abi: spokePoolAbi,
          eventName: 'FundsDeposited',
          fromBlock: range[0],
          toBlock: range[1],
          strict: true,
        })) as DepositLog[]),
      );
      // Every block and transaction a log needs, fetched once (one sweep makes several deposits).
      for (const log of logs) {
        if (!blocks.has(log.blockHash)) {
          blocks.set(log.blockHash, await chain.public.getBlock({ blockHash: log.blockHash }));
        }
        if (!sent.has(log.transactionHash)) {
          const hash = log.transactionHash;
          sent.set(hash, Promise.resolve(await chain.public.getTransaction({ hash })));
        }
      }
    }
    const transaction = (hash: `0x${string}`) => sent.get(hash)!;

    await ctx.db.transaction(async (t) => {
      const tx = t as Db;
      for (const { row, rewind } of gone) await rewindDeposit(ctx, tx, row, rewind, rewindHooks);
      for (const write of writers) await write(tx);
      for (const log of logs) {
        try {
          await tx.transaction((point) =>
            index(point as Db, chain, log, blocks.get(log.blockHash)!, transaction),
          );
        } catch (err) {
          ctx.logger.error(
            {
              chainId,
              txnRef: log.transactionHash,
              logIndex: log.logIndex,
              err: err instanceof Error ? err.message : String(err),
            },
            'chain indexer: a deposit log could not be stored; skipped',
          );
        }
      }
      await markRead(tx, chainId, agreed, { blockNumber: head, blockHash: headBlock.hash! });
    });
    readSinceStart.add(chainId);
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
    /** `reader` reads every block range the indexer reads; it stores in the same transaction. */
    addReader(reader: BlockReader) {
      readers.push(reader);
    },
    /** `hook` hears of each deposit a rollback put back, in the transaction that does it. */
    onRewind(hook: RewindHook) {
      rewindHooks.push(hook);
    },
    /** The settlement its drivers use: fills and refunds are transactions. */
    settlement,
    async stop() {
      running = false;
      readSinceStart.clear();
      for (const off of unsubscribe.splice(0)) off();
      for (const t of timers.values()) t.cancel();
      timers.clear();
      await Promise.allSettled([...inFlight]);
    },
  };
}

export type ChainIndexer = ReturnType<typeof createChainIndexer>;
