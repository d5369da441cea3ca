// The responses the BFF makes up itself around executions. Each parses with the row's tolerant
// response schema, so the typed client needs no special case:
// - "unknown" 202: the service did not confirm a submission in time. `state: "unknown"` reads
//   as "unknown" through the open enum; the body says to follow the transfer (docs/reliability.md#unknown-outcomes-are-reconciled-not-resent).
// - "indexing" transfer: a 200 transfer built from the recorded quote, `status.state:
//   "indexing"`, while the service has not indexed a fresh submission yet (docs/reliability.md#a-new-transfer-is-indexing-not-failed).
import { endpoints } from '../../../contract/endpoints';
import { Failure } from '../../../contract/failure';
import { jsonReply, refusal, type Reply } from '../proxy/reply';
import { mirrorPath } from '../proxy/route';

const iso = (ms: number) => new Date(ms).toISOString();
const transferPath = (orderId: string) =>
  mirrorPath(endpoints.getTransfer.path.replace('{orderId}', orderId));

export function unknownOutcome(orderId: string, submittedAt: number): Reply {
  return jsonReply(202, {
    orderId,
    state: 'unknown',
    acceptedAt: iso(submittedAt),
    submittedAt: iso(submittedAt),
    message:
      'The service did not confirm this submission in time. It was not sent again; follow the transfer to see whether it was accepted.',
    next: { method: 'GET', path: transferPath(orderId) },
  });
}

/** A submission confirmed by reading the transfer (it has moved past "quoted"). */
export function reconciledAcceptance(orderId: string, acceptedAt: string): Reply {
  return jsonReply(202, { orderId, state: 'submitted', acceptedAt, reconciled: true });
}

export function quoteExpired(expiresAt: number, requestId: string): Reply {
  const message = `The quote expired at ${iso(expiresAt)}; request a new one`;
  return refusal('v1-code', new Failure(410, 'QUOTE_EXPIRED', message), requestId);
}

/** A quote's tokens, amounts and parties, as an order and its transfer both carry them. */
const whatMoves = (quote: Record<string, unknown>) => ({
  inputToken: quote.inputToken,
  outputToken: quote.outputToken,
  inputAmount: quote.inputAmount,
  outputAmount: quote.outputAmount,
  depositor: quote.depositor,
  recipient: quote.recipient,
});

/**
 * What the BFF keeps of a quote passing through: the fields of an "indexing" transfer and its
 * expiry. The signing payloads (typed data, next actions) are most of a quote's bytes and the
 * BFF never reads them back; leaving them out makes the record a fifth of the size, and that
 * record is written on the hottest path a person drives (docs/benchmarks.md, side by side).
 */
export function quoteSummary(quote: Record<string, unknown>): Record<string, unknown> {
  const kept = {
    quoteId: quote.quoteId,
    externalId: quote.externalId ?? null,
    ...whatMoves(quote),
    createdAt: quote.createdAt,
    expiresAt: quote.expiresAt,
  };
  return kept;
}

/** Transfer-shaped "indexing" response from the quote the BFF saw pass through. */
export function indexingTransfer(
  quote: Record<string, unknown>,
  orderId: string,
  submittedAt: number,
  now: number,
): unknown {
  return {
    orderId,
    externalId: quote.externalId ?? null,
    status: {
      state: 'indexing',
      reason: null,
      description: 'Submitted moments ago; the service has not indexed this transfer yet.',
      isTerminal: false,
      finalized: false,
    },
    ...whatMoves(quote),
    deposit: null,
    fill: null,
    refund: null,
    history: [
      { state: 'quoted', at: quote.createdAt, reason: null },
      { state: 'submitted', at: iso(submittedAt), reason: null },
    ],
    createdAt: quote.createdAt,
    updatedAt: iso(now),
    expiresAt: quote.expiresAt,
    indexing: true,
  };
}

/** Without a recorded quote: a distinct code the client can tell from "not found". */
export function indexingRefusal(requestId: string): Reply {
  const f = new Failure(
    404,
    'TRANSFER_INDEXING',
    'Submitted moments ago; the service has not indexed this transfer yet',
    undefined,
    { 'retry-after': '5' },
  );
  return refusal('v1-transfer', f, requestId);
}
