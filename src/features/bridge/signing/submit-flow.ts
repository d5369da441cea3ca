// Sign and submit, as plain async steps with injected effects (wallet, service), so the order
// of calls — and the calls that must NOT happen — can be tested without a browser:
// - a refused check never reaches the wallet (docs/reliability.md#nothing-is-signed-that-the-page-does-not-show);
// - a lost answer after submitting is settled by reading the transfer before anything is
//   offered again (executions are idempotent, but never resubmitted blindly).
import type { Hex } from 'viem';
import { isServiceError, ServiceError } from '../../../contract/errors';
import type { TypedData } from '../../../contract/schemas/common';
import type { GaslessSubmitBody, GaslessSubmitResponse } from '../../../contract/schemas/gasless';
import type { ExecutionResponse } from '../../../contract/schemas/v1-executions';
import type { TransferSnapshot } from '../../../api/transfers';
import type { GaslessSignPlan } from './check-gasless';
import type { TransferSignPlan } from './check-transfer';
import type { Checked, Problem } from './fields';
import type { TxStep } from './transaction-errors';

export type TrackerRef =
  | { kind: 'order'; orderId: string }
  | { kind: 'deposit'; originChainId: number; depositId: string };

/** A transaction of a quote funded by transaction, from the allowance read to its receipt. */
export interface TxFlowStep {
  kind: 'transaction';
  step: TxStep;
  /** Of the transactions this quote needs (1 or 2). */
  index: number;
  total: number;
  phase: 'reading' | 'estimating' | 'wallet' | 'confirming' | 'reporting';
  chainId: number;
  /** Shown at once, with a link, as soon as the wallet hands it over (the newest after a speed-up). */
  hash?: Hex;
  /** The approval was already on chain and was skipped. */
  skippedApproval?: boolean;
  /** The approval this flow sent and saw mined, shown done beside the deposit. */
  approvalHash?: Hex;
  /** The wallet could not send them in one batch, so they go one at a time. */
  fellBack?: boolean;
}

/** Approve and deposit sent together (EIP-5792 wallet_sendCalls): one confirmation. */
export interface BatchFlowStep {
  kind: 'batch';
  chainId: number;
  /** The calls in the batch: approve and deposit, with USDT's reset to zero first. */
  calls: number;
  /** The wallet asks; the batch is pending; the deposit is mined; the service is told. */
  phase: 'wallet' | 'pending' | 'confirming' | 'reporting';
  /** The deposit's transaction, once the wallet's status names it. */
  hash?: Hex;
}

export type FlowStep =
  | { kind: 'signing'; index: number; total: number }
  | { kind: 'submitting' }
  | { kind: 'checking' }
  | TxFlowStep
  | BatchFlowStep;

export type Resume =
  | { kind: 'execution'; orderId: string; signature: Hex }
  | { kind: 'gasless'; body: GaslessSubmitBody; ref: TrackerRef }
  /** The deposit is on chain; only its report to the service is missing. */
  | { kind: 'txnRef'; orderId: string; chainId: number; txnRef: Hex }
  /** A sent transaction has not been mined yet: wait for it again. */
  | { kind: 'wait'; step: TxStep; chainId: number; hash: Hex; orderId: string };

export type FlowOutcome =
  | {
      kind: 'submitted';
      ref: TrackerRef;
      gasless?: GaslessSubmitResponse;
      /** The deposit transaction, for a quote funded by transaction. */
      depositTx?: { chainId: number; hash: Hex };
      /** The approval sent before that deposit, when one was needed. */
      approvalTx?: { chainId: number; hash: Hex };
    }
  /**
   * docs/reliability.md#nothing-is-signed-that-the-page-does-not-show: the typed data did not
   * match; the wallet was never asked.
   */
  | { kind: 'refused'; problems: Problem[] }
  /** The approval was confirmed after a wait; the deposit is still to be reviewed and sent. */
  | { kind: 'approved'; chainId: number; hash: Hex }
  /** The wallet said no; for transactions, at which step (an approval may already be on chain). */
  | { kind: 'rejected'; step?: TxStep; approved?: boolean }
  /** Definitely not accepted (the service said no, or the wallet failed). */
  | { kind: 'failed'; error: ServiceError | Error }
  /** The answer was lost and the service does not show the transfer (yet). */
  | { kind: 'unconfirmed'; resume: Resume; checkFailed: boolean; error?: ServiceError };

export interface FlowDeps {
  sign: (typedData: TypedData, chainId: number) => Promise<Hex>;
  submitExecution: (args: { orderId: string; signature: Hex }) => Promise<ExecutionResponse>;
  fetchTransfer: (orderId: string) => Promise<TransferSnapshot>;
  submitGasless: (body: GaslessSubmitBody) => Promise<GaslessSubmitResponse>;
  onStep?: (step: FlowStep) => void;
}

/** The wallet said no (EIP-1193 4001), however deeply the library wrapped it. */
export function isUserRejection(error: unknown): boolean {
  for (let e = error, depth = 0; e && depth < 10; depth++) {
    const { code, name, cause } = e as { code?: unknown; name?: unknown; cause?: unknown };
    if (code === 4001 || name === 'UserRejectedRequestError') return true;
    e = cause;
  }
  return false;
}

