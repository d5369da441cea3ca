// Back at the quote after an approval or deposit did not go through: what happened on chain, what
// moved (usually nothing but a network fee), and what to do next.
import { ExplorerTxLink } from '../../../components/deposit/ExplorerTxLink';
import { Button } from '../../../components/ui/Button';
import { Notice } from '../../../components/ui/Notice';
import { defineMessages } from 'react-intl';
import { T, useT } from '../../../i18n/useT';
import { sayPhrase } from '../model/messages';
import type { FlowOutcome } from '../signing/submit-flow';
import type {
  GasEstimateError,
  TransactionReplacedError,
  TransactionRevertedError,
} from '../signing/transaction-errors';

type Outcome = Exclude<FlowOutcome, { kind: 'submitted' } | { kind: 'refused' }>;

const TX_ERRORS = new Set([
  'TransactionRevertedError',
  'TransactionReplacedError',
  'GasEstimateError',
  'AccountChangedError',
  'BatchStatusUnknownError',
]);

/** Whether this outcome is about a transaction (and this component explains it). */
export function isTransactionOutcome(outcome: Outcome): boolean {
  if (outcome.kind === 'approved') return true;
  if (outcome.kind === 'rejected') return outcome.step !== undefined;
  if (outcome.kind === 'failed') return TX_ERRORS.has(outcome.error.name);
  return outcome.resume.kind === 'wait' || outcome.resume.kind === 'txnRef';
}

interface Props {
  outcome: Outcome;
  onCheckAgain: () => void;
  onSubmitAgain: () => void;
  trackerHref?: string;
}

const links = defineMessages({
  approval: { id: 'bridge.txOutcome.link.approval', defaultMessage: 'Approval' },
  deposit: { id: 'bridge.txOutcome.link.deposit', defaultMessage: 'Deposit' },
  mined: { id: 'bridge.txOutcome.link.mined', defaultMessage: 'What was mined' },
});

/** A link to one transaction on its explorer, named for what it was. */
function TxLink({
  chainId,
  hash,
  label,
}: {
  chainId: number;
  hash: string;
  label: keyof typeof links;
}) {
  const t = useT();
  return (
    <p className="mt-1">
      <ExplorerTxLink tx={{ chainId, txnRef: hash }} label={t.formatMessage(links[label])} />
    </p>
  );
}

export function TransactionOutcome({ outcome, onCheckAgain, onSubmitAgain, trackerHref }: Props) {
  const t = useT();
  if (outcome.kind === 'approved') {
    return (
      <Notice
        tone="success"
        title={t.formatMessage({
          id: 'bridge.txOutcome.approved.title',
          defaultMessage: 'Your approval is confirmed',
        })}
        announce
      >
        <p>
          <T
            id="bridge.txOutcome.approved.body"
            defaultMessage="Review the deposit again and send it: Ferry will skip the approval."
          />
        </p>
        <TxLink chainId={outcome.chainId} hash={outcome.hash} label="approval" />
      </Notice>
    );
  }
  if (outcome.kind === 'rejected') {
    return (
      <Notice
        tone="warning"
        title={t.formatMessage(
          {
            id: 'bridge.txOutcome.declined.title',
            defaultMessage:
              '{step, select, approval {You declined the approval in your wallet} other {You declined the deposit in your wallet}}',
          },
          { step: outcome.step ?? 'deposit' },
        )}
        announce
      >
        {outcome.approved ? (
          <T
            id="bridge.txOutcome.declined.bodyApproved"
            defaultMessage="Nothing was deposited. Your approval is on chain; it moves nothing by itself, and the next try skips it. The quote is still here: send again when you are ready."
          />
        ) : (
          <T
            id="bridge.txOutcome.declined.body"
            defaultMessage="Nothing was deposited. The quote is still here: send again when you are ready."
          />
        )}
      </Notice>
    );
  }
  if (outcome.kind === 'failed') return <FailedTransaction error={outcome.error} />;
  const { resume } = outcome;
  if (resume.kind === 'txnRef') {
    return (
      <Notice
        tone="warning"
        title={t.formatMessage({
          id: 'bridge.txOutcome.onChain.title',
          defaultMessage: 'Your deposit is on chain; the service has not confirmed it yet',
        })}
        announce
      >
        <p>
          <T
            id="bridge.txOutcome.onChain.body"
            defaultMessage="Your tokens have left your wallet for the bridge. Submitting the deposit’s hash again is safe: the service links one deposit to one quote."
          />
        </p>
        <TxLink chainId={resume.chainId} hash={resume.txnRef} label="deposit" />
        <div className="mt-3 flex flex-wrap gap-2">
          <Button size="sm" onClick={onSubmitAgain}>
            <T id="bridge.txOutcome.submitAgain" defaultMessage="Submit again" />
          </Button>
          {trackerHref && <TrackerLink href={trackerHref} />}
        </div>
      </Notice>
    );
  }
  if (resume.kind !== 'wait') return null;
  return (
    <Notice
      tone="warning"
      title={t.formatMessage(
        {
          id: 'bridge.txOutcome.waiting.title',
          defaultMessage:
            '{step, select, approval {Your approval is not confirmed yet} other {Your deposit is not confirmed yet}}',
        },
        { step: resume.step },
      )}
      announce
    >
      <p>
        <T
          id="bridge.txOutcome.waiting.body"
          defaultMessage="It may be waiting behind a low network fee, or your wallet may have dropped it. Check it on the explorer, or speed it up in your wallet; Ferry follows the faster one."
        />
      </p>
      <TxLink
        chainId={resume.chainId}
        hash={resume.hash}
        label={resume.step === 'approval' ? 'approval' : 'deposit'}
      />
      <div className="mt-3 flex flex-wrap gap-2">
        <Button size="sm" variant="secondary" onClick={onCheckAgain}>
          <T id="bridge.txOutcome.checkAgain" defaultMessage="Check again" />
        </Button>
        {trackerHref && <TrackerLink href={trackerHref} />}
      </div>
    </Notice>
  );
}

