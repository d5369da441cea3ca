import { useEffect, useId, useRef } from 'react';
import { Button } from '../../../components/ui/Button';
import { Icon } from '../../../components/ui/Icon';
import { T, useT } from '../../../i18n/useT';
import { SIGN_COPY, type SignState } from '../model/sign-state';
import type { SignSection } from '../signing/describe';
import type { Problem } from '../signing/fields';
import { sayPhrase, type Phrase } from '../model/messages';
import { RefusedNotice } from './RefusedNotice';
import { SignSummary } from './SignSummary';

/** For a quote funded by transaction: what the wallet sends instead of signing. */
export interface SendOptions {
  /** The button's words: "Approve and deposit" or "Deposit". */
  label: string;
  /** The token an approval is for, when the quote needs one. */
  approvalSymbol?: string;
  /** The wallet sends the approval and the deposit together, with one confirmation. */
  batched?: boolean;
  unlimited: boolean;
  onUnlimitedChange: (unlimited: boolean) => void;
  /** The network fee in the native coin and USD, or why it is not known yet. */
  fee: string;
  feeCoin: string;
}

interface ReviewPanelProps {
  send?: SendOptions;
  sections: readonly SignSection[];
  problems: readonly Problem[];
  state: SignState;
  signingChainName: string;
  /** The quote's signing margin (freshness.ts), said when it is too close to expiry. */
  signMarginMs?: number;
  switching: boolean;
  switchError?: Phrase;
  onSign: () => void;
  onSwitch: () => void;
  onBack: () => void;
  onRefresh: () => void;
}

/** Before the wallet opens: what will be signed, checked against the quote, and the Sign button. */
export function ReviewPanel(props: ReviewPanelProps) {
  const t = useT();
  const { state, problems } = props;
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const copy = SIGN_COPY[state];
  // Opening the review moves focus to it, so keyboard and screen-reader users start reading
  // what they are about to sign rather than staying on a button that has gone.
  useEffect(() => heading.current?.focus(), []);
  const wrongNetwork = state === 'wrong-network';
  const { send } = props;
  const label =
    send && !wrongNetwork && state !== 'working'
      ? send.label
      : copy.label(t, props.signingChainName);
  return (
    <section aria-labelledby={headingId} className="space-y-4">
      <div className="flex items-center gap-2">
        <Icon name="shield" size={20} className="text-accent" />
        <h2 ref={heading} id={headingId} tabIndex={-1} className="text-lg font-semibold">
          {send
            ? t.formatMessage({
                id: 'bridge.review.sendHeading',
                defaultMessage: 'What your wallet will send',
              })
            : t.formatMessage({
                id: 'bridge.review.signHeading',
                defaultMessage: 'What you are about to sign',
              })}
        </h2>
      </div>
      {state === 'refused' ? (
        <RefusedNotice problems={problems} onRefresh={props.onRefresh} sending={!!send} />
      ) : (
        <>
          <p className="text-sm text-muted">
            {send
              ? t.formatMessage({
                  id: 'bridge.review.sendChecked',
                  defaultMessage:
                    'Ferry decoded each transaction and checked it against the quote above: same network, a contract on its allowlist, the exact amount, the recipient and your refund address. Your wallet should show the same contract and amounts.',
                })
              : t.formatMessage({
                  id: 'bridge.review.signChecked',
                  defaultMessage:
                    'Ferry checked this against the quote above: same network, a contract on its allowlist, your wallet, the recipient and the amounts. Your wallet should show the same.',
                })}
          </p>
          <SignSummary sections={props.sections} />
          {send?.batched && <BatchNote />}
          {send && (
            <p className="text-sm">
              <T
                id="bridge.review.networkFee"
                defaultMessage="<muted>Network fee, paid from your wallet in {coin}:</muted> <strong>{fee}</strong>"
                values={{
                  coin: send.feeCoin,
                  fee: send.fee,
                  muted: (chunks) => <span className="text-muted">{chunks}</span>,
                  strong: (chunks) => <span className="font-medium">{chunks}</span>,
                }}
              />
            </p>
          )}
          {send?.approvalSymbol && <UnlimitedChoice send={send} symbol={send.approvalSymbol} />}
        </>
      )}
      {props.switchError && (
        <p role="alert" className="text-sm font-medium text-danger">
          {sayPhrase(t, props.switchError)}
        </p>
      )}
      {/* A long label ("…in one step") wraps above Back instead of running past the card. */}
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:flex-wrap-reverse sm:items-start sm:justify-between">
        <Button variant="ghost" onClick={props.onBack} disabled={state === 'working'}>
          <T id="bridge.review.back" defaultMessage="Back to the quote" />
        </Button>
        <Button
          size="lg"
          className="w-full sm:ml-auto sm:w-auto"
          loading={state === 'working' || props.switching}
          disabledReason={copy.reason?.(t, props.signingChainName, props.signMarginMs)}
          onClick={wrongNetwork ? props.onSwitch : props.onSign}
        >
          {label}
        </Button>
      </div>
    </section>
  );
}

/** What one confirmation means: the same calls, together, or none of them. */
function BatchNote() {
  return (
    <p className="rounded-lg border border-border p-3 text-sm">
      <T
        id="bridge.review.batched"
        defaultMessage="<strong>One confirmation.</strong> Your wallet can send both transactions together: it gets exactly the calls above, in this order, and they go through together or not at all. If it cannot, Ferry sends them one after another."
        values={{ strong: (chunks) => <span className="font-medium">{chunks}</span> }}
      />
    </p>
  );
}

/** Off by default; choosing it says plainly what it allows. */
function UnlimitedChoice({ send, symbol }: { send: SendOptions; symbol: string }) {
  const id = useId();
  return (
    <div className="space-y-1 rounded-lg border border-border p-3 text-sm">
      <div className="flex items-start gap-2">
        <input
          id={id}
          type="checkbox"
          className="mt-0.5 size-4 accent-accent"
          checked={send.unlimited}
          onChange={(e) => send.onUnlimitedChange(e.target.checked)}
          aria-describedby={`${id}-hint`}
        />
        <label htmlFor={id} className="font-medium">
          <T
            id="bridge.review.unlimited"
            defaultMessage="Allow unlimited {symbol} for the bridge contract"
            values={{ symbol }}
          />
        </label>
      </div>
      <p id={`${id}-hint`} className={send.unlimited ? 'font-medium text-danger' : 'text-muted'}>
        {send.unlimited ? (
          <T
            id="bridge.review.unlimitedWarning"
            defaultMessage="Until you revoke it, the bridge contract may take any amount of {symbol} from this wallet, now and later. Later transfers skip the approval, but a flaw in that contract could cost you every {symbol} you hold."
            values={{ symbol }}
          />
        ) : (
          <T
            id="bridge.review.exactApproval"
            defaultMessage="Ferry approves exactly the amount you send, so the next transfer asks again."
          />
        )}
      </p>
    </div>
  );
}
