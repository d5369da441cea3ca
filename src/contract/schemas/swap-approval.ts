// GET/POST /swap/approval (docs/interface-decisions.md#swap-approval): a swap quote
// with the calldata to send.
import { z } from 'zod';
import {
  anyAddress,
  anyAddressIn,
  chainIdOut,
  hex,
  intOut,
  intStringOut,
  openEnum,
  positiveBaseUnits,
  queryBool,
  queryChainId,
  queryInt,
  uintStringOut,
} from '../primitives';
import { feeItem, legacyQueryFields, legacyQueryObject, legacyRequestId, tokenRef } from './common';
import { responseObject, tolerantShape } from './response-object';

export const tradeTypes = ['exactInput', 'exactOutput', 'minOutput'] as const;
export type TradeType = (typeof tradeTypes)[number];

/** "auto" or a fraction between 0 and 0.5 (0.01 = 1 %). */
export const slippageQuery = z.union([
  z.literal('auto'),
  z
    .string()
    .regex(/^\d+(\.\d+)?$/, 'Expected "auto" or a number between 0 and 0.5')
    .transform(Number)
    .pipe(z.number().min(0).max(0.5)),
]);

/** A fraction written as a decimal string, between 0 and `max` (appFee 0–1, slippage 0–0.5). */
const fractionQuery = (max: number) =>
  z
    .string()
    .regex(/^\d+(\.\d+)?$/, `Expected a number between 0 and ${max}`)
    .transform(Number)
    .pipe(z.number().min(0).max(max));

/** A repeated query key is a list; one occurrence is a list of one. */
const sourceList = z
  .union([z.string().min(1), z.array(z.string().min(1)).min(1)])
  .transform((v) => (Array.isArray(v) ? v : [v]));

export const routingPreferences = ['default', 'across', 'native', 'sponsored-cctp'] as const;

/**
 * Query of GET and POST /swap/approval, and of GET /swap/gasless (same quote inputs): every
 * parameter the real service reads, typed; unknown keys are ignored, as the real service does.
 * Pairs that must go together (appFee + appFeeRecipient) or apart (includeSources and
 * excludeSources) are checked by the service, which names both parameters.
 */
export const swapApprovalQuery = legacyQueryObject({
  tradeType: z.enum(tradeTypes).optional(),
  amount: positiveBaseUnits,
  inputToken: anyAddressIn,
  outputToken: anyAddressIn,
  originChainId: queryChainId,
  destinationChainId: queryChainId,
  depositor: anyAddressIn,
  recipient: anyAddressIn.optional(),
  refundAddress: anyAddressIn.optional(),
  refundOnOrigin: queryBool.optional(),
  slippage: slippageQuery.optional(),
  /** Deprecated: a percentage 0–50; slippage (a fraction) wins when both are sent. */
  slippageTolerance: fractionQuery(50).optional(),
  skipOriginTxEstimation: queryBool.optional(),
  skipChecks: queryBool.optional(),
  strictTradeType: queryBool.optional(),
  includeSources: sourceList.optional(),
  excludeSources: sourceList.optional(),
  appFee: fractionQuery(1).optional(),
  appFeeRecipient: anyAddressIn.optional(),
  routingPreference: z.enum(routingPreferences).optional(),
  /** Gasless only: the ERC-3009 window, unix seconds (authStart 0 = at once). */
  authStart: queryInt({ min: 0 }).optional(),
  authDeadline: queryInt({ min: 1 }).optional(),
  ...legacyQueryFields,
});
export type SwapApprovalQuery = z.input<typeof swapApprovalQuery>;

/** An ABI argument value: a string, or (arrays, tuples) a nested list of them. */
export type ActionArgValue = string | ActionArgValue[];
const actionArgValue: z.ZodType<ActionArgValue> = z.lazy(() =>
  z.union([z.string(), z.array(actionArgValue)]),
);

export const swapActionArg = z
  .strictObject({
    value: actionArgValue,
    populateDynamically: z.boolean().optional(),
    balanceSourceToken: anyAddressIn.optional(),
  })
  .refine((a) => a.populateDynamically !== true || a.balanceSourceToken !== undefined, {
    message: 'balanceSourceToken is required when populateDynamically is true',
    path: ['balanceSourceToken'],
  });

/**
 * One embedded destination action (POST body). Defaults as on the real service: a call with no
 * arguments and no value, not a native transfer. A native transfer carries no signature or
 * arguments; any other action needs a functionSignature.
 */
export const swapAction = z
  .strictObject({
    target: anyAddressIn,
    functionSignature: z.string().default(''),
    args: z.array(swapActionArg).default([]),
    value: z.string().regex(/^\d+$/, 'Expected an integer amount in base units').default('0'),
    isNativeTransfer: z.boolean().default(false),
    populateCallValueDynamically: z.boolean().default(false),
  })
  .superRefine((a, ctx) => {
    if (a.isNativeTransfer && (a.functionSignature !== '' || a.args.length > 0)) {
      ctx.addIssue({
        code: 'custom',
        message: 'A native transfer takes no functionSignature or args',
        path: ['functionSignature'],
      });
    }
    if (!a.isNativeTransfer && a.functionSignature.trim() === '') {
      ctx.addIssue({
        code: 'custom',
        message: 'functionSignature is required unless isNativeTransfer is true',
        path: ['functionSignature'],
      });
    }
  });
