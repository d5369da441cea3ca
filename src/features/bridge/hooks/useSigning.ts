// Review → sign → submit for the quote on screen: the checked plan, the Sign button's state,
// network switching, and what to do after a lost answer.
import { useSandboxChains } from '../../../api/rpc-chains';
import { useT } from '../../../i18n/useT';
import { loadWalletActions } from '../../../lib/wallet/load-wallet-actions';
import { rpcPath } from '../../../lib/wallet/wallet-chains';
import { useWalletAccount, useWalletConfig } from '../../../lib/wallet/wallet-context';
import { addChainParameter } from './useAddSandboxChain';
import { useRef, useState } from 'react';
import type { QuoteView } from '../model/quote-view';
import type { Freshness } from '../model/freshness';
import { signState } from '../model/sign-state';
import { fundedByTransaction } from '../signing/funding';
import type { PlanContext, SignPlan } from '../signing/plan';
import { loadSignaturePath, useSignaturePath, withSignature } from './useSignaturePath';
import { useAllowance } from './useAllowance';
import { useTransactionPath, withTransactions } from './useTransactionPath';
import type { RawQuote } from './useBridgeQuote';
import { useSubmission } from './useSubmission';
import { chainLabel } from '../model/route-options';
import type { Submitted } from '../model/submitted';
import { defineMessages } from 'react-intl';
import { phrase, sayPhrase, untyped, type Phrase } from '../model/messages';

const SWITCH = untyped(
  defineMessages({
    declined: {
      id: 'bridge.switch.declined',
      defaultMessage: 'You declined switching to {chain} in your wallet.',
    },
    failed: {
      id: 'bridge.switch.failed',
      defaultMessage:
        'Your wallet could not switch to {chain}. Switch it there yourself, then sign.',
    },
  }),
);

interface SigningInput {
  view: QuoteView | undefined;
  raw: RawQuote | undefined;
  stale: boolean;
  freshness: Freshness | undefined;
  /** Everything the check compares against; undefined until the form is complete. */
  context: Omit<PlanContext, 'outputAmount' | 'now'> | undefined;
  now: number;
  onSubmitted: (submitted: Submitted) => void;
}

