// GET /deposits (docs/interface-decisions.md#deposit-statuses and
// docs/interface-decisions.md#legacy-query-parameters): indexed deposits, newest first.
import { z } from 'zod';
import {
  anyAddress,
  anyAddressIn,
  chainIdOut,
  decimalOut,
  intOut,
  nullishScalar,
  openEnum,
  queryInt,
  timestamp,
  txnRefIn,
  uintStringOut,
} from '../primitives';
import { legacyQueryFields } from './common';
import { responseObject } from './response-object';
import { depositStatuses } from './state-lists';

export { depositStatuses };

export const depositStatus = openEnum(depositStatuses);
export type DepositStatus = z.infer<typeof depositStatus>;

/** exclusivityDeadline: null, a string, or (list form on the real service) the text "null". */
const exclusivityDeadline = z
  .union([z.string(), z.number()])
  .nullish()
  .transform((v) => (v === undefined || v === null || v === 'null' ? null : String(v)));

const nullableDecimal = decimalOut.nullish();
const nullableString = z.string().nullish();

/** Element of GET /deposits. Identity and amounts are required; the rest tolerates null/absent. */
export const depositListFields = {
  id: intOut,
  relayHash: nullableString,
  depositId: uintStringOut,
  originChainId: chainIdOut,
  destinationChainId: chainIdOut,
  depositor: anyAddress,
  recipient: anyAddress,
  inputToken: anyAddress,
  outputToken: anyAddress,
  inputAmount: uintStringOut,
  outputAmount: uintStringOut,
  message: z.string(),
  messageHash: nullableString,
  exclusiveRelayer: nullableString,
  exclusivityDeadline,
  fillDeadline: timestamp.nullish(),
  quoteTimestamp: timestamp,
  depositBlockNumber: intOut,
  depositBlockTimestamp: timestamp,
  status: depositStatus,
  depositRefundTxnRef: nullableString,
  swapTokenPriceUsd: nullishScalar,
  swapFeeUsd: nullishScalar,
  bridgeFeeUsd: nullableDecimal,
  inputPriceUsd: nullableDecimal,
  outputPriceUsd: nullableDecimal,
  fillGasFee: nullableDecimal,
  fillGasFeeUsd: nullableDecimal,
  fillGasTokenPriceUsd: nullableDecimal,
  actionsSucceeded: nullishScalar,
  swapTransactionHash: nullishScalar,
  swapToken: nullishScalar,
  swapTokenAmount: nullishScalar,
  relayer: nullableString,
  fillBlockTimestamp: timestamp.nullish(),
  depositTxnRef: z.string().min(1),
  fillTxnRef: nullableString,
  // Element shape not shown by the interface; kept as received.
  speedups: z.array(z.unknown()).optional(),
};
export const depositListItem = responseObject(depositListFields);
export type DepositListItem = z.infer<typeof depositListItem>;

export const depositsResponse = z.array(depositListItem);
export type DepositsResponse = z.infer<typeof depositsResponse>;

/** GET /deposits query. limit defaults to 50 on the service, at most 1000. */
export const depositsQuery = z.strictObject({
  limit: queryInt({ min: 1, max: 1000 }).optional(),
  skip: queryInt({ min: 0 }).optional(),
  depositor: anyAddressIn.optional(),
  address: anyAddressIn.optional(),
  sweepTxnRef: txnRefIn.optional(),
  ...legacyQueryFields,
});
export type DepositsQuery = z.input<typeof depositsQuery>;
