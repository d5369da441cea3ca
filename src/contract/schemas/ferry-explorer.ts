// Wire shapes of the explorer's search box (GET /api/ferry/explorer/search), Ferry's own endpoint:
// one request per search, which the BFF fans out to the service (a 32-byte hash is tried as a
// deposit transaction, a relay-data hash, an order id and a sweep transaction at once) and which
// costs the public search budget once. Nothing found is an empty list, never a 404.
import { z } from 'zod';
import { hash32, queryChainId, txnRefIn, UINT256_DIGITS } from '../primitives';
import { depositDetail } from './deposit';
import { transferState } from './v1-transfers';

export { EXPLORER_SEARCH_PATH } from '../own-call-routes';

/**
 * How a deposit matched what was searched. The fill, refund and approval transactions are found
 * only on the embedded service (its GET /sandbox/deposits-by-txn/{hash}); on the real service a
 * chain's public explorer shows them.
 */
export const matchVia = z.enum([
  'depositTxnRef',
  'relayDataHash',
  'orderId',
  'sweepTxnRef',
  'depositId',
  'fillTxnRef',
  'refundTxnRef',
  'approvalTxnRef',
]);
export type MatchVia = z.infer<typeof matchVia>;

/** Exactly one of: a 32-byte hash, another chain's transaction reference, a deposit id. */
export const explorerSearchQuery = z
  .strictObject({
    hash: hash32.optional().describe('A 32-byte hash: transaction, relay-data hash or order id'),
    txnRef: z
      .union(txnRefIn.options, { error: 'Expected a transaction hash or signature' })
      .optional()
      .describe('A deposit transaction on a non-EVM chain'),
    depositId: z
      .string()
      .regex(UINT256_DIGITS, 'Expected a decimal deposit id')
      .optional()
      .describe('A deposit id, with originChainId'),
    originChainId: queryChainId.optional(),
  })
  .refine(
    (q) =>
      [q.hash, q.txnRef, q.depositId].filter((v) => v !== undefined).length === 1 &&
      (q.depositId === undefined) === (q.originChainId === undefined),
    'Give exactly one of hash, txnRef or depositId (with originChainId)',
  );
export type ExplorerSearchQuery = z.input<typeof explorerSearchQuery>;

export const explorerMatch = z.object({
  via: matchVia,
  /** Every deposit it matched, as the service's single-deposit records. */
  deposits: z.array(depositDetail),
  /** Set when it is an order id: the transfer's state (maybe not deposited yet). */
  order: z
    .object({ orderId: z.string(), state: z.union([z.literal('indexing'), transferState]) })
    .optional(),
});
export type ExplorerMatch = z.infer<typeof explorerMatch>;

export const explorerSearchResponse = z.object({
  matches: z.array(explorerMatch),
  /** Lookups that failed while others responded: the matches may be incomplete. */
  unanswered: z.array(matchVia),
});
export type ExplorerSearchResponse = z.infer<typeof explorerSearchResponse>;

/** Ways the embedded service finds a deposit by a transaction that is not its deposit. */
export const SANDBOX_TXN_VIAS = ['fillTxnRef', 'refundTxnRef', 'approvalTxnRef'] as const;
export type SandboxTxnVia = (typeof SANDBOX_TXN_VIAS)[number];

/** GET /sandbox/deposits-by-txn/{hash} on the embedded service: deposits as GET /deposit sends them. */
export const sandboxTxnMatches = z.object({
  matches: z.array(z.object({ via: z.enum(SANDBOX_TXN_VIAS), deposits: z.array(depositDetail) })),
});
export type SandboxTxnMatchesWire = z.input<typeof sandboxTxnMatches>;
