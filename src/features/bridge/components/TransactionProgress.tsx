import { ExplorerTxLink } from '../../../components/deposit/ExplorerTxLink';
import { cn } from '../../../lib/cn';
import type { TxFlowStep } from '../signing/submit-flow';

import { StepMark, StepState, type Mark } from './StepMark';

interface Row {
  label: string;
  mark: Mark;
  /** The transaction behind the row, linked as soon as the wallet returns its hash. */
  tx?: { chainId: number; hash: string; label: string };
}

const NOW: Record<TxFlowStep['phase'], (what: string) => string> = {
  reading: () => 'Checking what your wallet already allows',
  estimating: () => 'Checking the deposit would succeed',
  wallet: (what) => `Confirm the ${what} in your wallet`,
  confirming: (what) => `Waiting for the ${what} to be confirmed on chain`,
  reporting: () => 'Telling the service about your deposit',
};

function rows(step: TxFlowStep): Row[] {
  const out: Row[] = [{ label: 'Transactions decoded and checked', mark: 'done' }];
  const onDeposit = step.step === 'deposit';
  if (step.total === 2) {
    const approvalTx = onDeposit ? step.approvalHash : step.hash;
    out.push({
      label: onDeposit
        ? step.skippedApproval
          ? 'Approval already in place: skipped'
          : 'Approval confirmed'
        : NOW[step.phase]('approval'),
      mark: onDeposit ? 'done' : 'now',
      ...(approvalTx && {
        tx: { chainId: step.chainId, hash: approvalTx, label: 'Approval' },
      }),
    });
  }
  const reporting = step.phase === 'reporting';
  out.push({
    label: !onDeposit
      ? 'Send the deposit'
      : reporting
        ? 'Deposit confirmed'
        : NOW[step.phase]('deposit'),
    mark: !onDeposit ? 'next' : reporting ? 'done' : 'now',
    ...(onDeposit &&
      step.hash && { tx: { chainId: step.chainId, hash: step.hash, label: 'Deposit' } }),
  });
  out.push({
    label: reporting ? NOW.reporting('') : 'Follow the transfer',
    mark: reporting ? 'now' : 'next',
  });
  return out;
}

/** Where an approval + deposit is: each transaction's state and hash, announced politely. */
export function TransactionProgress({ step }: { step: TxFlowStep }) {
  const list = rows(step);
  const current = list.find((r) => r.mark === 'now')?.label;
  return (
    <div className="space-y-3">
      <p aria-live="polite" className="text-sm font-medium">
        {current}…
      </p>
      <ol className="space-y-2 text-sm">
        {list.map((row) => (
          <li
            key={row.label}
            className={cn('flex items-start gap-2', row.mark === 'next' && 'text-muted')}
          >
            <span className="mt-0.5 shrink-0">
              <StepMark mark={row.mark} />
            </span>
            <span className="min-w-0 space-y-0.5">
              <span className="block">
                {row.label}
                <StepState mark={row.mark} />
              </span>
              {row.tx && (
                <span className="block">
                  <ExplorerTxLink
                    tx={{ chainId: row.tx.chainId, txnRef: row.tx.hash }}
                    label={row.tx.label}
                  />
                </span>
              )}
            </span>
          </li>
        ))}
      </ol>
      {step.phase === 'confirming' && (
        <p className="text-xs text-muted">
          If your wallet speeds this transaction up, Ferry follows the faster one. If you cancel it
          in your wallet, nothing more is sent.
        </p>
      )}
    </div>
  );
}
