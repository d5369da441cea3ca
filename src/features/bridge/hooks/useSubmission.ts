// The sign-and-submit flow in React: wagmi's signTypedData behind the checks of
// signing/submit-flow.ts, with the step shown as progress and the outcome kept for the page.
import { useRef, useState } from 'react';
import type { TypedDataDefinition } from 'viem';
import { useConfig } from 'wagmi';
import { getAccount, signTypedData } from 'wagmi/actions';
import { submitExecution } from '../../../api/executions';
import { submitGasless } from '../../../api/gasless';
import { fetchTransfer } from '../../../api/transfers';
import type { TypedData } from '../../../contract/schemas/common';
import type { FlowDeps, FlowOutcome, FlowStep } from '../signing/submit-flow';

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

  const deps: FlowDeps = {
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
    onStep: (step) => setState({ kind: 'working', step }),
  };

  const run = async (flow: (deps: FlowDeps) => Promise<FlowOutcome>) => {
    if (busy.current) return; // one flow at a time: never two wallet prompts
    busy.current = true;
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
