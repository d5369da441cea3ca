// Back at the quote after an approval or deposit did not go through: what happened on chain, what
// moved (usually nothing but a network fee), and what to do next.
import { ExplorerTxLink } from '../../../components/deposit/ExplorerTxLink';
import { Button } from '../../../components/ui/Button';
import { Notice } from '../../../components/ui/Notice';
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

const linkOf = (chainId: number, hash: string, label: string) => (
  <p className="mt-1">
    <ExplorerTxLink tx={{ chainId, txnRef: hash }} label={label} />
  </p>
);

export function TransactionOutcome({ outcome, onCheckAgain, onSubmitAgain, trackerHref }: Props) {
  if (outcome.kind === 'approved') {
    return (
      <Notice tone="success" title="Your approval is confirmed" announce>
        <p>Review the deposit again and send it: Ferry will skip the approval.</p>
        {linkOf(outcome.chainId, outcome.hash, 'Approval')}
      </Notice>
    );
  }
  if (outcome.kind === 'rejected') {
    const approvalStays = outcome.approved
      ? ' Your approval is on chain; it moves nothing by itself, and the next try skips it.'
      : '';
    return (
      <Notice
        tone="warning"
        title={`You declined the ${outcome.step === 'approval' ? 'approval' : 'deposit'} in your wallet`}
        announce
      >
        Nothing was deposited.{approvalStays} The quote is still here: send again when you are
        ready.
      </Notice>
    );
  }
  if (outcome.kind === 'failed') return <FailedTransaction error={outcome.error} />;
  const { resume } = outcome;
  if (resume.kind === 'txnRef') {
    return (
      <Notice
        tone="warning"
        title="Your deposit is on chain; the service has not confirmed it yet"
        announce
      >
        <p>
          Your tokens have left your wallet for the bridge. Submitting the deposit’s hash again is
          safe: the service links one deposit to one quote.
        </p>
        {linkOf(resume.chainId, resume.txnRef, 'Deposit')}
        <div className="mt-3 flex flex-wrap gap-2">
          <Button size="sm" onClick={onSubmitAgain}>
            Submit again
          </Button>
          {trackerHref && <TrackerLink href={trackerHref} />}
        </div>
      </Notice>
    );
  }
  if (resume.kind !== 'wait') return null;
  return (
    <Notice tone="warning" title={`Your ${resume.step} is not confirmed yet`} announce>
      <p>
        It may be waiting behind a low network fee, or your wallet may have dropped it. Check it on
        the explorer, or speed it up in your wallet; Ferry follows the faster one.
      </p>
      {linkOf(resume.chainId, resume.hash, resume.step === 'approval' ? 'Approval' : 'Deposit')}
      <div className="mt-3 flex flex-wrap gap-2">
        <Button size="sm" variant="secondary" onClick={onCheckAgain}>
          Check again
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
      Open the tracker
    </a>
  );
}

function FailedTransaction({ error }: { error: Error }) {
  if (error.name === 'TransactionRevertedError') {
    const e = error as TransactionRevertedError;
    return (
      <Notice tone="danger" title={`Your ${e.step} failed on chain`} announce>
        <p>
          The transaction reverted: nothing moved except its network fee
          {e.step === 'deposit' ? ', and your tokens are still in your wallet' : ''}. Get a fresh
          quote and try again; if it fails again, check your balance.
        </p>
        {linkOf(e.chainId, e.hash, e.step === 'approval' ? 'Approval' : 'Deposit')}
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
            ? `You cancelled the ${e.step} in your wallet`
            : `Your wallet replaced the ${e.step} with another transaction`
        }
        announce
      >
        <p>
          Ferry stopped there: nothing was deposited.
          {e.reason === 'replaced'
            ? ' Check your wallet’s activity for what was sent instead.'
            : ''}
        </p>
        {linkOf(e.chainId, e.hash, 'What was mined')}
      </Notice>
    );
  }
  if (error.name === 'GasEstimateError') {
    const e = error as GasEstimateError;
    return <EstimateFailed error={e} />;
  }
  return (
    <Notice tone="warning" title="Your wallet changed accounts" announce>
      Ferry stopped before asking for anything else. Switch back to the account you started with, or
      review the transfer again with this one.
    </Notice>
  );
}

function EstimateFailed({ error }: { error: GasEstimateError }) {
  if (error.reason === 'insufficient-funds') {
    return (
      <Notice tone="danger" title="Not enough for the network fee" announce>
        Your wallet does not hold enough of the network’s coin to pay for the deposit (plus the
        amount, when you send the coin itself). Nothing was sent. Add some, or send less.
      </Notice>
    );
  }
  return (
    <Notice tone="danger" title="The deposit would fail, so it was not sent" announce>
      {error.reason === 'reverted'
        ? `The network says it would be refused${error.detail ? `: ${error.detail}` : ''}. Nothing was sent.`
        : 'Ferry could not check the deposit with the network. Nothing was sent: try again in a moment.'}
    </Notice>
  );
}