export function useSigning(input: SigningInput) {
  const { view, raw, context } = input;
  const t = useT();
  const chainName = (chainId: number) => sayPhrase(t, chainLabel(chainId));
  const { chainId: walletChainId } = useWalletAccount();
  const config = useWalletConfig();
  const [switching, setSwitching] = useState(false);
  const sandboxChains = useSandboxChains();
  const [reviewId, setReviewId] = useState<string | null>(null);
  const [switchError, setSwitchError] = useState<Phrase>();
  // Off by default: an approval of exactly the amount sent, unless the person chooses otherwise.
  const [unlimitedApproval, setUnlimitedApproval] = useState(false);
  const started = useRef<SignPlan | null>(null);
  const submission = useSubmission((outcome) => {
    if (outcome.kind === 'submitted') {
      if (started.current) input.onSubmitted({ plan: started.current, outcome });
    } else if (outcome.kind !== 'refused') {
      setReviewId(null); // back to the quote, with the outcome's message
    }
  });

  const reviewing = view !== undefined && reviewId === view.id;
  // A quote funded by transaction is checked by the transaction path, loaded once such a quote
  // is on screen (it is not part of the first page); until then there is nothing to review.
  const review = useTransactionPath(raw?.kind === 'v1' && fundedByTransaction(raw.quote));
  // The checks and flows of signing load once a review is possible (a quote and a wallet).
  const signature = useSignaturePath(view !== undefined && context !== undefined);
  const checked =
    reviewing && raw && context && signature
      ? signature.planFor(
          raw,
          { ...context, outputAmount: view.outputAmount, now: input.now, unlimitedApproval },
          review,
        )
      : null;
  // An approval already on chain (sent before a reload) is not asked for again in the review.
  const approvalStep =
    checked?.kind === 'tx' && checked.check.ok ? checked.check.plan.approval : undefined;
  const allowance = useAllowance(context?.origin, approvalStep, context?.account);
  const plan =
    checked && signature ? signature.withApprovalOnChain(checked, allowance, review) : checked;
  const signingChainId = plan?.check.ok ? plan.check.plan.chainId : undefined;
  const state = signState({
    refused: plan !== null && !plan.check.ok,
    working: submission.state.kind === 'working',
    stale: input.stale,
    freshness: input.freshness ?? 'expired',
    walletChainId,
    signingChainId,
  });

  const sign = () => {
    if (!plan || state !== 'ready') return;
    started.current = plan;
    setSwitchError(undefined);
    if (plan.kind === 'v1') {
      const check = plan.check;
      void submission.run(
        withSignature((path, deps) => path.runTransfer(check, plan.quote.quoteId, deps)),
      );
    } else if (plan.kind === 'tx') {
      const check = plan.check;
      void submission.run(withTransactions((tx, deps) => tx.runTransactions(check, deps)));
    } else {
      const check = plan.check;
      void submission.run(withSignature((path, deps) => path.runGasless(check, deps)));
    }
  };

  const switchNetwork = async () => {
    // A wallet on the wrong network is a connected one, so its layer (and config) is loaded.
    if (signingChainId === undefined || !config) return;
    setSwitchError(undefined);
    setSwitching(true);
    try {
      // A wallet without the chain is offered it (EIP-3085); for a sandbox chain with Ferry's
      // RPC, or the wallet would add the real network under the same chain id.
      const sandbox = sandboxChains.data?.includes(signingChainId);
      const { switchChain } = await loadWalletActions();
      await switchChain(config, {
        chainId: signingChainId as never,
        ...(sandbox && {
          addEthereumChainParameter: addChainParameter({
            chainId: signingChainId,
            name: chainName(signingChainId),
            rpcUrl: window.location.origin + rpcPath(signingChainId),
          }),
        }),
      });
    } catch (error) {
      const name = chainLabel(signingChainId);
      const { isUserRejection } = await loadSignaturePath();
      setSwitchError(
        phrase(isUserRejection(error) ? SWITCH.declined : SWITCH.failed, { chain: name }),
      );
    } finally {
      setSwitching(false);
    }
  };

  const outcome = submission.state.kind === 'finished' ? submission.state.outcome : undefined;
  const resume = outcome?.kind === 'unconfirmed' ? outcome.resume : undefined;

  return {
    plan,
    reviewing,
    startReview: () => {
      submission.reset();
      if (view) setReviewId(view.id);
    },
    stopReview: () => setReviewId(null),
    /** The review was closed because the quote was replaced while it was open. */
    refreshedDuringReview: reviewId !== null && !reviewing && view !== undefined && !input.stale,
    signState: state,
    signingChainName: chainName(signingChainId ?? context?.origin ?? 0),
    switching,
    switchError,
    sign,
    switchNetwork,
    submission: submission.state,
    resetOutcome: submission.reset,
    checkAgain: () => {
      if (resume?.kind === 'execution') {
        void submission.run(
          withSignature((path, deps) =>
            path.confirmExecution(resume.orderId, resume.signature, deps),
          ),
        );
      } else if (resume?.kind === 'wait') {
        void submission.run(withTransactions((tx, deps) => tx.resumeWait(resume, deps)));
      }
    },
    submitAgain: () => {
      if (resume?.kind === 'execution') {
        void submission.run(
          withSignature((path, deps) =>
            path.submitExecutionOnce(resume.orderId, resume.signature, deps),
          ),
        );
      } else if (resume?.kind === 'gasless') {
        void submission.run(
          withSignature((path, deps) => path.submitGaslessOnce(resume.body, resume.ref, deps)),
        );
      } else if (resume?.kind === 'txnRef') {
        void submission.run(withTransactions((tx, deps) => tx.resumeReport(resume, deps)));
      }
    },
    resume,
    unlimitedApproval,
    setUnlimitedApproval,
  };
}
