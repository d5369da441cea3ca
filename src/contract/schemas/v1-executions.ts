// POST /v1/quotes/{orderId}/executions (docs/interface-decisions.md#executions): submit the signed
// authorization, or the reference of a deposit the wallet sent itself. Idempotent for the same
// body.
import { z } from 'zod';
import { hash32, signatureHex, timestamp, txnRefIn } from '../primitives';
import { transferState } from './v1-transfers';
import { responseObject } from './response-object';

export const executionRequest = z.union([
  z.strictObject({
    authorization: z.strictObject({
      signatures: z.strictObject({ funding: signatureHex }),
    }),
  }),
  z.strictObject({ txnRef: txnRefIn }),
]);
export type ExecutionRequest = z.input<typeof executionRequest>;

export const executionResponse = responseObject({
  orderId: hash32,
  state: transferState, // "submitted" on acceptance
  acceptedAt: timestamp,
});
export type ExecutionResponse = z.infer<typeof executionResponse>;
