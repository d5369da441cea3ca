import { Link } from '@tanstack/react-router';
import { Card } from '../../../components/ui/Card';
import { Icon } from '../../../components/ui/Icon';
import { T, useT } from '../../../i18n/useT';
import { cn } from '../../../lib/cn';
import type { SetupStep } from './setup-steps';
import { linkClass } from '../../../components/ui/link-class';

export function SetupChecklist({ steps }: { steps: SetupStep[] }) {
  const t = useT();
  const done = steps.filter((s) => s.done).length;
  return (
    <Card className="space-y-3 p-5 sm:p-6">
      <h3 className="text-lg font-semibold">
        <T id="integrator.setup.title" defaultMessage="Get set up" />
      </h3>
      <p className="text-sm text-muted">
        <T
          id="integrator.setup.progress"
          defaultMessage="{done, number} of {total, plural, one {# step} other {# steps}} done."
          values={{ done, total: steps.length }}
        />
      </p>
      <ol className="space-y-3">
        {steps.map((step, i) => (
          <li key={step.id} className="flex items-start gap-3">
            <span
              className={cn(
                'grid size-7 shrink-0 place-items-center rounded-full border text-sm',
                step.done
                  ? 'border-success bg-success-soft text-success'
                  : 'border-border-strong text-muted',
              )}
              aria-hidden="true"
            >
              {step.done ? <Icon name="check" size={16} /> : t.formatNumber(i + 1)}
            </span>
            <div className="min-w-0 text-sm">
              <Link to={step.to} className={cn('font-medium', linkClass)}>
                {t.formatMessage(step.title)}
              </Link>{' '}
              <span className="sr-only">
                {step.done ? (
                  <T id="integrator.setup.done" defaultMessage="(done)" />
                ) : (
                  <T id="integrator.setup.notDone" defaultMessage="(not done yet)" />
                )}
              </span>
              <p className="text-muted">{t.formatMessage(step.help)}</p>
            </div>
          </li>
        ))}
      </ol>
    </Card>
  );
}
