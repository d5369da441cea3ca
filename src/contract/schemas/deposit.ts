// GET /deposit (docs/interface-decisions.md#legacy-query-parameters): one deposit by
// exactly one selector.
import { z } from 'zod';
import {
  chainIdOut,
  hash32,
  intOut,
  nullishScalar,
  queryChainId,
  queryInt,
  timestamp,
  txnRefIn,
} from '../primitives';
import { legacyQueryFields, legacyRequestId } from './common';
import { depositListFields } from './deposits';
import { responseObject } from './response-object';

const nullableString = z.string().nullish();

/** The single-deposit record: the list record plus the fields GET /deposit adds. */
export const depositDetail = responseObject({
  ...depositListFields,
  depositAddress: nullableString,
  sweepTxnRef: nullableString,
  depositRefundAddress: nullableString,
  actionsTargetRecipient: nullableString,
  actionsTargetToken: nullableString,
  actionsTargetAmount: nullishScalar,
  actionsTargetTxnRef: nullableString,
  actionsTargetBlockTimestamp: timestamp.nullish(),
  actionsTargetChainId: chainIdOut.nullish(),
  swapOutputToken: nullableString,
  swapOutputTokenAmount: nullishScalar,
  depositTxHash: nullableString, // deprecated; depositTxnRef is the reference to use
  depositRefundTxHash: nullableString,
  fillBlockNumber: intOut.nullish(),
  fillTx: nullishScalar,
});
export type DepositDetail = z.infer<typeof depositDetail>;

export const depositResponse = responseObject({
  deposit: depositDetail,
  // Several transfers can share one transaction (a sweep); index walks them.
  pagination: responseObject({ currentIndex: intOut, maxIndex: intOut }),
  id: legacyRequestId,
});
export type DepositResponse = z.infer<typeof depositResponse>;

export const depositQuery = z.strictObject({
  depositTxnRef: txnRefIn.optional(),
  depositTxHash: hash32.optional(),
  depositId: z.string().regex(/^\d+$/, 'Expected a decimal deposit id').optional(),
  originChainId: queryChainId.optional(),
  relayDataHash: hash32.optional(),
  sweepTxnRef: txnRefIn.optional(),
  index: queryInt({ min: 0 }).optional(),
  ...legacyQueryFields,
});
export type DepositQuery = z.input<typeof depositQuery>;

export type DepositSelector =
  'depositTxnRef' | 'depositTxHash' | 'depositIdAndOriginChainId' | 'relayDataHash' | 'sweepTxnRef';

export type DepositSelectorResult =
  { ok: true; selector: DepositSelector } | { ok: false; reason: string };

type SelectorKey =
  | 'depositTxnRef'
  | 'depositTxHash'
  | 'depositId'
  | 'originChainId'
  | 'relayDataHash'
  | 'sweepTxnRef';
/** Any query-like object (raw strings or parsed values); other keys such as index are ignored. */
type SelectorFields = Readonly<Partial<Record<SelectorKey, unknown>> & Record<string, unknown>>;

/**
 * The one-selector rule of GET /deposit, shared by the embedded service (which responds with
 * IncorrectQueryParamsException with `reason`) and the explorer UI (which explains it).
 * depositId and originChainId together count as one selector; index is pagination, not one.
 */
export function depositSelector(query: SelectorFields): DepositSelectorResult {
  const has = (k: SelectorKey) => query[k] !== undefined && query[k] !== '';
  if (has('depositId') !== has('originChainId')) {
    return { ok: false, reason: 'depositId and originChainId must be used together' };
  }
  const used: DepositSelector[] = [];
  if (has('depositTxnRef')) used.push('depositTxnRef');
  if (has('depositTxHash')) used.push('depositTxHash');
  if (has('depositId')) used.push('depositIdAndOriginChainId');
  if (has('relayDataHash')) used.push('relayDataHash');
  if (has('sweepTxnRef')) used.push('sweepTxnRef');
  const [first, ...rest] = used;
  if (first === undefined) {
    return {
      ok: false,
      reason:
        'Provide one of depositTxnRef, depositTxHash, depositId with originChainId, relayDataHash or sweepTxnRef',
    };
  }
  if (rest.length > 0) {
    return {
      ok: false,
      reason: used.includes('sweepTxnRef')
        ? 'sweepTxnRef cannot be combined with another selector'
        : `Provide only one selector, got ${used.join(', ')}`,
    };
  }
  return { ok: true, selector: first };
}
