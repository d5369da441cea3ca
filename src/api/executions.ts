// POST /api/v1/quotes/{orderId}/executions: submit the signed authorization, exactly once. The BFF
// records a submission before sending it and replays the response for the same Idempotency-Key and
// body (docs/reliability.md#replays-and-conflicts), so a resubmission after a lost response is safe
// — but the bridge still reads the transfer first (fetchTransfer in ./transfers) and never
// resubmits blindly.
import { keccak256, type Hex } from 'viem';
import { createClient } from '../contract/client';
import { endpoints } from './routes';
import type { ExecutionResponse } from '../contract/schemas/v1-executions';

/** Executions may take longer than a read: the service checks the signature and the funds. */
const EXECUTION_TIMEOUT_MS = 30_000;

/**
 * One key per (quote, signature), derived rather than random, so a retry — even after a reload —
 * is recognised as the same submission. The BFF accepts 1–255 visible ASCII characters.
 */
export function executionIdempotencyKey(orderId: string, signature: Hex): string {
  return `ferry-${orderId.toLowerCase()}-${keccak256(signature).slice(2, 18)}`;
}

export interface SubmitExecutionArgs {
  orderId: string;
  signature: Hex;
  signal?: AbortSignal;
}

export function submitExecution({
  orderId,
  signature,
  signal,
}: SubmitExecutionArgs): Promise<ExecutionResponse> {
  const key = executionIdempotencyKey(orderId, signature);
  const client = createClient({
    legacyBaseUrl: '/api',
    v1BaseUrl: '/api',
    headers: () => ({ 'X-Ferry-Client': 'web', 'Idempotency-Key': key }),
    timeoutMs: EXECUTION_TIMEOUT_MS,
  });
  return client.call(endpoints.createExecution, {
    params: { orderId },
    body: { authorization: { signatures: { funding: signature } } },
    signal,
  });
}

/**
 * Report the deposit transaction of a quote funded by transaction (the txnRef arm). The key
 * follows the hash, so reporting the same deposit again replays the first response.
 */
export function reportDeposit({
  orderId,
  txnRef,
  signal,
}: {
  orderId: string;
  txnRef: Hex;
  signal?: AbortSignal;
}): Promise<ExecutionResponse> {
  const key = `ferry-${orderId.toLowerCase()}-tx-${txnRef.slice(2, 18).toLowerCase()}`;
  const client = createClient({
    legacyBaseUrl: '/api',
    v1BaseUrl: '/api',
    headers: () => ({ 'X-Ferry-Client': 'web', 'Idempotency-Key': key }),
    timeoutMs: EXECUTION_TIMEOUT_MS,
  });
  return client.call(endpoints.createExecution, { params: { orderId }, body: { txnRef }, signal });
}
