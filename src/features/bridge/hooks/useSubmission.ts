// The sign-and-submit flow in React: wagmi's signTypedData behind the checks of
// signing/submit-flow.ts, with the step shown as progress and the outcome kept for the page.
import { useRef, useState } from 'react';
import { encodeFunctionData, erc20Abi, type TypedDataDefinition } from 'viem';
import { useConfig } from 'wagmi';
import {
  estimateGas,
  getAccount,
  getClient,
  sendTransaction,
  getPublicClient,
  signTypedData,
} from 'wagmi/actions';
import { reportDeposit, submitExecution } from '../../../api/executions';
import { submitGasless } from '../../../api/gasless';
import { fetchTransfer } from '../../../api/transfers';
import type { TypedData } from '../../../contract/schemas/common';
import type { FlowDeps, FlowOutcome, FlowStep } from '../signing/submit-flow';
import { readQuantity } from '../model/balance-read';
import { AccountChangedError } from '../signing/transaction-errors';
import type { MinedTransaction, TxDeps } from '../signing/transaction-flow';

/** How long a sent transaction may stay unmined before the page offers to wait again. */
const MINING_TIMEOUT_MS = 10 * 60_000;

export type SubmissionState =
  | { kind: 'idle' }
  | { kind: 'working'; step: FlowStep }
  | { kind: 'finished'; outcome: FlowOutcome };

/** The wallet moved to another network between the check and the signature. */
export class WrongNetworkError extends Error {
  override readonly name = 'WrongNetworkError';
  constructor(readonly expectedChainId: number) {
    super(`The wallet is not on chain ${expectedChainId}`);
  }
}

export function useSubmission(onOutcome: (outcome: FlowOutcome) => void) {
  const config = useConfig();
  const [state, setState] = useState<SubmissionState>({ kind: 'idle' });
  const busy = useRef(false);

  // The account the flow started with: a change mid-flow stops it before the next request.
  const startedWith = useRef<string | undefined>(undefined);
  const walletOn = (chainId: number) => {
    const account = getAccount(config);
    if (!account.address) throw new Error('No wallet is connected');
    if (startedWith.current && account.address.toLowerCase() !== startedWith.current) {
      throw new AccountChangedError();
    }
    if (account.chainId !== chainId) throw new WrongNetworkError(chainId);
    return account.address;
  };

  const deps: FlowDeps & TxDeps = {
    sign: async (typedData: TypedData, chainId: number) => {
      const account = getAccount(config);
      if (!account.address) throw new Error('No wallet is connected');
      if (account.chainId !== chainId) throw new WrongNetworkError(chainId);
      return signTypedData(config, {
        account: account.address,
        ...(typedData as unknown as TypedDataDefinition),
      });
    },
    submitExecution: (args) => submitExecution(args),
    fetchTransfer: (orderId) => fetchTransfer(orderId),
    submitGasless: (body) => submitGasless(body),
    // A plain eth_call, not readContract: wagmi batches contract reads through Multicall3, which
    // not every chain has (the embedded service's sandbox chains do not).
    readAllowance: async ({ chainId, token, spender }) => {
      const client = getClient(config, { chainId: chainId as never });
      if (!client) throw new WrongNetworkError(chainId);
      const data = encodeFunctionData({
        abi: erc20Abi,
        functionName: 'allowance',
        args: [walletOn(chainId), spender],
      });
      const request = client.request as (a: {
        method: string;
        params: unknown[];
      }) => Promise<unknown>;
      return readQuantity(
        await request({ method: 'eth_call', params: [{ to: token, data }, 'latest'] }),
      );
    },
    estimateGas: ({ chainId, to, data, value }) =>
      estimateGas(config, {
        chainId: chainId as never,
        account: walletOn(chainId),
        to,
        data,
        value,
      }),
    sendTransaction: ({ chainId, to, data, value, gas }) =>
      sendTransaction(config, {
        chainId: chainId as never,
        account: walletOn(chainId),
        to,
        data,
        value,
        ...(gas !== undefined && { gas }),
      }),
    waitForTransaction: async ({ chainId, hash, onReplaced }) => {
      let replaced: MinedTransaction['replaced'];
      // viem's own wait, not wagmi's action: that one throws on a reverted receipt, and a revert
      // is an answer the page explains, not a failure to learn the outcome.
      const client = getPublicClient(config, { chainId: chainId as never });
      if (!client) throw new WrongNetworkError(chainId);
      const receipt = await client.waitForTransactionReceipt({
        hash,
        timeout: MINING_TIMEOUT_MS,
        onReplaced: (r) => {
          replaced = r.reason;
          onReplaced(r.transaction.hash);
        },
      });
      return {
        status: receipt.status,
        hash: receipt.transactionHash,
        ...(replaced && { replaced }),
      };
    },
    reportDeposit: (args) => reportDeposit(args),
    onStep: (step) => setState({ kind: 'working', step }),
  };

  const run = async (flow: (deps: FlowDeps & TxDeps) => Promise<FlowOutcome>) => {
    if (busy.current) return; // one flow at a time: never two wallet prompts
    busy.current = true;
    startedWith.current = getAccount(config).address?.toLowerCase();
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
