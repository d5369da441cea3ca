// GET /suggested-fees and GET /limits (docs/interface-decisions.md#legacy-query-parameters).
// Legacy, no longer maintained upstream, still used for route limits and fee breakdowns.
import { z } from 'zod';
import {
  anyAddress,
  anyAddressIn,
  chainIdOut,
  decimalOut,
  evmAddress,
  hex,
  intOut,
  positiveBaseUnits,
  queryBool,
  queryChainId,
  uintStringOut,
  unixSecondsString,
} from '../primitives';
import { legacyQueryFields, legacyQueryObject, legacyRequestId } from './common';
import { responseObject, tolerantShape } from './response-object';

/**
 * Parameters shared by both queries (names per docs/interface-decisions.md#legacy-query-parameters:
 * relayer, timestamp).
 */
const routeQueryFields = {
  originChainId: queryChainId,
  destinationChainId: queryChainId,
  recipient: anyAddressIn.optional(),
  message: hex.optional(),
  relayer: evmAddress.optional(),
  allowUnmatchedDecimals: queryBool.optional(),
  ...legacyQueryFields,
};

/**
 * Like /limits, the pair inputToken+outputToken or the older `token` (the service responds with
 * MISSING_PARAM when neither is given). Unknown keys (the official client adds isNative) are
 * ignored, as on the real service.
 */
export const suggestedFeesQuery = legacyQueryObject({
  inputToken: anyAddressIn.optional(),
  outputToken: anyAddressIn.optional(),
  token: anyAddressIn.optional(),
  amount: positiveBaseUnits,
  // Unix seconds for the LP fee; the service rejects one in the future (INVALID_PARAM).
  timestamp: unixSecondsString.optional(),
  // An amount below the route's minimum is AMOUNT_TOO_LOW unless this is true.
  skipAmountLimit: queryBool.optional(),
  ...routeQueryFields,
});
export type SuggestedFeesQuery = z.input<typeof suggestedFeesQuery>;

/**
 * /limits takes the pair inputToken+outputToken or the older `token`. All optional here: the
 * service responds with MISSING_PARAM when neither is given (see limitsTokenChoice).
 */
export const limitsQuery = legacyQueryObject({
  inputToken: anyAddressIn.optional(),
  outputToken: anyAddressIn.optional(),
  token: anyAddressIn.optional(),
  amount: positiveBaseUnits.optional(),
  ...routeQueryFields,
});
export type LimitsQuery = z.input<typeof limitsQuery>;

/** Which token form a /limits query uses, or why it is missing (MISSING_PARAM). */
export function limitsTokenChoice(q: {
  inputToken?: string | undefined;
  outputToken?: string | undefined;
  token?: string | undefined;
}): { ok: true; form: 'pair' | 'token' } | { ok: false; reason: string } {
  if (q.inputToken !== undefined && q.outputToken !== undefined) return { ok: true, form: 'pair' };
  if (q.token !== undefined && q.inputToken === undefined && q.outputToken === undefined) {
    return { ok: true, form: 'token' };
  }
  return { ok: false, reason: 'Must provide token, or inputToken and outputToken together' };
}

/** The five per-route limits in base units; "0" is a real value (route closed). */
export const depositLimits = responseObject({
  minDeposit: uintStringOut,
  maxDeposit: uintStringOut,
  maxDepositInstant: uintStringOut,
  maxDepositShortDelay: uintStringOut,
  recommendedDepositInstant: uintStringOut,
});
export type DepositLimits = z.infer<typeof depositLimits>;

const pctTotal = responseObject({ pct: decimalOut, total: decimalOut });
const feeToken = responseObject({
  address: anyAddress,
  symbol: z.string(),
  decimals: intOut,
  chainId: chainIdOut,
});

export const suggestedFeesResponse = responseObject({
  estimatedFillTimeSec: z.number().nonnegative(),
  capitalFeePct: decimalOut,
  capitalFeeTotal: decimalOut,
  relayGasFeePct: decimalOut,
  relayGasFeeTotal: decimalOut,
  relayFeePct: decimalOut,
  relayFeeTotal: decimalOut,
  lpFeePct: decimalOut,
  timestamp: uintStringOut,
  isAmountTooLow: z.boolean(),
  quoteBlock: uintStringOut,
  exclusiveRelayer: anyAddress,
  exclusivityDeadline: intOut,
  spokePoolAddress: anyAddress,
  destinationSpokePoolAddress: anyAddress,
  totalRelayFee: pctTotal,
  relayerCapitalFee: pctTotal,
  relayerGasFee: pctTotal,
  lpFee: pctTotal,
  limits: depositLimits,
  fillDeadline: uintStringOut,
  outputAmount: uintStringOut,
  inputToken: feeToken,
  outputToken: feeToken,
  id: legacyRequestId,
});
export type SuggestedFeesResponse = z.infer<typeof suggestedFeesResponse>;

export const limitsResponse = depositLimits.extend(
  tolerantShape({
    relayerFeeDetails: responseObject({
      relayFeeTotal: decimalOut,
      relayFeePercent: decimalOut,
      gasFeeTotal: decimalOut,
      gasFeePercent: decimalOut,
      capitalFeeTotal: decimalOut,
      capitalFeePercent: decimalOut,
    }).optional(),
    gasFeeDetails: responseObject({
      nativeGasCost: decimalOut,
      // Absent on chains without an L1 data fee: the real service leaves it out there.
      opStackL1GasCost: decimalOut.optional(),
      gasPrice: decimalOut,
      tokenGasCost: decimalOut,
    }).nullish(),
    // Present on the real service; shape not part of the interface.
    reserves: z.unknown().optional(),
  }),
);
export type LimitsResponse = z.infer<typeof limitsResponse>;
