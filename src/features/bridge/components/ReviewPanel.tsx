import { useEffect, useId, useRef } from 'react';
import { Button } from '../../../components/ui/Button';
import { Icon } from '../../../components/ui/Icon';
import { SIGN_COPY, type SignState } from '../model/sign-state';
import type { SignSection } from '../signing/describe';
import type { Problem } from '../signing/fields';
import { RefusedNotice } from './RefusedNotice';
import { SignSummary } from './SignSummary';

interface ReviewPanelProps {
  sections: readonly SignSection[];
  problems: readonly Problem[];
  state: SignState;
  signingChainName: string;
  switching: boolean;
  switchError?: string;
  onSign: () => void;
  onSwitch: () => void;
  onBack: () => void;
  onRefresh: () => void;
}

/** Before the wallet opens: what will be signed, checked against the quote, and the Sign button. */
export function ReviewPanel(props: ReviewPanelProps) {
  const { state, problems } = props;
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const copy = SIGN_COPY[state];
  // Opening the review moves focus to it, so keyboard and screen-reader users start reading
  // what they are about to sign rather than staying on a button that has gone.
  useEffect(() => heading.current?.focus(), []);
  const wrongNetwork = state === 'wrong-network';
  return (
    <section aria-labelledby={headingId} className="space-y-4">
      <div className="flex items-center gap-2">
        <Icon name="shield" size={20} className="text-accent" />
        <h2 ref={heading} id={headingId} tabIndex={-1} className="text-lg font-semibold">
          What you are about to sign
        </h2>
      </div>
      {state === 'refused' ? (
        <RefusedNotice problems={problems} onRefresh={props.onRefresh} />
      ) : (
        <>
          <p className="text-sm text-muted">
            Ferry checked this against the quote above: same network, a contract on its allowlist,
            your wallet, the recipient and the amounts. Your wallet should show the same.
          </p>
          <SignSummary sections={props.sections} />
        </>
      )}
      {props.switchError && (
        <p role="alert" className="text-sm font-medium text-danger">
          {props.switchError}
        </p>
      )}
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:items-start sm:justify-between">
        <Button variant="ghost" onClick={props.onBack} disabled={state === 'working'}>
          Back to the quote
        </Button>
        <Button
          size="lg"
          className="w-full sm:w-auto"
          loading={state === 'working' || props.switching}
          disabledReason={copy.reason}
          onClick={wrongNetwork ? props.onSwitch : props.onSign}
        >
          {copy.label(props.signingChainName)}
        </Button>
      </div>
    </section>
  );
}
