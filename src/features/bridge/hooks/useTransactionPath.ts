// Loads the transaction path (signing/transaction-review.ts) when a quote funded by transaction
// is on screen, so the first page carries only the signature path.
import { useEffect, useState } from 'react';
import type { FlowDeps, FlowOutcome } from '../signing/submit-flow';
import type { TxDeps } from '../signing/transaction-flow';
import type { TransactionReview } from '../signing/transaction-review';

const load = () => import('../signing/transaction-review');

export function useTransactionPath(needed: boolean): TransactionReview | undefined {
  const [path, setPath] = useState<TransactionReview>();
  useEffect(() => {
    if (!needed || path) return;
    let live = true;
    void load().then((module) => live && setPath(module));
    return () => {
      live = false;
    };
  }, [needed, path]);
  return path;
}

/** A flow that runs on the transaction path with the wallet's transaction deps, both loaded. */
export const withTransactions =
  (flow: (path: TransactionReview, deps: TxDeps) => Promise<FlowOutcome>) =>
  async (deps: FlowDeps & { transactions: () => Promise<TxDeps> }) => {
    const [path, tx] = await Promise.all([load(), deps.transactions()]);
    return flow(path, tx);
  };
