import { useRef } from 'react';
import { Button } from '../../../components/ui/Button';
import { Notice } from '../../../components/ui/Notice';
import { useErrorCopy } from '../../../api/error-copy';
import { isServiceError } from '../../../contract/errors';
import { T, useT } from '../../../i18n/useT';
import { useTakeFocus } from '../../../lib/focus-handoff';
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

/**
 * Back at the quote after the wallet said no or the service did: what happened, what next. The
 * review that held focus is gone by then; focus comes here rather than falling to <body>.
 */
export function OutcomeNotice(props: OutcomeNoticeProps) {
  const box = useRef<HTMLDivElement>(null);
  useTakeFocus(box, true);
  return (
    <div ref={box} tabIndex={-1} className="rounded-xl">
      <OutcomeNoticeBody {...props} />
    </div>
  );
}

function OutcomeNoticeBody({ outcome, signingChainName, ...actions }: OutcomeNoticeProps) {
  const describeError = useErrorCopy();
  const t = useT();
  if (isTransactionOutcome(outcome) || outcome.kind === 'approved') {
    return <TransactionOutcome outcome={outcome} {...actions} />;
  }
  if (outcome.kind === 'rejected') {
    return (
      <Notice
        tone="warning"
        title={t.formatMessage({
          id: 'bridge.outcome.declined.title',
          defaultMessage: 'You declined the signature in your wallet',
        })}
        announce
      >
        <T
          id="bridge.outcome.declined.body"
          defaultMessage="Nothing was signed or sent. The quote is still here: sign again when you are ready."
        />
      </Notice>
    );
  }
  if (outcome.kind === 'failed') {
    const { error } = outcome;
    if (error.name === 'WrongNetworkError') {
      return (
        <Notice
          tone="warning"
          title={t.formatMessage({
            id: 'bridge.outcome.wrongNetwork.title',
            defaultMessage: 'Your wallet is on another network',
          })}
          announce
        >
          <T
            id="bridge.outcome.wrongNetwork.body"
            defaultMessage="Nothing more was signed or sent. Switch it to {chain} and try again."
            values={{ chain: signingChainName }}
          />
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
      <Notice
        tone="danger"
        title={t.formatMessage({
          id: 'bridge.outcome.signFailed.title',
          defaultMessage: 'Your wallet could not sign',
        })}
        announce
      >
        <T
          id="bridge.outcome.signFailed.body"
          defaultMessage="Nothing was sent. Try again, or disconnect and reconnect your wallet."
        />
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
  const t = useT();
  const gasless = outcome.resume.kind === 'gasless';
  // Resubmitting is offered only once the service has shown it does not have the transfer
  // (or, for gasless, because the service answers the same deposit for the same signatures).
  const canResubmit = gasless || !outcome.checkFailed;
  return (
    <Notice
      tone="warning"
      title={t.formatMessage({
        id: 'bridge.outcome.unconfirmed.title',
        defaultMessage: 'Ferry could not confirm your transfer yet',
      })}
      announce
    >
      <p>
        {outcome.checkFailed
          ? t.formatMessage({
              id: 'bridge.outcome.unconfirmed.checkFailed',
              defaultMessage:
                'The service did not answer, and Ferry could not read the transfer’s state either. It may have gone through: check again before doing anything else.',
            })
          : gasless
            ? t.formatMessage({
                id: 'bridge.outcome.unconfirmed.gasless',
                defaultMessage:
                  'The service did not answer. Submitting again is safe: the same signature can only make one deposit.',
              })
            : t.formatMessage({
                id: 'bridge.outcome.unconfirmed.notRecorded',
                defaultMessage:
                  'The service has not recorded your signed transfer. Submitting it again is safe: the same signature can only be used once.',
              })}
      </p>
      <div className="mt-3 flex flex-wrap gap-2">
        {!gasless && (
          <Button size="sm" variant="secondary" onClick={onCheckAgain}>
            <T id="bridge.outcome.checkAgain" defaultMessage="Check again" />
          </Button>
        )}
        {canResubmit && (
          <Button size="sm" onClick={onSubmitAgain}>
            <T id="bridge.outcome.submitAgain" defaultMessage="Submit again" />
          </Button>
        )}
        {trackerHref && (
          <a
            href={trackerHref}
            className="inline-flex h-8 items-center px-3 text-sm font-medium text-accent underline"
          >
            <T id="bridge.outcome.openTracker" defaultMessage="Open the tracker" />
          </a>
        )}
      </div>
    </Notice>
  );
}
