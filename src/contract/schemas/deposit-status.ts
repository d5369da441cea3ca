// GET /deposit/status (docs/interface-decisions.md#deposit-statuses): the
// indexer's short response for one deposit, which the official client's getFillByDepositTx and
// getDeposit read (status, fillTx, actionsSucceeded). Errors in the indexer's {error, message}.
import { z } from 'zod';
import { chainIdOut, intOut, nullishScalar, uint256Digits } from '../primitives';
import { legacyRequestId } from './common';
import { depositQuery } from './deposit';
import { depositStatus } from './deposits';
import { responseObject } from './response-object';

const nullableString = z.string().nullish();

export const depositStatusResponse = responseObject({
  /** "pending" where /deposit says "unfilled"; deposit-pending / deposit-failed for gasless. */
  status: depositStatus,
  originChainId: chainIdOut,
  // A CCTP transfer's nonce stands here; some responses send it as a number.
  depositId: z.union([z.string(), z.number().transform(String)]).nullish(),
  destinationChainId: chainIdOut.nullish(),
  depositTxnRef: nullableString,
  depositTxHash: nullableString, // deprecated names of the same references
  fillTxnRef: nullableString,
  fillTx: nullableString,
  depositRefundTxnRef: nullableString,
  depositRefundTxHash: nullableString,
  // true/false only for a filled deposit with actions; the OAS example has the text "null,".
  actionsSucceeded: nullishScalar,
  pagination: responseObject({ currentIndex: intOut, maxIndex: intOut }),
  id: legacyRequestId,
});
export type DepositStatusResponse = z.infer<typeof depositStatusResponse>;

/**
 * The selectors of GET /deposit but sweepTxnRef (the real status endpoint has none); a deposit
 * id is a uint256, so more than 78 digits is refused rather than looked up.
 */
export const depositStatusQuery = depositQuery
  .omit({ sweepTxnRef: true })
  .extend({ depositId: uint256Digits.optional() });
export type DepositStatusQuery = z.input<typeof depositStatusQuery>;
