// Approve and deposit, as plain async steps with injected effects (wallet, chain, service), like
// submit-flow.ts for signatures, so the order of calls — and the calls that must NOT happen — can
// be tested without a browser:
// - a refused check never reaches the wallet;
// - an allowance already on chain skips the approval (a reload between approval and deposit
//   resumes instead of approving twice);
// - a deposit whose estimate fails is explained and never sent;
// - each hash is shown as soon as the wallet returns it, and followed through speed-ups; a
//   cancelled, replaced or reverted transaction stops the flow and says what moved;
// - the deposit's hash is reported to the service; when the service finds deposits on chain by
//   itself (`reportRequired: false`), a lost report does not hold the transfer back;
// - a wallet that batches atomically gets the approval and deposit as one batch (batch-flow.ts),
//   followed to the deposit's receipt like a single transaction.
import type { Hex } from 'viem';
import { isServiceError, type ServiceError } from '../../../contract/errors';
import type { ExecutionResponse } from '../../../contract/schemas/v1-executions';
import {
  batchCalls,
  sendBatch,
  shouldBatch,
  FALL_BACK,
  type BatchDeps,
  type BatchPhase,
} from './batch-flow';
import type { TransactionPlan, TxRequest } from './check-transactions';
import type { Checked } from './fields';
import {
  explainEstimate,
  TransactionReplacedError,
  TransactionRevertedError,
  type TxStep,
} from './transaction-errors';
import {
  isUserRejection,
  type BatchFlowStep,
  type FlowOutcome,
  type FlowStep,
  type TxFlowStep,
} from './submit-flow';

export interface MinedTransaction {
  status: 'success' | 'reverted';
  /** The transaction that was mined: the original, or the wallet's replacement. */
  hash: Hex;
  /** Set when the wallet replaced the transaction (viem's replacement detection). */
  replaced?: 'repriced' | 'cancelled' | 'replaced';
}

export interface TxDeps {
  readAllowance: (a: { chainId: number; token: Hex; spender: Hex }) => Promise<bigint>;
  estimateGas: (request: TxRequest) => Promise<bigint>;
  sendTransaction: (request: TxRequest & { gas?: bigint }) => Promise<Hex>;
  /** Resolves when mined; calls onReplaced with the new hash when the wallet replaces it. */
  waitForTransaction: (a: {
    chainId: number;
    hash: Hex;
    onReplaced: (hash: Hex) => void;
  }) => Promise<MinedTransaction>;
  reportDeposit: (a: { orderId: string; txnRef: Hex }) => Promise<ExecutionResponse>;
  onStep?: (step: FlowStep) => void;
  /** Set when the wallet may batch calls (EIP-5792); without it, one transaction at a time. */
  batch?: BatchDeps;
}

type Outcome = FlowOutcome;
const asError = (e: unknown) => (e instanceof Error ? e : new Error(String(e)));

type Phase = Omit<TxFlowStep, 'kind' | 'step' | 'index' | 'chainId' | 'total'>;