/** A 4xx that says the service did not take it; anything else may have gone through. */
function definitelyRefused(error: unknown): error is ServiceError {
  if (!isServiceError(error)) return false;
  if (error.status === 409 || error.status === 408 || error.status === 429) return false;
  return error.status >= 400 && error.status < 500;
}

async function signAll(
  steps: { typedData: TypedData }[],
  chainId: number,
  deps: FlowDeps,
): Promise<Hex[] | FlowOutcome> {
  const signatures: Hex[] = [];
  for (const [index, step] of steps.entries()) {
    deps.onStep?.({ kind: 'signing', index, total: steps.length });
    try {
      signatures.push(await deps.sign(step.typedData, chainId));
    } catch (error) {
      if (isUserRejection(error)) return { kind: 'rejected' };
      return { kind: 'failed', error: error instanceof Error ? error : new Error(String(error)) };
    }
  }
  return signatures;
}

export async function runTransfer(
  check: Checked<TransferSignPlan>,
  orderId: string,
  deps: FlowDeps,
): Promise<FlowOutcome> {
  if (!check.ok) return { kind: 'refused', problems: check.problems };
  const signed = await signAll([check.plan], check.plan.chainId, deps);
  if (!Array.isArray(signed)) return signed;
  return submitExecutionOnce(orderId, signed[0]!, deps);
}

/** Submit one signed execution; if its answer is lost, read the transfer to learn what happened. */
export async function submitExecutionOnce(
  orderId: string,
  signature: Hex,
  deps: FlowDeps,
): Promise<FlowOutcome> {
  deps.onStep?.({ kind: 'submitting' });
  let lost: ServiceError | undefined;
  try {
    const answer = await deps.submitExecution({ orderId, signature });
    if (answer.state !== 'unknown') return { kind: 'submitted', ref: { kind: 'order', orderId } };
  } catch (error) {
    if (definitelyRefused(error)) return { kind: 'failed', error };
    lost = isServiceError(error) ? error : undefined;
  }
  return confirmExecution(orderId, signature, deps, lost);
}

/** Read the transfer: past "quoted" means it was accepted; "quoted" means it was not (yet). */
export async function confirmExecution(
  orderId: string,
  signature: Hex,
  deps: FlowDeps,
  error?: ServiceError,
): Promise<FlowOutcome> {
  deps.onStep?.({ kind: 'checking' });
  const resume: Resume = { kind: 'execution', orderId, signature };
  try {
    const snapshot = await deps.fetchTransfer(orderId);
    if (snapshot.state === 'quoted')
      return { kind: 'unconfirmed', resume, checkFailed: false, error };
    if (snapshot.state === 'expired') {
      return { kind: 'failed', error: expiredError() };
    }
    return { kind: 'submitted', ref: { kind: 'order', orderId } };
  } catch (checkError) {
    const e = isServiceError(checkError) ? checkError : error;
    return { kind: 'unconfirmed', resume, checkFailed: true, error: e };
  }
}

function expiredError(): ServiceError {
  return new ServiceError({
    status: 410,
    code: 'QUOTE_EXPIRED',
    message: 'The quote expired before it was accepted',
    envelope: 'v1-code',
  });
}

export async function runGasless(
  check: Checked<GaslessSignPlan>,
  deps: FlowDeps,
): Promise<FlowOutcome> {
  if (!check.ok) return { kind: 'refused', problems: check.problems };
  const { plan } = check;
  const signed = await signAll(plan.steps, plan.chainId, deps);
  if (!Array.isArray(signed)) return signed;
  const q = plan.quote;
  const body: GaslessSubmitBody = plan.single
    ? { swapTx: q.swapTx!, signature: signed[0]! }
    : {
        swapTx: q.swapTx,
        swapTxns: q.swapTxns ?? [],
        signaturesByStepId: Object.fromEntries(plan.steps.map((s, i) => [s.stepId, signed[i]!])),
      };
  const ref: TrackerRef = {
    kind: 'deposit',
    originChainId: q.inputToken.chainId,
    depositId: q.depositId,
  };
  return submitGaslessOnce(body, ref, deps);
}

/**
 * The service answers the same deposit for the same quote and signatures, so sending the
 * identical body again after a lost answer cannot deposit twice.
 */
export async function submitGaslessOnce(
  body: GaslessSubmitBody,
  ref: TrackerRef,
  deps: FlowDeps,
): Promise<FlowOutcome> {
  deps.onStep?.({ kind: 'submitting' });
  try {
    const answer = await deps.submitGasless(body);
    const submitted: TrackerRef =
      ref.kind === 'deposit' ? { ...ref, depositId: answer.depositId } : ref;
    return { kind: 'submitted', ref: submitted, gasless: answer };
  } catch (error) {
    if (definitelyRefused(error)) return { kind: 'failed', error };
    const e = isServiceError(error) ? error : undefined;
    return {
      kind: 'unconfirmed',
      resume: { kind: 'gasless', body, ref },
      checkFailed: false,
      error: e,
    };
  }
}
