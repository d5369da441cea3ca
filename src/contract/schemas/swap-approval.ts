// GET/POST /swap/approval (interface 4.2, supplement 4): a swap quote with the calldata to send.
import { z } from 'zod';
import {
  anyAddress,
  anyAddressIn,
  chainIdOut,
  hex,
  intOut,
  openEnum,
  positiveBaseUnits,
  queryBool,
  queryChainId,
  uintStringOut,
} from '../primitives';
import { feeItem, legacyQueryFields, legacyRequestId, tokenRef } from './common';

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

/** Query of GET and POST /swap/approval, and of GET /swap/gasless (same quote inputs). */
export const swapApprovalQuery = z.strictObject({
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
  ...legacyQueryFields,
});
export type SwapApprovalQuery = z.input<typeof swapApprovalQuery>;

/** An ABI argument value: a string, or (arrays, tuples) a nested list of them. */
export type ActionArgValue = string | ActionArgValue[];
const actionArgValue: z.ZodType<ActionArgValue> = z.lazy(() =>
  z.union([z.string(), z.array(actionArgValue)]),
);

export const swapActionArg = z.strictObject({
  value: actionArgValue,
  populateDynamically: z.boolean().optional(),
  balanceSourceToken: anyAddressIn.optional(),
});

/** One embedded destination action (POST body, supplement 4). */
export const swapAction = z.strictObject({
  target: anyAddressIn,
  functionSignature: z.string(),
  args: z.array(swapActionArg),
  value: z.string().regex(/^\d+$/, 'Expected an integer amount in base units'),
  isNativeTransfer: z.boolean(),
  populateCallValueDynamically: z.boolean().optional(),
});
export type SwapAction = z.input<typeof swapAction>;

export const swapApprovalBody = z.strictObject({ actions: z.array(swapAction).min(1) });
export type SwapApprovalBody = z.input<typeof swapApprovalBody>;

/** Allowance/balance check; actual and expected may be JSON numbers on the real service. */
export const swapCheck = z.looseObject({
  token: anyAddress,
  spender: anyAddress.optional(),
  actual: uintStringOut,
  expected: uintStringOut,
});

/** An unsigned transaction to send from the wallet. */
export const swapTxn = z.looseObject({
  chainId: chainIdOut,
  to: anyAddress,
  data: hex,
  value: uintStringOut.optional(),
  gas: uintStringOut.nullish(),
});

/** fees.totalMax is called maxTotal in older docs: accept both, expose totalMax. */
export const swapFees = z
  .looseObject({
    total: feeItem,
    totalMax: feeItem.optional(),
    maxTotal: feeItem.optional(),
  })
  .transform(({ maxTotal, ...rest }) => ({ ...rest, totalMax: rest.totalMax ?? maxTotal }));

const swapStep = z.looseObject({
  tokenIn: tokenRef.optional(),
  tokenOut: tokenRef.optional(),
  inputAmount: uintStringOut.optional(),
  outputAmount: uintStringOut.optional(),
  minOutputAmount: uintStringOut.optional(),
  maxInputAmount: uintStringOut.optional(),
});

export const crossSwapTypes = [
  'bridgeableToBridgeable',
  'bridgeableToAny',
  'anyToBridgeable',
  'anyToAny',
] as const;

/** Fields shared by the swap-approval response and the gasless quote (which swaps swapTx). */
export const swapQuoteFields = {
  crossSwapType: openEnum(crossSwapTypes),
  amountType: openEnum(tradeTypes),
  checks: z.looseObject({ allowance: swapCheck, balance: swapCheck }),
  approvalTxns: z.array(swapTxn).optional(),
  steps: z.looseObject({
    bridge: swapStep,
    originSwap: swapStep.nullish(),
    destinationSwap: swapStep.nullish(),
  }),
  inputToken: tokenRef,
  outputToken: tokenRef,
  refundToken: tokenRef.optional(),
  fees: swapFees,
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

export const swapApprovalResponse = z.looseObject({
  ...swapQuoteFields,
  swapTx: swapTxn.extend({ ecosystem: openEnum(swapEcosystems).optional() }),
});
export type SwapApprovalResponse = z.infer<typeof swapApprovalResponse>;
