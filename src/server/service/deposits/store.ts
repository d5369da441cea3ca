// The indexer's view of deposits. Both the versioned transfers and deposit-address transfers
// write here, so /deposits and /deposit show every transfer whatever started it.
import { eq, sql } from 'drizzle-orm';
import { encodeAbiParameters, keccak256 } from 'viem';
import type { Db } from '../../db/open';
import { svcCounters, svcDeposits } from '../../db/service/schema';
import { blockNumberAt, iso, newTxnRef } from '../chain-sim';
import { priceUsd, unitsToUsd } from '../world/pricing';
import type { WorldToken } from '../world/tokens';

export type StoredStatus =
  'unfilled' | 'filled' | 'slowFillRequested' | 'slowFilled' | 'expired' | 'refunded';

export interface NewDeposit {
  input: WorldToken;
  output: WorldToken;
  inputAmount: bigint;
  outputAmount: bigint;
  /** Total fee in input-token units, for bridgeFeeUsd. */
  feeAmount: bigint;
  depositor: string;
  recipient: string;
  refundAddress: string | null;
  message?: string;
  quoteTimestamp: number;
  fillDeadline: number;
  at: number;
  /** Simulated indexer latency: when /deposits starts showing it. */
  visibleAt: number;
  orderId?: string;
  depositAddress?: string;
  sweepTxnRef?: string;
  depositTxnRef?: string;
  /** An id reserved earlier with nextDepositId (a gasless quote promises its id up front). */
  depositId?: string;
  /** What a sandbox chain's deposit event says (otherwise derived from the simulated world). */
  onChain?: {
    relayHash: string;
    blockNumber: number;
    exclusiveRelayer: string | null;
    exclusivityDeadline: number | null;
    /** The FundsDeposited log: its transaction, index and block (svc_deposits_log). */
    log: { txnHash: string; index: number; blockHash: string };
    /** The log's destination chain id when the column cannot hold it (a string past 2^53). */
    destinationChainId?: number | string;
    /** Why no relayer can fill it. */
    unfillable?: string;
  };
}

export type DepositRow = typeof svcDeposits.$inferSelect;

/** Deposit ids count up per origin chain, like a spoke pool's counter. */
export async function nextDepositId(tx: Db, originChainId: number): Promise<string> {
  const name = `deposit-id:${originChainId}`;
  const [row] = await tx
    .insert(svcCounters)
    .values({ name, value: 4_100_000 })
    .onConflictDoUpdate({ target: svcCounters.name, set: { value: sql`${svcCounters.value} + 1` } })
    .returning({ value: svcCounters.value });
  return String(row!.value);
}

function relayHashOf(d: NewDeposit, depositId: string): string {
  return keccak256(
    encodeAbiParameters(
      [
        { type: 'uint256' },
        { type: 'uint256' },
        { type: 'string' },
        { type: 'string' },
        { type: 'string' },
        { type: 'uint256' },
        { type: 'uint256' },
      ],
      [
        BigInt(d.input.chainId),
        BigInt(depositId),
        d.depositor,
        d.recipient,
        d.output.address,
        d.inputAmount,
        d.outputAmount,
      ],
    ),
  );
}

/** The full (single-form) record of a deposit, as the indexer would report it once mined. */
export function depositRecord(d: NewDeposit, depositId: string, depositTxnRef: string) {
  const relayHash = d.onChain?.relayHash ?? relayHashOf(d, depositId);
  return {
    relayHash,
    depositId,
    originChainId: d.input.chainId,
    destinationChainId: d.onChain?.destinationChainId ?? d.output.chainId,
    depositor: d.depositor,
    recipient: d.recipient,
    inputToken: d.input.address,
    outputToken: d.output.address,
    inputAmount: String(d.inputAmount),
    outputAmount: String(d.outputAmount),
    message: d.message ?? '0x',
    messageHash: d.message && d.message !== '0x' ? keccak256(d.message as `0x${string}`) : null,
    exclusiveRelayer: d.onChain?.exclusiveRelayer ?? null,
    exclusivityDeadline: d.onChain?.exclusivityDeadline ? iso(d.onChain.exclusivityDeadline) : null,
    fillDeadline: iso(d.fillDeadline),
    quoteTimestamp: iso(d.quoteTimestamp),
    depositBlockNumber: d.onChain?.blockNumber ?? blockNumberAt(d.input.chainId, d.at),
    depositBlockTimestamp: iso(d.at),
    status: 'unfilled' as StoredStatus,
    depositRefundTxnRef: null,
    swapTokenPriceUsd: null,
    swapFeeUsd: null,
    bridgeFeeUsd: unitsToUsd(d.input, d.feeAmount),
    inputPriceUsd: priceUsd(d.input),
    outputPriceUsd: priceUsd(d.output),
    fillGasFee: null,
    fillGasFeeUsd: null,
    fillGasTokenPriceUsd: null,
    actionsSucceeded: null,
    swapTransactionHash: null,
    swapToken: null,
    swapTokenAmount: null,
    relayer: null,
    fillBlockTimestamp: null,
    depositTxnRef,
    fillTxnRef: null,
    speedups: [],
    // Fields only the single-deposit form shows.
    depositAddress: d.depositAddress ?? null,
    sweepTxnRef: d.sweepTxnRef ?? null,
    depositRefundAddress: d.refundAddress,
    actionsTargetRecipient: null,
    actionsTargetToken: null,
    actionsTargetAmount: null,
    actionsTargetTxnRef: null,
    actionsTargetBlockTimestamp: null,
    actionsTargetChainId: null,
    swapOutputToken: null,
    swapOutputTokenAmount: null,
    depositTxHash: depositTxnRef,
    depositRefundTxHash: null,
    fillBlockNumber: null,
    fillTx: null,
  };
}

