import { cn } from '../../../lib/cn';
import type { FlowStep } from '../signing/submit-flow';
import { StepMark, StepState, type Mark } from './StepMark';
import { TransactionProgress } from './TransactionProgress';

/** Where the flow is: checked, signing (n of m), submitting, confirming. Announced politely. */
export function SubmissionProgress({ step }: { step: FlowStep }) {
  if (step.kind === 'transaction') return <TransactionProgress step={step} />;
  const signing = step.kind === 'signing';
  const signLabel =
    signing && step.total > 1
      ? `Sign in your wallet (${step.index + 1} of ${step.total})`
      : 'Sign in your wallet';
  const rows: Array<[string, Mark]> = [
    ['Signature data checked', 'done'],
    [signLabel, signing ? 'now' : 'done'],
    [
      step.kind === 'checking'
        ? 'Checking whether the service received it'
        : 'Submit to the service',
      signing ? 'next' : 'now',
    ],
    ['Follow the transfer', 'next'],
  ];
  const current = rows.find(([, mark]) => mark === 'now')?.[0];
  return (
    <div className="space-y-3">
      <p aria-live="polite" className="text-sm font-medium">
        {current}…
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
