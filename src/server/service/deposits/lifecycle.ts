// Deposit-level transitions (docs/interface-decisions.md#deposit-statuses), as plain functions over
// a deposit row, shared by every way a deposit comes to exist (versioned transfers, gasless swaps,
// deposit addresses):
//   unfilled → filled; unfilled → slowFillRequested → filled;
//   unfilled | slowFillRequested → expired (fill deadline passed) → refunded.
// Each checks the row's current status first and does nothing (returns undefined) when the
// transition no longer applies, so a job that runs twice is harmless. Call inside a
// transaction; `onChange` runs in the same transaction, after the deposit moved.
import type { Db } from '../../db/open';
import { blockNumberAt, iso, newTxnRef } from '../chain-sim';
import { credit } from '../ledger';
import { SIM_RELAYER } from './relayer';
import { updateDeposit, type DepositRow, type StoredStatus } from './store';

export type DepositChange = (
  deposit: DepositRow,
  status: StoredStatus,
  tx: Db,
  at: number,
) => Promise<void> | void;

interface DepositFacts {
  originChainId: number;
  destinationChainId: number;
  depositor: string;
  recipient: string;
  inputToken: string;
  outputToken: string;
  inputAmount: string;
  outputAmount: string;
  fillDeadline?: string | null;
  depositRefundAddress?: string | null;
}

/** The record fields the transitions read. */
export const factsOf = (row: DepositRow) => row.record as DepositFacts;

/** Statuses from which a deposit can still be filled or expire. */
export const OPEN_STATUSES: readonly StoredStatus[] = ['unfilled', 'slowFillRequested'];
export const isOpen = (row: DepositRow) => OPEN_STATUSES.includes(row.status as StoredStatus);

async function move(
  tx: Db,
  row: DepositRow,
  status: StoredStatus,
  patch: Record<string, unknown>,
  at: number,
  onChange: DepositChange | undefined,
  settledBlock?: number,
): Promise<DepositRow> {
  const record = await updateDeposit(tx, row.id, status, patch, settledBlock);
  const next: DepositRow = {
    ...row,
    status,
    record,
    settledBlock: settledBlock ?? row.settledBlock,
  };
  await onChange?.(next, status, tx, at);
  return next;
}

/**
 * A transaction that already moved the funds on a sandbox chain: the transition records it
 * instead of moving simulated balances.
 */
export interface Landed {
  txnRef: string;
  blockNumber: number;
  /** Block time, epoch ms. */
  at: number;
  /** Record fields the transaction settles besides the transition (a handler's outcome). */
  patch?: Record<string, unknown>;
}

/** A relayer (or, after a slow-fill request, the protocol) fills on the destination. */
export async function fillDeposit(
  tx: Db,
  row: DepositRow,
  opts: { at: number; relayer?: string; landed?: Landed },
  onChange?: DepositChange,
) {
  if (!isOpen(row)) return undefined;
  const f = factsOf(row);
  const fillTxnRef = opts.landed?.txnRef ?? newTxnRef();
  if (!opts.landed) {
    await credit(tx, f.destinationChainId, f.outputToken, f.recipient, BigInt(f.outputAmount));
  }
  const at = opts.landed?.at ?? opts.at;
  return move(
    tx,
    row,
    'filled',
    {
      relayer: opts.relayer ?? SIM_RELAYER,
      fillTxnRef,
      fillTx: fillTxnRef,
      fillBlockTimestamp: iso(at),
      fillBlockNumber: opts.landed?.blockNumber ?? blockNumberAt(f.destinationChainId, at),
      ...opts.landed?.patch,
    },
    opts.at,
    onChange,
    opts.landed?.blockNumber,
  );
}

/** No relayer takes it (too large for relayer capital): the protocol will fill it itself. */
export async function requestSlowFill(
  tx: Db,
  row: DepositRow,
  opts: { at: number },
  onChange?: DepositChange,
) {
  if (row.status !== 'unfilled') return undefined;
  return move(tx, row, 'slowFillRequested', {}, opts.at, onChange);
}

/** The fill deadline passed unfilled: the deposit waits for its refund. */
export async function expireDeposit(
  tx: Db,
  row: DepositRow,
  opts: { at: number },
  onChange?: DepositChange,
) {
  if (!isOpen(row)) return undefined;
  return move(tx, row, 'expired', {}, opts.at, onChange);
}

/** Settlement returns the input to the refund address (the depositor when none) on origin. */
export async function refundDeposit(
  tx: Db,
  row: DepositRow,
  opts: { at: number; landed?: Landed },
  onChange?: DepositChange,
) {
  if (row.status !== 'expired') return undefined;
  const f = factsOf(row);
  const refundTxnRef = opts.landed?.txnRef ?? newTxnRef();
  const to = f.depositRefundAddress ?? f.depositor;
  if (!opts.landed) await credit(tx, f.originChainId, f.inputToken, to, BigInt(f.inputAmount));
  return move(
    tx,
    row,
    'refunded',
    { depositRefundTxnRef: refundTxnRef, depositRefundTxHash: refundTxnRef },
    opts.at,
    onChange,
    opts.landed?.blockNumber,
  );
}