export async function insertDeposit(tx: Db, d: NewDeposit) {
  const depositId = d.depositId ?? (await nextDepositId(tx, d.input.chainId));
  const depositTxnRef = d.depositTxnRef ?? newTxnRef();
  const record = depositRecord(d, depositId, depositTxnRef);
  const relayHash = record.relayHash;
  const [row] = await tx
    .insert(svcDeposits)
    .values({
      depositId,
      originChainId: d.input.chainId,
      destinationChainId: d.output.chainId,
      depositTxnRef,
      relayHash,
      depositor: d.depositor.toLowerCase(),
      recipient: d.recipient.toLowerCase(),
      depositAddress: d.depositAddress?.toLowerCase() ?? null,
      sweepTxnRef: d.sweepTxnRef ?? null,
      orderId: d.orderId ?? null,
      status: 'unfilled',
      record,
      visibleAt: Math.round(d.visibleAt),
      createdAt: d.at,
      ...(d.onChain && {
        logTxnHash: d.onChain.log.txnHash,
        logIndex: d.onChain.log.index,
        blockNumber: d.onChain.blockNumber,
        blockHash: d.onChain.log.blockHash,
        unfillable: d.onChain.unfillable ?? null,
      }),
    })
    .returning();
  return { row: row!, depositId, depositTxnRef, relayHash };
}

export type DepositRecord = Awaited<ReturnType<typeof insertDeposit>>['row']['record'] &
  Record<string, unknown>;

/** One deposit by its row id; `forUpdate` locks it for the rest of the transaction. */
export async function findDeposit(tx: Db, id: number, opts: { forUpdate?: boolean } = {}) {
  const query = tx.select().from(svcDeposits).where(eq(svcDeposits.id, id));
  const [row] = await (opts.forUpdate ? query.for('update') : query);
  return row;
}

/**
 * Move a deposit to a new status, merging fields into its record; `settledBlock` is the block of
 * the fill or refund transaction (null to forget it).
 */
export async function updateDeposit(
  tx: Db,
  id: number,
  status: StoredStatus,
  patch: Record<string, unknown>,
  settledBlock?: number | null,
) {
  const [current] = await tx.select().from(svcDeposits).where(eq(svcDeposits.id, id));
  if (!current) throw new Error(`No deposit ${id}`);
  const record = { ...(current.record as Record<string, unknown>), ...patch, status };
  await tx
    .update(svcDeposits)
    .set({
      status,
      record,
      ...(typeof patch.sweepTxnRef === 'string' ? { sweepTxnRef: patch.sweepTxnRef } : {}),
      ...(settledBlock !== undefined && { settledBlock }),
    })
    .where(eq(svcDeposits.id, id));
  return record;
}

/** The wire form of a stored deposit: the list form drops the single-only fields. */
const singleOnly = [
  'depositAddress',
  'sweepTxnRef',
  'depositRefundAddress',
  'actionsTargetRecipient',
  'actionsTargetToken',
  'actionsTargetAmount',
  'actionsTargetTxnRef',
  'actionsTargetBlockTimestamp',
  'actionsTargetChainId',
  'swapOutputToken',
  'swapOutputTokenAmount',
  'depositTxHash',
  'depositRefundTxHash',
  'fillBlockNumber',
  'fillTx',
];

export function listForm(row: { id: number; record: unknown }): Record<string, unknown> {
  const record = { ...(row.record as Record<string, unknown>) };
  for (const k of singleOnly) delete record[k];
  return { id: row.id, ...record };
}

export function singleForm(row: { id: number; record: unknown }): Record<string, unknown> {
  return { id: row.id, ...(row.record as Record<string, unknown>) };
}