function TrackerLink({ href }: { href: string }) {
  return (
    <a
      href={href}
      className="inline-flex h-8 items-center px-3 text-sm font-medium text-accent underline"
    >
      <T id="bridge.txOutcome.openTracker" defaultMessage="Open the tracker" />
    </a>
  );
}

function FailedTransaction({ error }: { error: Error }) {
  const t = useT();
  if (error.name === 'TransactionRevertedError') {
    const e = error as TransactionRevertedError;
    return (
      <Notice
        tone="danger"
        title={t.formatMessage(
          {
            id: 'bridge.txOutcome.reverted.title',
            defaultMessage:
              '{step, select, approval {Your approval failed on chain} other {Your deposit failed on chain}}',
          },
          { step: e.step },
        )}
        announce
      >
        <p>
          {t.formatMessage(
            {
              id: 'bridge.txOutcome.reverted.body',
              defaultMessage:
                '{step, select, deposit {The transaction reverted: nothing moved except its network fee, and your tokens are still in your wallet. Get a fresh quote and try again; if it fails again, check your balance.} other {The transaction reverted: nothing moved except its network fee. Get a fresh quote and try again; if it fails again, check your balance.}}',
            },
            { step: e.step },
          )}
        </p>
        <TxLink
          chainId={e.chainId}
          hash={e.hash}
          label={e.step === 'approval' ? 'approval' : 'deposit'}
        />
      </Notice>
    );
  }
  if (error.name === 'TransactionReplacedError') {
    const e = error as TransactionReplacedError;
    return (
      <Notice
        tone="warning"
        title={
          e.reason === 'cancelled'
            ? t.formatMessage(
                {
                  id: 'bridge.txOutcome.cancelled.title',
                  defaultMessage:
                    '{step, select, approval {You cancelled the approval in your wallet} other {You cancelled the deposit in your wallet}}',
                },
                { step: e.step },
              )
            : t.formatMessage(
                {
                  id: 'bridge.txOutcome.replaced.title',
                  defaultMessage:
                    '{step, select, approval {Your wallet replaced the approval with another transaction} other {Your wallet replaced the deposit with another transaction}}',
                },
                { step: e.step },
              )
        }
        announce
      >
        <p>
          {e.reason === 'replaced' ? (
            <T
              id="bridge.txOutcome.replaced.body"
              defaultMessage="Ferry stopped there: nothing was deposited. Check your wallet’s activity for what was sent instead."
            />
          ) : (
            <T
              id="bridge.txOutcome.cancelled.body"
              defaultMessage="Ferry stopped there: nothing was deposited."
            />
          )}
        </p>
        <TxLink chainId={e.chainId} hash={e.hash} label="mined" />
      </Notice>
    );
  }
  if (error.name === 'GasEstimateError') {
    const e = error as GasEstimateError;
    return <EstimateFailed error={e} />;
  }
  if (error.name === 'BatchStatusUnknownError') {
    return (
      <Notice
        tone="warning"
        title={t.formatMessage({
          id: 'bridge.txOutcome.batchUnknown.title',
          defaultMessage: 'Your wallet has not said whether the batch went through',
        })}
        announce
      >
        <T
          id="bridge.txOutcome.batchUnknown.body"
          defaultMessage="It may still be sent. Check your wallet’s activity before trying again, so that you do not deposit twice."
        />
      </Notice>
    );
  }
  return (
    <Notice
      tone="warning"
      title={t.formatMessage({
        id: 'bridge.txOutcome.accountChanged.title',
        defaultMessage: 'Your wallet changed accounts',
      })}
      announce
    >
      <T
        id="bridge.txOutcome.accountChanged.body"
        defaultMessage="Ferry stopped before asking for anything else. Switch back to the account you started with, or review the transfer again with this one."
      />
    </Notice>
  );
}

function EstimateFailed({ error }: { error: GasEstimateError }) {
  const t = useT();
  if (error.reason === 'insufficient-funds') {
    return (
      <Notice
        tone="danger"
        title={t.formatMessage({
          id: 'bridge.txOutcome.noFee.title',
          defaultMessage: 'Not enough for the network fee',
        })}
        announce
      >
        <T
          id="bridge.txOutcome.noFee.body"
          defaultMessage="Your wallet does not hold enough of the network’s coin to pay for the deposit (plus the amount, when you send the coin itself). Nothing was sent. Add some, or send less."
        />
      </Notice>
    );
  }
  return (
    <Notice
      tone="danger"
      title={t.formatMessage({
        id: 'bridge.txOutcome.wouldFail.title',
        defaultMessage: 'The deposit would fail, so it was not sent',
      })}
      announce
    >
      {error.reason !== 'reverted' ? (
        <T
          id="bridge.txOutcome.wouldFail.unchecked"
          defaultMessage="Ferry could not check the deposit with the network. Nothing was sent: try again in a moment."
        />
      ) : error.detail ? (
        <T
          id="bridge.txOutcome.wouldFail.because"
          defaultMessage="The network says it would be refused: {detail}. Nothing was sent."
          values={{ detail: sayPhrase(t, error.detail) }}
        />
      ) : (
        <T
          id="bridge.txOutcome.wouldFail.refused"
          defaultMessage="The network says it would be refused. Nothing was sent."
        />
      )}
    </Notice>
  );
}
