import type { QuoteResponse } from '../../../contract/schemas/v1-quotes';

/** A quote that asks the wallet to send something rather than only sign. */
export const fundedByTransaction = (quote: QuoteResponse) =>
  quote.nextActions.some((a) => a.kind === 'send_transaction' || a.kind === 'approval');
