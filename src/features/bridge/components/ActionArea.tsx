import { lazy, Suspense, useEffect } from 'react';
import { Button } from '../../../components/ui/Button';
import { Card } from '../../../components/ui/Card';
import { Notice } from '../../../components/ui/Notice';
import { T, useT } from '../../../i18n/useT';
import type { IntlShape } from 'react-intl';
import { ACTION_COPY, type ActionInput, type ActionState } from '../model/action-state';
import type { SignState } from '../model/sign-state';
import type { SubmissionState } from '../hooks/useSubmission';
import type { SignPlan } from '../signing/plan';
import type { Phrase } from '../model/messages';
import type { SendOptions } from './ReviewPanel';
import { useAtomicBatch } from '../hooks/useAtomicBatch';

// What follows a click (the review, its progress, its outcome) loads when it may be needed: the
// review once a wallet is connected, the rest once it is open. A first visit loads none of it.
const loadReview = () => import('./ReviewPanel');
const loadAfterSign = () =>
  Promise.all([import('./SubmissionProgress'), import('./OutcomeNotice')]);
const ReviewPanel = lazy(() => loadReview().then((m) => ({ default: m.ReviewPanel })));
const SubmissionProgress = lazy(() =>
  import('./SubmissionProgress').then((m) => ({ default: m.SubmissionProgress })),
);
const OutcomeNotice = lazy(() =>
  import('./OutcomeNotice').then((m) => ({ default: m.OutcomeNotice })),
);

interface ActionAreaProps {
  action: ActionState;
  actionInput: ActionInput;
  onConnect: () => void;
  onReview: () => void;
  onBack: () => void;
  onRefresh: () => void;
  /** Set while the person reviews what they will sign. */
  plan: SignPlan | null;
  refreshedDuringReview: boolean;
  signState: SignState;
  signingChainName: string;
  switching: boolean;
  switchError?: Phrase;
  onSign: () => void;
  onSwitch: () => void;
  submission: SubmissionState;
  onCheckAgain: () => void;
  onSubmitAgain: () => void;
  trackerHref?: string;
  unlimitedApproval: boolean;
  onUnlimitedApprovalChange: (unlimited: boolean) => void;
  /** For a quote funded by transaction: its network fee in words, and the coin it is paid in. */
  networkFee: { text: string; coin: string };
}

/** The approval a checked plan still needs on chain, if any (none for native ETH). */
function approvalToSend(plan: SignPlan | null) {
  if (plan?.kind !== 'tx' || !plan.check.ok || plan.approvalOnChain) return undefined;
  return plan.check.plan.approval;
}

function sendOptions(
  t: IntlShape,
  plan: SignPlan,
  props: ActionAreaProps,
  batched: boolean,
): SendOptions | undefined {
  if (plan.kind !== 'tx') return undefined;
  const approval = approvalToSend(plan);
  return {
    label: approval
      ? batched
        ? t.formatMessage({
            id: 'bridge.action.approveAndDepositBatched',
            defaultMessage: 'Approve and deposit in one step',
          })
        : t.formatMessage({
            id: 'bridge.action.approveAndDeposit',
            defaultMessage: 'Approve and deposit',
          })
      : t.formatMessage({
          id: 'bridge.action.depositFromWallet',
          defaultMessage: 'Deposit from wallet',
        }),
    ...(approval && { approvalSymbol: plan.quote.inputToken.symbol }),
    batched: approval !== undefined && batched,
    unlimited: props.unlimitedApproval,
    onUnlimitedChange: props.onUnlimitedApprovalChange,
    fee: props.networkFee.text,
    feeCoin: props.networkFee.coin,
  };
}

/** The one next step: connect, review, sign — or why not yet — and then progress. */
export function ActionArea(props: ActionAreaProps) {
  const t = useT();
  const { submission, plan } = props;
  const copy = ACTION_COPY[props.action];
  const reason = 'reason' in copy ? copy.reason(t, props.actionInput) : undefined;
  const outcome = submission.kind === 'finished' ? submission.outcome : undefined;
  const connected = props.actionInput.connected;
  // Asked only for a checked plan with an approval to send: a refused quote asks the wallet nothing.
  const batched = useAtomicBatch(
    plan?.check.ok ? plan.check.plan.chainId : undefined,
    approvalToSend(plan) !== undefined,
  );
  useEffect(() => {
    if (connected) void loadReview();
  }, [connected]);
  useEffect(() => {
    if (plan) void loadAfterSign();
  }, [plan]);
  return (
    <Card className="space-y-4 p-5 sm:p-6">
      <Suspense fallback={null}>
        {outcome && outcome.kind !== 'submitted' && outcome.kind !== 'refused' && (
          <OutcomeNotice
            outcome={outcome}
            signingChainName={props.signingChainName}
            onCheckAgain={props.onCheckAgain}
            onSubmitAgain={props.onSubmitAgain}
            trackerHref={props.trackerHref}
          />
        )}
        {props.refreshedDuringReview && !plan && submission.kind === 'idle' && (
          <Notice
            tone="info"
            title={t.formatMessage({
              id: 'bridge.action.refreshed.title',
              defaultMessage: 'The quote was refreshed',
            })}
            announce
          >
            <T
              id="bridge.action.refreshed.body"
              defaultMessage="Check the new figures, then review again."
            />
          </Notice>
        )}
        {submission.kind === 'working' ? (
          <SubmissionProgress step={submission.step} />
        ) : plan ? (
          <ReviewPanel
            send={sendOptions(t, plan, props, batched)}
            sections={plan.sections}
            problems={plan.check.ok ? [] : plan.check.problems}
            state={props.signState}
            signingChainName={props.signingChainName}
            signMarginMs={props.actionInput.signMarginMs}
            switching={props.switching}
            switchError={props.switchError}
            onSign={props.onSign}
            onSwitch={props.onSwitch}
            onBack={props.onBack}
            onRefresh={props.onRefresh}
          />
        ) : (
          <Button
            size="lg"
            block
            disabledReason={reason}
            onClick={props.action === 'connect' ? props.onConnect : props.onReview}
            data-action={props.action}
          >
            {t.formatMessage(copy.label)}
          </Button>
        )}
      </Suspense>
    </Card>
  );
}
