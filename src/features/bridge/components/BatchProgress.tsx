import { ExplorerTxLink } from '../../../components/deposit/ExplorerTxLink';
import type { IntlShape } from 'react-intl';
import { useRef } from 'react';
import { useT } from '../../../i18n/useT';
import { cn } from '../../../lib/cn';
import { useTakeFocus } from '../../../lib/focus-handoff';
import type { BatchFlowStep } from '../signing/submit-flow';
import { StepMark, StepState, type Mark } from './StepMark';

type Phase = BatchFlowStep['phase'];
const ORDER: readonly Phase[] = ['wallet', 'pending', 'confirming', 'reporting'];

/** A row's mark: done once the flow is past its phase, in progress at it. */
const markOf = (row: Phase, at: Phase): Mark => {
  const [r, a] = [ORDER.indexOf(row), ORDER.indexOf(at)];
  return r < a ? 'done' : r === a ? 'now' : 'next';
};

function rows(t: IntlShape, step: BatchFlowStep): Array<{ phase: Phase; label: string }> {
  const at = step.phase;
  const done = (phase: Phase) => markOf(phase, at) === 'done';
  return [
    {
      phase: 'wallet',
      label: done('wallet')
        ? t.formatMessage(
            {
              id: 'bridge.batchProgress.confirmed',
              defaultMessage: 'Confirmed in your wallet: {calls, number} calls in one batch',
            },
            { calls: step.calls },
          )
        : t.formatMessage({
            id: 'bridge.batchProgress.wallet',
            defaultMessage: 'Confirm the approval and the deposit in your wallet, once',
          }),
    },
    {
      phase: 'pending',
      label: done('pending')
        ? t.formatMessage({
            id: 'bridge.batchProgress.included',
            defaultMessage: 'Your wallet says the batch is on chain',
          })
        : t.formatMessage({
            id: 'bridge.batchProgress.pending',
            defaultMessage: 'Waiting for your wallet to send the batch',
          }),
    },
    {
      phase: 'confirming',
      label: done('confirming')
        ? t.formatMessage({
            id: 'bridge.txProgress.depositConfirmed',
            defaultMessage: 'Deposit confirmed',
          })
        : t.formatMessage({
            id: 'bridge.batchProgress.confirming',
            defaultMessage: 'Reading the deposit’s receipt on chain',
          }),
    },
    {
      phase: 'reporting',
      label:
        at === 'reporting'
          ? t.formatMessage({
              id: 'bridge.txProgress.reporting',
              defaultMessage: 'Telling the service about your deposit',
            })
          : t.formatMessage({
              id: 'bridge.txProgress.follow',
              defaultMessage: 'Follow the transfer',
            }),
    },
  ];
}

/** Where a batched approve + deposit is: one confirmation, the batch, the deposit's receipt. */
export function BatchProgress({ step }: { step: BatchFlowStep }) {
  const t = useT();
  // The review that had focus is gone: its progress takes it, not <body>.
  const box = useRef<HTMLDivElement>(null);
  useTakeFocus(box, true);
  const list = rows(t, step);
  const current = list.find((r) => markOf(r.phase, step.phase) === 'now')?.label;
  const depositLink = t.formatMessage({
    id: 'bridge.txProgress.link.deposit',
    defaultMessage: 'Deposit',
  });
  return (
    <div ref={box} tabIndex={-1} className="space-y-3">
      <p aria-live="polite" className="text-sm font-medium">
        {current &&
          t.formatMessage(
            { id: 'bridge.txProgress.current', defaultMessage: '{step}…' },
            { step: current },
          )}
      </p>
      <ol className="space-y-2 text-sm">
        {list.map((row) => {
          const mark = markOf(row.phase, step.phase);
          const linked = row.phase === 'confirming' && step.hash;
          return (
            <li
              key={row.phase}
              className={cn('flex items-start gap-2', mark === 'next' && 'text-muted')}
            >
              <span className="mt-0.5 shrink-0">
                <StepMark mark={mark} />
              </span>
              <span className="min-w-0 space-y-0.5">
                <span className="block">
                  {row.label}
                  <StepState mark={mark} />
                </span>
                {linked && (
                  <span className="block">
                    <ExplorerTxLink
                      tx={{ chainId: step.chainId, txnRef: step.hash! }}
                      label={depositLink}
                    />
                  </span>
                )}
              </span>
            </li>
          );
        })}
      </ol>
    </div>
  );
}
