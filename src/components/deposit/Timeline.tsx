import { defineMessages } from 'react-intl';
import { Icon } from '../../components/ui/Icon';
import { RelativeTime } from '../../components/ui/RelativeTime';
import { useT } from '../../i18n/useT';
import { cn } from '../../lib/cn';
import { ExplorerTxLink } from './ExplorerTxLink';
import { messageOf } from './message';
import type { TimelineStep } from './timeline';

const m = defineMessages({
  deposited: { id: 'components.timeline.tx.deposit', defaultMessage: 'Deposit transaction' },
  filled: { id: 'components.timeline.tx.fill', defaultMessage: 'Fill transaction' },
  refunded: { id: 'components.timeline.tx.refund', defaultMessage: 'Refund transaction' },
  other: { id: 'components.timeline.tx.other', defaultMessage: 'Transaction' },
  done: { id: 'components.timeline.state.done', defaultMessage: '(done)' },
  current: { id: 'components.timeline.state.current', defaultMessage: '(next)' },
  upcoming: { id: 'components.timeline.state.upcoming', defaultMessage: '(to come)' },
});

const TX_LABEL: Record<string, keyof typeof m> = {
  deposited: 'deposited',
  filled: 'filled',
  refunded: 'refunded',
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
  const t = useT();
  const format = (text: TimelineStep['label']) => messageOf(t, text);
  return (
    <ol className="space-y-0">
      {steps.map((step, i) => (
        <li key={step.key} className="relative flex gap-3 pb-5 last:pb-0">
          {i < steps.length - 1 && (
            <span aria-hidden="true" className="absolute start-3 top-6 bottom-0 w-px bg-border" />
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
              {format(step.label)}
              <span className="sr-only"> {t.formatMessage(m[step.status])}</span>
            </p>
            {step.at && <RelativeTime value={step.at} className="block text-xs text-muted" />}
            {step.note && <p className="text-xs text-muted">{format(step.note)}</p>}
            {step.tx && (
              <ExplorerTxLink
                tx={step.tx}
                label={t.formatMessage(m[TX_LABEL[step.key.replace(/^\d+-/, '')] ?? 'other'])}
              />
            )}
          </div>
        </li>
      ))}
    </ol>
  );
}
