import { useId, type ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { Badge } from './Badge';
import { Icon } from './Icon';

interface NotBuiltYetProps {
  /** What is coming, e.g. "the transfer tracker". */
  feature: string;
  /** What it will let people do, one plain line per item. */
  capabilities: ReactNode[];
  /** Something useful to do today instead. */
  meanwhile?: ReactNode;
  /** 2 on a page of its own; 3 under a section heading. */
  headingLevel?: 2 | 3;
  className?: string;
}

/** An honest panel for a section that is planned but does not work yet. */
export function NotBuiltYet({
  feature,
  capabilities,
  meanwhile,
  headingLevel = 2,
  className,
}: NotBuiltYetProps) {
  const headingId = useId();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <section
      aria-labelledby={headingId}
      className={cn(
        'rounded-2xl border border-dashed border-border-strong bg-surface/60 p-6 sm:p-8',
        className,
      )}
    >
      <div className="flex items-start gap-4">
        <span className="hidden size-10 shrink-0 place-items-center rounded-xl bg-accent-soft text-accent sm:grid">
          <Icon name="hammer" size={20} />
        </span>
        <div className="min-w-0 space-y-3">
          <Badge tone="warning">Not built yet</Badge>
          <Heading id={headingId} className="text-lg font-semibold text-balance">
            Coming in a later release: {feature}
          </Heading>
          <p className="text-sm text-muted">
            Nothing on this page works yet, and nothing you do here is sent anywhere. When it ships,
            you will be able to:
          </p>
          <ul className="space-y-2 text-sm">
            {capabilities.map((item, index) => (
              <li key={index} className="flex gap-2">
                <Icon name="check" size={16} className="mt-0.5 shrink-0 text-accent" />
                <span>{item}</span>
              </li>
            ))}
          </ul>
          {meanwhile && <p className="pt-1 text-sm text-muted">{meanwhile}</p>}
        </div>
      </div>
    </section>
  );
}
