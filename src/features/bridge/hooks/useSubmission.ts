// The sign-and-submit flow in React: wagmi's signTypedData behind the checks of
// signing/submit-flow.ts, with the step shown as progress and the outcome kept for the page.
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import type { Address, TypedDataDefinition } from 'viem';
import type { Config } from 'wagmi';
import { loadWalletActions } from '../../../lib/wallet/load-wallet-actions';
import { useWalletAccount, useWalletConfig } from '../../../lib/wallet/wallet-context';
import { submitGasless } from '../../../api/gasless';
import { fetchTransfer } from '../../../api/transfers';
import type { TypedData } from '../../../contract/schemas/common';
import type { FlowDeps, FlowOutcome, FlowStep } from '../signing/submit-flow';
import { AccountChangedError, WrongNetworkError } from '../signing/wallet-errors';
import type { TxDeps } from '../signing/transaction-flow';
import { batchingOn, markBatchDeclined } from './useAtomicBatch';

export type SubmissionState =
  | { kind: 'idle' }
  | { kind: 'working'; step: FlowStep }
  | { kind: 'finished'; outcome: FlowOutcome };

/** A flow only starts with a wallet connected, so the wallet layer (and its config) is loaded. */
function loaded(config: Config | undefined): Config {
  if (!config) throw new Error('No wallet is connected');
  return config;
}

// Loaded by the flow that sends it, not with the first page: its idempotency key hashes with
// viem's keccak256, whose code the page has no other use for.
const loadExecutions = () => import('../../../api/executions');

type GetAccount = Awaited<ReturnType<typeof loadWalletActions>>['getAccount'];

export function useSubmission(onOutcome: (outcome: FlowOutcome) => void) {
  const config = useWalletConfig();
  const queryClient = useQueryClient();
  const { address } = useWalletAccount();
  const [state, setState] = useState<SubmissionState>({ kind: 'idle' });
  const busy = useRef(false);

  // The account the flow started with: a change mid-flow stops it before the next request.
  const startedWith = useRef<string | undefined>(undefined);
  const walletOn = (getAccount: GetAccount, chainId: number) => {
    const account = getAccount(loaded(config));
    if (!account.address) throw new Error('No wallet is connected');
    if (startedWith.current && account.address.toLowerCase() !== startedWith.current) {
      throw new AccountChangedError();
    }
    if (account.chainId !== chainId) throw new WrongNetworkError(chainId);
    return account.address;
  };

  const deps: FlowDeps & { transactions: () => Promise<TxDeps> } = {
    sign: async (typedData: TypedData, chainId: number) => {
      const { getAccount, signTypedData } = await loadWalletActions();
      const account = getAccount(loaded(config));
      if (!account.address) throw new Error('No wallet is connected');
      if (account.chainId !== chainId) throw new WrongNetworkError(chainId);
      return signTypedData(loaded(config), {
        account: account.address,
        ...(typedData as unknown as TypedDataDefinition),
      });
    },
    submitExecution: async (args) => (await loadExecutions()).submitExecution(args),
    fetchTransfer: (orderId) => fetchTransfer(orderId),
    submitGasless: (body) => submitGasless(body),
    onStep: (step) => setState({ kind: 'working', step }),
    // The transaction path loads when a flow needs it, not with the first page.
    transactions: async () => {
      const [{ transactionWallet }, { batchWallet }, { getAccount }] = await Promise.all([
        import('./transaction-wallet'),
        import('./batch-wallet'),
        loadWalletActions(),
      ]);
      const on = (chainId: number) => walletOn(getAccount, chainId);
      const account = startedWith.current as Address | undefined;
      return {
        ...transactionWallet(loaded(config), on),
        // The same answer the review showed (useAtomicBatch), from the same cache.
        ...(account && {
          batch: batchWallet(loaded(config), on, {
            atomicOn: (chainId) => batchingOn(queryClient, loaded(config), account, chainId),
            declined: (chainId) => markBatchDeclined(queryClient, account, chainId),
          }),
        }),
        reportDeposit: async (args) => (await loadExecutions()).reportDeposit(args),
        onStep: (step) => setState({ kind: 'working', step }),
      };
    },
  };

  const run = async (
    flow: (deps: FlowDeps & { transactions: () => Promise<TxDeps> }) => Promise<FlowOutcome>,
  ) => {
    if (busy.current) return; // one flow at a time: never two wallet prompts
    busy.current = true;
    startedWith.current = address?.toLowerCase();
    setState({ kind: 'working', step: { kind: 'signing', index: 0, total: 1 } });
    try {
      const outcome = await flow(deps);
      setState({ kind: 'finished', outcome });
      onOutcome(outcome);
    } finally {
      busy.current = false;
    }
  };

  return { state, run, reset: () => setState({ kind: 'idle' }) };
}
