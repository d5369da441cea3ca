// The transaction path's entry, loaded on demand (hooks/useTransactionPath.ts): the checks and
// words of the review, and the approve-and-deposit flow. Everything here decodes calldata with
// viem's ABI coder, which the first page does not need.
import { checkTransactions } from './check-transactions';
import { describeTransactions } from './describe-transactions';
import { resumeReport, resumeWait, runTransactions } from './transaction-flow';

export { checkTransactions, describeTransactions, resumeReport, resumeWait, runTransactions };

/** This module, as the hooks hold it once loaded. */
export interface TransactionReview {
  checkTransactions: typeof checkTransactions;
  describeTransactions: typeof describeTransactions;
  runTransactions: typeof runTransactions;
  resumeWait: typeof resumeWait;
  resumeReport: typeof resumeReport;
}