export type SwapAction = z.input<typeof swapAction>;

export const swapApprovalBody = z.strictObject({ actions: z.array(swapAction).min(1) });
export type SwapApprovalBody = z.input<typeof swapApprovalBody>;

/** Allowance/balance check; actual and expected may be JSON numbers on the real service. */
export const swapCheck = responseObject({
  token: anyAddress,
  spender: anyAddress.optional(),
  actual: uintStringOut,
  expected: uintStringOut,
});

/** An unsigned transaction to send from the wallet. */
export const swapTxn = responseObject({
  chainId: chainIdOut,
  to: anyAddress,
  data: hex,
  value: uintStringOut.optional(),
  gas: uintStringOut.nullish(),
});

/** A fee line with its breakdown: `details.type` names the kind of breakdown (open). */
const feeWithDetails = feeItem.extend(
  tolerantShape({
    details: responseObject({ type: z.string() }).optional(),
  }),
);

/**
 * fees.totalMax is called maxTotal by the official client and older docs: accept both, expose
 * totalMax. originGas is the origin transaction's gas in the native token (no pct).
 */
export const swapFees = responseObject({
  total: feeWithDetails,
  totalMax: feeWithDetails.optional(),
  maxTotal: feeWithDetails.optional(),
  originGas: feeItem.optional(),
}).transform(({ maxTotal, ...rest }) => ({ ...rest, totalMax: rest.totalMax ?? maxTotal }));

/** Who prices a swap leg, and through which of its liquidity sources. */
export const swapProvider = responseObject({ name: z.string(), sources: z.array(z.string()) });

export const swapStep = responseObject({
  tokenIn: tokenRef.optional(),
  tokenOut: tokenRef.optional(),
  inputAmount: uintStringOut.optional(),
  outputAmount: uintStringOut.optional(),
  minOutputAmount: uintStringOut.optional(),
  maxInputAmount: uintStringOut.optional(),
  swapProvider: swapProvider.optional(),
  /** Slippage tolerance of the leg as a fraction (0.01 = 1 %). */
  slippage: z.number().optional(),
});

/** A fee line of older responses: pct (1e18-scaled) and the total in base units. */
const pctTotalLine = responseObject({ pct: intStringOut, total: intStringOut });

/** The bridge leg: its fees are one line with an `across` breakdown (lp, relayerCapital, destinationGas). */
const bridgeStep = swapStep.extend(
  tolerantShape({
    // Older responses listed the three lines directly ({lp, relayerCapital, destinationGas}).
    // The OpenAPI file's example still writes each line as {pct, total}.
    fees: z
      .union([feeWithDetails, z.record(z.string(), z.union([feeItem, pctTotalLine]))])
      .optional(),
    provider: z.string().optional(),
  }),
);

export const crossSwapTypes = [
  'bridgeableToBridgeable',
  'bridgeableToAny',
  'anyToBridgeable',
  'anyToAny',
] as const;
export type CrossSwapType = (typeof crossSwapTypes)[number];

/** Fields shared by the swap-approval response and the gasless quote (which swaps swapTx). */
export const swapQuoteFields = {
  crossSwapType: openEnum(crossSwapTypes),
  amountType: openEnum(tradeTypes),
  checks: responseObject({ allowance: swapCheck, balance: swapCheck }),
  approvalTxns: z.array(swapTxn).optional(),
  steps: responseObject({
    bridge: bridgeStep,
    originSwap: swapStep.nullish(),
    destinationSwap: swapStep.nullish(),
  }),
  inputToken: tokenRef,
  outputToken: tokenRef,
  refundToken: tokenRef.optional(),
  /** The real service leaves fees out when its fee calculation fails. */
  fees: swapFees.optional(),
  inputAmount: uintStringOut,
  maxInputAmount: uintStringOut.optional(),
  expectedOutputAmount: uintStringOut,
  minOutputAmount: uintStringOut,
  expectedFillTime: z.number().nonnegative(),
  quoteExpiryTimestamp: intOut,
  id: legacyRequestId,
};

/** Transaction ecosystems the swap API names (open: a new one renders as "unknown"). */
export const swapEcosystems = ['evm', 'evm-gasless', 'svm', 'hypercore'] as const;

export const swapApprovalResponse = responseObject({
  ...swapQuoteFields,
  // Optional in the official client's schema, as on the real service.
  swapTx: swapTxn
    .extend(
      tolerantShape({
        ecosystem: openEnum(swapEcosystems).optional(),
        /** Whether the service's simulation of this transaction succeeded. */
        simulationSuccess: z.boolean().optional(),
      }),
    )
    .optional(),
});
export type SwapApprovalResponse = z.infer<typeof swapApprovalResponse>;
