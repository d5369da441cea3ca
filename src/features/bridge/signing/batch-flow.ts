// Approve and deposit in one confirmation, where the wallet can batch (EIP-5792 wallet_sendCalls
// with atomicRequired). The batch carries exactly the calls the sequential path would send, in
// the same order, and only after the same checks (runTransactions refuses a tampered quote before
// any of this runs). Its outcome is read from the wallet's status and then from the chain:
// - the person declining is a decline, as for one transaction;
// - a wallet that refuses the batch or answers an error sent nothing: the flow falls back to one
//   transaction at a time, and the rest of the session does not offer the batch again;
// - a reverted call is explained with its receipt; a status that never comes is said as such,
//   since the batch may still be included.
import type { Hex } from 'viem';
import { encodeApproveCall } from '../../../contract/spoke-pool-calls';
import { BatchStatusUnknownError } from './batch-errors';
import type { TransactionPlan } from './check-transactions';
import { TransactionRevertedError } from './transaction-errors';
import { isUserRejection, type FlowOutcome } from './submit-flow';

export interface BatchCall {
  to: Hex;
  data: Hex;
  value: bigint;
}

/** The wallet's final word on a batch (wallet_getCallsStatus, as viem reads it). */
export interface BatchStatus {
  status: 'pending' | 'success' | 'failure' | undefined;
  /** EIP-5792: 200 confirmed, 400 not included, 500 reverted, 600 partly reverted. */
  statusCode: number;
  receipts: ReadonlyArray<{ transactionHash: Hex; status: 'success' | 'reverted' }>;
}

export interface BatchDeps {
  /** Whether the wallet batches atomically on this chain (wallet_getCapabilities). */
  atomicOn: (chainId: number) => Promise<boolean>;
  /** wallet_sendCalls: resolves with the batch's id once the person confirmed. */
  sendCalls: (a: { chainId: number; calls: BatchCall[] }) => Promise<string>;
  /** Resolves with the batch's final status (throws when the wallet never gives one). */
  waitForCalls: (a: { chainId: number; id: string }) => Promise<BatchStatus>;
  /** The wallet could not batch here: send one transaction at a time from now on. */
  declined: (chainId: number) => void;
}

/** Where a batch is, for the progress the page shows. */
export type BatchPhase = { phase: 'wallet' } | { phase: 'pending' } | { phase: 'included' };

/** The flow goes on one transaction at a time: nothing of the batch was sent. */
export const FALL_BACK = Symbol('fall back to one transaction at a time');

export type BatchResult =
  | { kind: 'included'; hash: Hex; approvalHash: Hex }
  | { kind: 'stopped'; outcome: FlowOutcome }
  | typeof FALL_BACK;

/** The calls of an approval + deposit, in the order sent: USDT's reset to zero, approve, deposit. */
export function batchCalls(plan: TransactionPlan, allowance: bigint): BatchCall[] {
  const a = plan.approval;
  const call = ({ to, data, value }: BatchCall): BatchCall => ({ to, data, value });
  if (!a) return [call(plan.deposit.request)];
  const reset = a.resetFirst && allowance > 0n;
  return [
    ...(reset ? [call({ ...a.request, data: encodeApproveCall(a.spender, 0n) })] : []),
    call(a.request),
    call(plan.deposit.request),
  ];
}

/** Whether to send the plan as one batch: an approval to send, and a wallet that batches. */
export async function shouldBatch(
  plan: TransactionPlan,
  allowance: bigint,
  batch: BatchDeps | undefined,
): Promise<boolean> {
  if (!batch || !plan.approval || allowance >= plan.approval.needed) return false;
  try {
    return await batch.atomicOn(plan.chainId);
  } catch {
    return false; // a wallet that cannot say is sent one transaction at a time
  }
}

/** Our own checks before a wallet request (the account or chain changed): a stop, not a refusal. */
const OUR_STOPS = new Set(['AccountChangedError', 'WrongNetworkError']);

export async function sendBatch(
  plan: TransactionPlan,
  allowance: bigint,
  batch: BatchDeps,
  step: (s: BatchPhase, calls: number) => void,
): Promise<BatchResult> {
  const { chainId } = plan;
  const calls = batchCalls(plan, allowance);
  step({ phase: 'wallet' }, calls.length);
  let id: string;
  try {
    id = await batch.sendCalls({ chainId, calls });
  } catch (error) {
    if (isUserRejection(error)) {
      return { kind: 'stopped', outcome: { kind: 'rejected', step: 'approval', approved: false } };
    }
    const e = error instanceof Error ? error : new Error(String(error));
    if (OUR_STOPS.has(e.name)) return { kind: 'stopped', outcome: { kind: 'failed', error: e } };
    batch.declined(chainId);
    return FALL_BACK;
  }
  step({ phase: 'pending' }, calls.length);
  let status: BatchStatus;
  try {
    status = await batch.waitForCalls({ chainId, id });
  } catch {
    const error = new BatchStatusUnknownError(chainId, id);
    return { kind: 'stopped', outcome: { kind: 'failed', error } };
  }
  const receipts = status.receipts;
  const reverted = receipts.find((r) => r.status === 'reverted');
  if (status.status === 'success' && receipts.length > 0 && !reverted) {
    step({ phase: 'included' }, calls.length);
    return {
      kind: 'included',
      hash: receipts.at(-1)!.transactionHash,
      approvalHash: receipts[0]!.transactionHash,
    };
  }
  // A call that reverted on chain: say which, with its receipt (nothing but a fee moved, and the
  // deposit is the call that moves tokens).
  const failed = reverted ?? (status.status === 'failure' ? receipts.at(-1) : undefined);
  if (failed) {
    const error = new TransactionRevertedError('deposit', chainId, failed.transactionHash);
    return { kind: 'stopped', outcome: { kind: 'failed', error } };
  }
  if (status.status === 'failure') {
    // Not included and nothing on chain (400, or a failure without receipts): as a refusal.
    batch.declined(chainId);
    return FALL_BACK;
  }
  return {
    kind: 'stopped',
    outcome: { kind: 'failed', error: new BatchStatusUnknownError(chainId, id) },
  };
}
