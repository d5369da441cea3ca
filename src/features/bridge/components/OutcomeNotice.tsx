import { Button } from '../../../components/ui/Button';
import { Notice } from '../../../components/ui/Notice';
import { describeError } from '../../../contract/error-copy';
import { isServiceError } from '../../../contract/errors';
import type { FlowOutcome } from '../signing/submit-flow';
import { isTransactionOutcome, TransactionOutcome } from './TransactionOutcome';

type Shown = Exclude<FlowOutcome, { kind: 'submitted' } | { kind: 'refused' }>;

interface OutcomeNoticeProps {
  outcome: Shown;
  signingChainName: string;
  onCheckAgain: () => void;
  onSubmitAgain: () => void;
  trackerHref?: string;
}

/** Back at the quote after the wallet said no or the service did: what happened, what next. */
export function OutcomeNotice({ outcome, signingChainName, ...actions }: OutcomeNoticeProps) {
  if (isTransactionOutcome(outcome) || outcome.kind === 'approved') {
    return <TransactionOutcome outcome={outcome} {...actions} />;
  }
  if (outcome.kind === 'rejected') {
    return (
      <Notice tone="warning" title="You declined the signature in your wallet" announce>
        Nothing was signed or sent. The quote is still here: sign again when you are ready.
      </Notice>
    );
  }
  if (outcome.kind === 'failed') {
    const { error } = outcome;
    if (error.name === 'WrongNetworkError') {
      return (
        <Notice tone="warning" title="Your wallet is on another network" announce>
          Nothing more was signed or sent. Switch it to {signingChainName} and try again.
        </Notice>
      );
    }
    if (isServiceError(error) || 'code' in error) {
      const copy = describeError(
        isServiceError(error) ? error : { code: String((error as { code: unknown }).code) },
      );
      return (
        <Notice tone="danger" title={copy.title} announce>
          <p>{copy.message}</p>
          <p className="mt-1 font-medium">{copy.action}</p>
        </Notice>
      );
    }
    return (
      <Notice tone="danger" title="Your wallet could not sign" announce>
        Nothing was sent. Try again, or disconnect and reconnect your wallet.
      </Notice>
    );
  }
  return <UnconfirmedNotice outcome={outcome} {...actions} />;
}

function UnconfirmedNotice({
  outcome,
  onCheckAgain,
  onSubmitAgain,
  trackerHref,
}: { outcome: Extract<FlowOutcome, { kind: 'unconfirmed' }> } & Omit<
  OutcomeNoticeProps,
  'outcome' | 'signingChainName'
>) {
  const gasless = outcome.resume.kind === 'gasless';
  // Resubmitting is offered only once the service has shown it does not have the transfer
  // (or, for gasless, because the service answers the same deposit for the same signatures).
  const canResubmit = gasless || !outcome.checkFailed;
  return (
    <Notice tone="warning" title="Ferry could not confirm your transfer yet" announce>
      <p>
        {outcome.checkFailed
          ? 'The service did not answer, and Ferry could not read the transfer’s state either. It may have gone through: check again before doing anything else.'
          : gasless
            ? 'The service did not answer. Submitting again is safe: the same signature can only make one deposit.'
            : 'The service has not recorded your signed transfer. Submitting it again is safe: the same signature can only be used once.'}
      </p>
      <div className="mt-3 flex flex-wrap gap-2">
        {!gasless && (
          <Button size="sm" variant="secondary" onClick={onCheckAgain}>
            Check again
          </Button>
        )}
        {canResubmit && (
          <Button size="sm" onClick={onSubmitAgain}>
            Submit again
          </Button>
        )}
        {trackerHref && (
          <a
            href={trackerHref}
            className="inline-flex h-8 items-center px-3 text-sm font-medium text-accent underline"
          >
            Open the tracker
          </a>
        )}
      </div>
    </Notice>
  );
}
