import { Icon } from '../../components/ui/Icon';
import { RelativeTime } from '../../components/ui/RelativeTime';
import { cn } from '../../lib/cn';
import { ExplorerTxLink } from './ExplorerTxLink';
import type { TimelineStep } from './timeline';

const TX_LABEL: Record<string, string> = {
  deposited: 'Deposit transaction',
  filled: 'Fill transaction',
  refunded: 'Refund transaction',
};

function Marker({ step }: { step: TimelineStep }) {
  const base = 'grid size-6 shrink-0 place-items-center rounded-full border';
  if (step.status === 'done') {
    return (
      <span
        className={cn(
          base,
          step.warn
            ? 'border-warning/40 bg-warning-soft text-warning'
            : 'border-success/40 bg-success-soft text-success',
        )}
      >
        <Icon name={step.warn ? 'alert' : 'check'} size={14} />
      </span>
    );
  }
  if (step.status === 'current') {
    return (
      <span className={cn(base, 'border-accent bg-accent-soft text-accent')}>
        <span className="size-2 rounded-full bg-accent motion-safe:animate-pulse" />
      </span>
    );
  }
  return <span className={cn(base, 'border-dashed border-border-strong bg-surface')} />;
}

/** Every step with its time (relative; the exact moment on hover) and its transaction. */
export function Timeline({ steps }: { steps: TimelineStep[] }) {
  return (
    <ol className="space-y-0">
      {steps.map((step, i) => (
        <li key={step.key} className="relative flex gap-3 pb-5 last:pb-0">
          {i < steps.length - 1 && (
            <span aria-hidden="true" className="absolute top-6 bottom-0 left-3 w-px bg-border" />
          )}
          <Marker step={step} />
          <div className="min-w-0 flex-1 space-y-1">
            <p
              className={cn(
                'text-sm font-medium',
                step.status === 'upcoming' && 'text-muted',
                step.status === 'current' && 'text-text',
              )}
            >
              {step.label}
              <span className="sr-only">
                {step.status === 'done'
                  ? ' (done)'
                  : step.status === 'current'
                    ? ' (next)'
                    : ' (to come)'}
              </span>
            </p>
            {step.at && <RelativeTime value={step.at} className="block text-xs text-muted" />}
            {step.note && <p className="text-xs text-muted">{step.note}</p>}
            {step.tx && (
              <ExplorerTxLink
                tx={step.tx}
                label={TX_LABEL[step.key.replace(/^\d+-/, '')] ?? 'Transaction'}
              />
            )}
          </div>
        </li>
      ))}
    </ol>
  );
}
