import { ExplorerTxLink } from '../../../components/deposit/ExplorerTxLink';
import type { IntlShape } from 'react-intl';
import { T, useT } from '../../../i18n/useT';
import { useRef } from 'react';
import { cn } from '../../../lib/cn';
import { useTakeFocus } from '../../../lib/focus-handoff';
import type { TxFlowStep } from '../signing/submit-flow';
import { StepMark, StepState, type Mark } from './StepMark';

interface Row {
  label: string;
  mark: Mark;
  /** The transaction behind the row, linked as soon as the wallet returns its hash. */
  tx?: { chainId: number; hash: string; label: string };
}

type Tx = 'approval' | 'deposit';

/** The step under way, in words, for the approval or the deposit. */
function now(t: IntlShape, phase: TxFlowStep['phase'], what: Tx): string {
  switch (phase) {
    case 'reading':
      return t.formatMessage({
        id: 'bridge.txProgress.reading',
        defaultMessage: 'Checking what your wallet already allows',
      });
    case 'estimating':
      return t.formatMessage({
        id: 'bridge.txProgress.estimating',
        defaultMessage: 'Checking the deposit would succeed',
      });
    case 'wallet':
      return t.formatMessage(
        {
          id: 'bridge.txProgress.wallet',
          defaultMessage:
            '{what, select, approval {Confirm the approval in your wallet} other {Confirm the deposit in your wallet}}',
        },
        { what },
      );
    case 'confirming':
      return t.formatMessage(
        {
          id: 'bridge.txProgress.confirming',
          defaultMessage:
            '{what, select, approval {Waiting for the approval to be confirmed on chain} other {Waiting for the deposit to be confirmed on chain}}',
        },
        { what },
      );
    case 'reporting':
      return t.formatMessage({
        id: 'bridge.txProgress.reporting',
        defaultMessage: 'Telling the service about your deposit',
      });
  }
}

function rows(t: IntlShape, step: TxFlowStep): Row[] {
  const label = {
    approval: t.formatMessage({
      id: 'bridge.txProgress.link.approval',
      defaultMessage: 'Approval',
    }),
    deposit: t.formatMessage({ id: 'bridge.txProgress.link.deposit', defaultMessage: 'Deposit' }),
  };
  const out: Row[] = [
    {
      label: t.formatMessage({
        id: 'bridge.txProgress.checked',
        defaultMessage: 'Transactions decoded and checked',
      }),
      mark: 'done',
    },
  ];
  const onDeposit = step.step === 'deposit';
  if (step.total === 2) {
    const approvalTx = onDeposit ? step.approvalHash : step.hash;
    out.push({
      label: onDeposit
        ? step.skippedApproval
          ? t.formatMessage({
              id: 'bridge.txProgress.approvalSkipped',
              defaultMessage: 'Approval already in place: skipped',
            })
          : t.formatMessage({
              id: 'bridge.txProgress.approvalConfirmed',
              defaultMessage: 'Approval confirmed',
            })
        : now(t, step.phase, 'approval'),
      mark: onDeposit ? 'done' : 'now',
      ...(approvalTx && {
        tx: { chainId: step.chainId, hash: approvalTx, label: label.approval },
      }),
    });
  }
  const reporting = step.phase === 'reporting';
  out.push({
    label: !onDeposit
      ? t.formatMessage({ id: 'bridge.txProgress.sendDeposit', defaultMessage: 'Send the deposit' })
      : reporting
        ? t.formatMessage({
            id: 'bridge.txProgress.depositConfirmed',
            defaultMessage: 'Deposit confirmed',
          })
        : now(t, step.phase, 'deposit'),
    mark: !onDeposit ? 'next' : reporting ? 'done' : 'now',
    ...(onDeposit &&
      step.hash && { tx: { chainId: step.chainId, hash: step.hash, label: label.deposit } }),
  });
  out.push({
    label: reporting
      ? now(t, 'reporting', 'deposit')
      : t.formatMessage({ id: 'bridge.txProgress.follow', defaultMessage: 'Follow the transfer' }),
    mark: reporting ? 'now' : 'next',
  });
  return out;
}

/** Where an approval + deposit is: each transaction's state and hash, announced politely. */
export function TransactionProgress({ step }: { step: TxFlowStep }) {
  const t = useT();
  const list = rows(t, step);
  // The review that had focus is gone: its progress takes it, not <body>.
  const box = useRef<HTMLDivElement>(null);
  useTakeFocus(box, true);
  const current = list.find((r) => r.mark === 'now')?.label;
  return (
    <div ref={box} tabIndex={-1} className="space-y-3">
      {step.fellBack && (
        <p role="status" className="rounded-lg border border-border p-3 text-sm">
          <T
            id="bridge.txProgress.fellBack"
            defaultMessage="Your wallet could not send the approval and the deposit in one step, and nothing was sent. Ferry now sends them one after another: confirm each in your wallet."
          />
        </p>
      )}
      <p aria-live="polite" className="text-sm font-medium">
        {current &&
          t.formatMessage(
            { id: 'bridge.txProgress.current', defaultMessage: '{step}…' },
            { step: current },
          )}
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
          <T
            id="bridge.txProgress.speedUp"
            defaultMessage="If your wallet speeds this transaction up, Ferry follows the faster one. If you cancel it in your wallet, nothing more is sent."
          />
        </p>
      )}
    </div>
  );
}
