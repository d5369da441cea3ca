// POST /v1/quotes (docs/interface-decisions.md#quotes): price one exact transfer; the
// quoteId is the orderId.
import { z } from 'zod';
import {
  anyAddress,
  anyAddressIn,
  chainIdIn,
  chainIdOut,
  evmAddress,
  hash32,
  openEnum,
  positiveBaseUnits,
  timestamp,
  uintStringOut,
} from '../primitives';
import { feeItem, tokenRef, typedData } from './common';
import { crossSwapTypes, swapStep } from './swap-approval';

export const quoteRequest = z.strictObject({
  originChainId: chainIdIn,
  destinationChainId: chainIdIn,
  inputToken: anyAddressIn,
  outputToken: anyAddressIn,
  amount: positiveBaseUnits,
  tradeType: z.enum(['exactInput', 'exactOutput']).optional(),
  /** Slippage tolerance per swap leg as a fraction (0.01 = 1 %), when the output asset differs. */
  slippage: z.number().min(0).max(0.5).optional(),
  // The depositor signs EIP-712 typed data, so it is an EVM account.
  depositor: evmAddress,
  recipient: anyAddressIn.optional(),
  refundAddress: anyAddressIn.optional(),
  externalId: z.string().min(1).max(128).optional(),
});
export type QuoteRequest = z.input<typeof quoteRequest>;

export const signTypedDataAction = z.looseObject({
  kind: z.literal('sign_typed_data'),
  id: z.string().min(1), // "funding": the key of the signature in the execution body
  chainId: chainIdOut,
  typedData,
});
export type SignTypedDataAction = z.infer<typeof signTypedDataAction>;

export const submitExecutionAction = z.looseObject({
  kind: z.literal('submit_execution'),
  method: z.literal('POST'),
  path: z.string().startsWith('/v1/'),
});
export type SubmitExecutionAction = z.infer<typeof submitExecutionAction>;

export const nextActionKinds = ['sign_typed_data', 'submit_execution'] as const;

/**
 * A next action, discriminated by kind. A kind this client does not know yet parses as
 * {kind: "unknown"} instead of failing the whole quote; a malformed known kind still fails.
 */
export const nextAction = z.union([
  z.discriminatedUnion('kind', [signTypedDataAction, submitExecutionAction]),
  z
    .looseObject({
      kind: z.string().refine((k) => !(nextActionKinds as readonly string[]).includes(k)),
    })
    .transform((a) => ({ ...a, kind: 'unknown' as const, originalKind: a.kind })),
]);
export type NextAction = z.infer<typeof nextAction>;

export const quoteFees = z.looseObject({
  total: feeItem,
  lp: feeItem,
  relayerCapital: feeItem,
  destinationGas: feeItem,
});
export type QuoteFees = z.infer<typeof quoteFees>;

export const quoteResponse = z.looseObject({
  quoteId: hash32,
  createdAt: timestamp,
  expiresAt: timestamp,
  depositor: anyAddress,
  recipient: anyAddress,
  refundAddress: anyAddress.nullable(),
  externalId: z.string().nullish(),
  inputToken: tokenRef,
  outputToken: tokenRef,
  inputAmount: uintStringOut,
  outputAmount: uintStringOut,
  fees: quoteFees,
  /**
   * Present when the output asset differs from the input (a swap on one side or both):
   * how it swaps, the price impact against the spot price (in the input token), and the
   * least the recipient receives within the slippage tolerance. outputAmount is expected.
   */
  crossSwapType: openEnum(crossSwapTypes).optional(),
  swapImpact: feeItem.optional(),
  minOutputAmount: uintStringOut.optional(),
  slippage: z.number().optional(),
  /**
   * For a swap: the legs around the bridge, each naming its tokens and the provider and liquidity
   * sources it swaps through, and the bridge leg's own assets. Same shapes as /swap/approval.
   */
  steps: z
    .object({
      originSwap: swapStep.optional(),
      bridge: swapStep,
      destinationSwap: swapStep.optional(),
    })
    .optional(),
  /** For a swap: the token a refund comes back in (what was deposited into the bridge). */
  refundToken: tokenRef.optional(),
  expectedFillTimeSec: z.number().nonnegative(),
  nextActions: z.array(nextAction),
});
export type QuoteResponse = z.infer<typeof quoteResponse>;
/** Alias: the record the bridge form renders. */
export type Quote = QuoteResponse;