export async function runTransactions(
  check: Checked<TransactionPlan>,
  deps: TxDeps,
): Promise<Outcome> {
  if (!check.ok) return { kind: 'refused', problems: check.problems };
  const { plan } = check;
  const total = plan.approval ? 2 : 1;
  // What the deposit's steps show beside it: the approval skipped, or sent and mined.
  let before: Pick<TxFlowStep, 'skippedApproval' | 'approvalHash'> = {};
  let fellBack = false;
  const at =
    (which: TxStep) =>
    (s: Phase): void =>
      deps.onStep?.({
        kind: 'transaction',
        step: which,
        index: which === 'approval' ? 0 : total - 1,
        chainId: plan.chainId,
        total,
        ...(which === 'deposit' && before),
        ...(fellBack && { fellBack }),
        ...s,
      });

  if (plan.approval) {
    const a = plan.approval;
    at('approval')({ phase: 'reading' });
    let allowance = 0n;
    try {
      allowance = await deps.readAllowance({
        chainId: plan.chainId,
        token: a.token,
        spender: a.spender,
      });
    } catch {
      // Unknown allowance: approve, as a wallet would if asked. Approving again is harmless.
    }
    if (allowance >= a.needed) {
      before = { skippedApproval: true };
    } else {
      if (deps.batch && (await shouldBatch(plan, allowance, deps.batch))) {
        const batched = await runBatch(plan, allowance, deps.batch, deps);
        if (batched !== FALL_BACK) return batched;
        fellBack = true; // nothing was sent: one transaction at a time, as if never batched
      }
      // The batch's calls but the deposit, one at a time: USDT and its like refuse a new
      // allowance over a non-zero one, so a reset to zero comes first there.
      for (const call of batchCalls(plan, allowance).slice(0, -1)) {
        const request = { chainId: plan.chainId, ...call };
        const sent = await send('approval', plan.orderId, request, at('approval'), deps);
        if (sent.kind !== 'mined') return sent.outcome;
        before = { approvalHash: sent.hash };
      }
    }
  }
  const approved = before.approvalHash !== undefined;

  at('deposit')({ phase: 'estimating' });
  let gas: bigint;
  try {
    gas = await deps.estimateGas(plan.deposit.request);
  } catch (error) {
    if (isUserRejection(error)) return { kind: 'rejected', step: 'deposit', approved };
    return { kind: 'failed', error: explainEstimate('deposit', error) };
  }
  const request = { ...plan.deposit.request, gas };
  const sent = await send('deposit', plan.orderId, request, at('deposit'), deps, approved);
  if (sent.kind !== 'mined') return sent.outcome;
  at('deposit')({ phase: 'reporting', hash: sent.hash });
  return reportDepositOnce(plan, sent.hash, deps, before.approvalHash);
}

type Sent = { kind: 'mined'; hash: Hex } | { kind: 'stopped'; outcome: Outcome };

/** The batch, then its deposit's receipt on chain (through speed-ups), then the report. */
async function runBatch(
  plan: TransactionPlan,
  allowance: bigint,
  batch: BatchDeps,
  deps: TxDeps,
): Promise<Outcome | typeof FALL_BACK> {
  let calls = 0;
  const show = (phase: BatchFlowStep['phase'], hash?: Hex) =>
    deps.onStep?.({ kind: 'batch', chainId: plan.chainId, calls, phase, ...(hash && { hash }) });
  const sent = await sendBatch(plan, allowance, batch, (s: BatchPhase, n) => {
    calls = n;
    if (s.phase !== 'included') show(s.phase);
  });
  if (sent === FALL_BACK) return FALL_BACK;
  if (sent.kind === 'stopped') return sent.outcome;
  // The wallet's status is its word; the deposit's receipt is the chain's.
  const mined = await waitMined(
    'deposit',
    plan.chainId,
    sent.hash,
    plan.orderId,
    (s) => show('confirming', s.hash),
    deps,
  );
  if (mined.kind !== 'mined') return mined.outcome;
  show('reporting', mined.hash);
  return reportDepositOnce(plan, mined.hash, deps, sent.approvalHash);
}

async function send(
  which: TxStep,
  orderId: string,
  request: TxRequest & { gas?: bigint },
  step: (s: Phase) => void,
  deps: TxDeps,
  approved = false,
): Promise<Sent> {
  step({ phase: 'wallet' });
  let hash: Hex;
  try {
    hash = await deps.sendTransaction(request);
  } catch (error) {
    if (isUserRejection(error)) {
      return { kind: 'stopped', outcome: { kind: 'rejected', step: which, approved } };
    }
    return { kind: 'stopped', outcome: { kind: 'failed', error: asError(error) } };
  }
  return waitMined(which, request.chainId, hash, orderId, step, deps);
}

