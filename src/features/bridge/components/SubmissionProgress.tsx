import { useRef } from 'react';
import { cn } from '../../../lib/cn';
import { useTakeFocus } from '../../../lib/focus-handoff';
import { useT } from '../../../i18n/useT';
import type { BatchFlowStep, FlowStep, TxFlowStep } from '../signing/submit-flow';
import { BatchProgress } from './BatchProgress';
import { StepMark, StepState, type Mark } from './StepMark';
import { TransactionProgress } from './TransactionProgress';

/**
 * Where the flow is: checked, signing (n of m), submitting, confirming; or a transaction's or a
 * batch's steps. Announced politely.
 */
export function SubmissionProgress({ step }: { step: FlowStep }) {
  if (step.kind === 'transaction') return <TransactionProgress step={step} />;
  if (step.kind === 'batch') return <BatchProgress step={step} />;
  return <SignatureProgress step={step} />;
}

function SignatureProgress({ step }: { step: Exclude<FlowStep, TxFlowStep | BatchFlowStep> }) {
  const t = useT();
  // The review that had focus is gone: its progress takes it, not <body>.
  const box = useRef<HTMLDivElement>(null);
  useTakeFocus(box, true);
  const signing = step.kind === 'signing';
  const signLabel =
    signing && step.total > 1
      ? t.formatMessage(
          {
            id: 'bridge.progress.signNofM',
            defaultMessage: 'Sign in your wallet ({index, number} of {total, number})',
          },
          { index: step.index + 1, total: step.total },
        )
      : t.formatMessage({ id: 'bridge.progress.sign', defaultMessage: 'Sign in your wallet' });
  const rows: Array<[string, Mark]> = [
    [
      t.formatMessage({ id: 'bridge.progress.checked', defaultMessage: 'Signature data checked' }),
      'done',
    ],
    [signLabel, signing ? 'now' : 'done'],
    [
      step.kind === 'checking'
        ? t.formatMessage({
            id: 'bridge.progress.checking',
            defaultMessage: 'Checking whether the service received it',
          })
        : t.formatMessage({
            id: 'bridge.progress.submit',
            defaultMessage: 'Submit to the service',
          }),
      signing ? 'next' : 'now',
    ],
    [
      t.formatMessage({ id: 'bridge.progress.follow', defaultMessage: 'Follow the transfer' }),
      'next',
    ],
  ];
  const current = rows.find(([, mark]) => mark === 'now')?.[0];
  return (
    <div ref={box} tabIndex={-1} className="space-y-3">
      <p aria-live="polite" className="text-sm font-medium">
        {current &&
          t.formatMessage(
            { id: 'bridge.progress.current', defaultMessage: '{step}…' },
            { step: current },
          )}
      </p>
      <ol className="space-y-2 text-sm">
        {rows.map(([label, mark]) => (
          <li
            key={label}
            className={cn('flex items-center gap-2', mark === 'next' && 'text-muted')}
          >
            <StepMark mark={mark} />
            <span>
              {label}
              <StepState mark={mark} />
            </span>
          </li>
        ))}
      </ol>
    </div>
  );
}
