// Gasless swaps (docs/interface-decisions.md#gasless-deposits): GET /swap/gasless
// returns typed data to sign; POST /gasless/submit sends the signatures back and the service pays
// the gas.
import { z } from 'zod';
import { anyAddress, chainIdOut, hex, openEnum, signatureHex, uintStringOut } from '../primitives';
import { legacyRequestId, typedData } from './common';
import { swapEcosystems, swapQuoteFields } from './swap-approval';
import { responseObject } from './response-object';

/** Direct EVM route: one swapTx with EIP-712 typed data (ERC-3009 ReceiveWithAuthorization). */
export const gaslessSwapTx = responseObject({
  ecosystem: openEnum(swapEcosystems),
  chainId: chainIdOut,
  to: anyAddress.optional(),
  data: hex.optional(),
  typedData,
});
export type GaslessSwapTx = z.infer<typeof gaslessSwapTx>;

/** Special-ledger origin (chain 1337): one step per signature, keyed by stepId. */
export const gaslessStep = responseObject({
  stepId: z.string().min(1),
  ecosystem: openEnum(swapEcosystems),
  typedData,
});
export type GaslessStep = z.infer<typeof gaslessStep>;

export const gaslessQuoteResponse = responseObject({
  ...swapQuoteFields,
  swapTx: gaslessSwapTx.nullable(),
  swapTxns: z.array(gaslessStep).optional(),
  depositId: uintStringOut,
})
  // A quote with nothing to sign cannot be used: reject it as a bad response.
  .refine((q) => q.swapTx !== null || (q.swapTxns?.length ?? 0) > 0, {
    message: 'Expected swapTx or a non-empty swapTxns',
    path: ['swapTx'],
  });
export type GaslessQuoteResponse = z.infer<typeof gaslessQuoteResponse>;

// The quote's swapTx and swapTxns are echoed back "unchanged", so inside the strict body they
// stay loose: whatever the service sent (extra fields included) must be accepted back.
const echoedSwapTx = z.looseObject({ typedData });
const echoedStep = z.looseObject({ stepId: z.string().min(1), typedData });

/** POST /gasless/submit body: direct route, or special-ledger route. */
export const gaslessSubmitBody = z.union([
  z.strictObject({ swapTx: echoedSwapTx, signature: signatureHex }),
  z
    .strictObject({
      swapTx: echoedSwapTx.nullable(),
      swapTxns: z.array(echoedStep).min(1),
      signaturesByStepId: z.record(z.string().min(1), signatureHex),
    })
    // One signature per step, keyed by that step's stepId, and nothing else.
    .refine(
      (b) =>
        b.swapTxns.every((s) => s.stepId in b.signaturesByStepId) &&
        Object.keys(b.signaturesByStepId).length === b.swapTxns.length,
      { message: 'Expected exactly one signature per stepId', path: ['signaturesByStepId'] },
    ),
]);
export type GaslessSubmitBody = z.input<typeof gaslessSubmitBody>;

export const gaslessSubmitResponse = responseObject({
  depositId: uintStringOut,
  messageId: z.string(),
  id: legacyRequestId,
});
export type GaslessSubmitResponse = z.infer<typeof gaslessSubmitResponse>;