/** Follow a sent transaction to its receipt, through the wallet's speed-ups. */
export async function waitMined(
  which: TxStep,
  chainId: number,
  hash: Hex,
  orderId: string,
  step: (s: Phase) => void,
  deps: Pick<TxDeps, 'waitForTransaction'>,
): Promise<Sent> {
  let current = hash;
  step({ phase: 'confirming', hash: current });
  let mined: MinedTransaction;
  try {
    mined = await deps.waitForTransaction({
      chainId,
      hash,
      onReplaced: (next) => {
        current = next;
        step({ phase: 'confirming', hash: next });
      },
    });
  } catch (error) {
    const resume = { kind: 'wait' as const, step: which, chainId, hash: current, orderId };
    const e = isServiceError(error) ? (error as ServiceError) : undefined;
    return {
      kind: 'stopped',
      outcome: { kind: 'unconfirmed', resume, checkFailed: true, ...(e && { error: e }) },
    };
  }
  if (mined.replaced === 'cancelled' || mined.replaced === 'replaced') {
    const error = new TransactionReplacedError(which, chainId, mined.hash, mined.replaced);
    return { kind: 'stopped', outcome: { kind: 'failed', error } };
  }
  if (mined.status === 'reverted') {
    const error = new TransactionRevertedError(which, chainId, mined.hash);
    return { kind: 'stopped', outcome: { kind: 'failed', error } };
  }
  return { kind: 'mined', hash: mined.hash };
}

/**
 * Report the mined deposit. The deposit is on chain whatever happens here, so the transfer is
 * followed by its transaction even if the report is lost; only a service that waits for the
 * report (`reportRequired`) makes a lost one worth retrying.
 */
export async function reportDepositOnce(
  plan: Pick<TransactionPlan, 'orderId' | 'chainId' | 'reportRequired'>,
  txnRef: Hex,
  deps: Pick<TxDeps, 'reportDeposit' | 'onStep'>,
  approvalHash?: Hex,
): Promise<Outcome> {
  const submitted: Outcome = {
    kind: 'submitted',
    ref: { kind: 'order', orderId: plan.orderId },
    depositTx: { chainId: plan.chainId, hash: txnRef },
    ...(approvalHash && { approvalTx: { chainId: plan.chainId, hash: approvalHash } }),
  };
  try {
    await deps.reportDeposit({ orderId: plan.orderId, txnRef });
    return submitted;
  } catch (error) {
    if (!plan.reportRequired) return submitted;
    const resume = {
      kind: 'txnRef' as const,
      orderId: plan.orderId,
      chainId: plan.chainId,
      txnRef,
    };
    return {
      kind: 'unconfirmed',
      resume,
      checkFailed: false,
      ...(isServiceError(error) && { error }),
    };
  }
}

/**
 * After "Check again" on a transaction that was not mined in time: wait for it once more. A mined
 * deposit is then reported; a mined approval leaves the deposit to be reviewed and sent.
 */
export async function resumeWait(
  resume: { step: TxStep; chainId: number; hash: Hex; orderId: string },
  deps: Pick<TxDeps, 'waitForTransaction' | 'reportDeposit' | 'onStep'>,
): Promise<Outcome> {
  const { step: which, chainId } = resume;
  const total = which === 'approval' ? 2 : 1;
  const step = (s: Phase) =>
    deps.onStep?.({ kind: 'transaction', step: which, index: 0, chainId, total, ...s });
  const sent = await waitMined(which, chainId, resume.hash, resume.orderId, step, deps);
  if (sent.kind !== 'mined') return sent.outcome;
  if (which === 'approval') return { kind: 'approved', chainId, hash: sent.hash };
  return reportDepositOnce(
    { orderId: resume.orderId, chainId, reportRequired: true },
    sent.hash,
    deps,
  );
}

/** After "Submit again" on a lost report: the deposit is mined, so only the report is sent. */
export function resumeReport(
  resume: { orderId: string; chainId: number; txnRef: Hex },
  deps: Pick<TxDeps, 'reportDeposit' | 'onStep'>,
): Promise<Outcome> {
  const { orderId, chainId, txnRef } = resume;
  deps.onStep?.({
    kind: 'transaction',
    step: 'deposit',
    index: 0,
    total: 1,
    chainId,
    phase: 'reporting',
    hash: txnRef,
  });
  return reportDepositOnce({ orderId, chainId, reportRequired: true }, txnRef, deps);
}
