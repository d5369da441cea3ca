import { useRef, type ReactNode } from 'react';
import { useTakeFocus } from '../../lib/focus-handoff';

interface PageHeaderProps {
  title: ReactNode;
  description?: ReactNode;
  /** Small label above the title, e.g. the section. */
  eyebrow?: ReactNode;
  actions?: ReactNode;
}

/** The heading a page hands focus to (src/lib/focus-handoff.ts). */
function Title({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLHeadingElement>(null);
  useTakeFocus(ref);
  return (
    <h1
      ref={ref}
      tabIndex={-1}
      className="text-2xl font-semibold tracking-tight text-balance sm:text-3xl"
    >
      {children}
    </h1>
  );
}

/** The page's one h1 with a short lead. */
export function PageHeader({ title, description, eyebrow, actions }: PageHeaderProps) {
  return (
    <div className="flex flex-wrap items-end justify-between gap-4">
      <div className="min-w-0 space-y-2">
        {eyebrow && <p className="text-sm font-medium text-accent">{eyebrow}</p>}
        <Title>{title}</Title>
        {description && <p className="max-w-2xl text-base text-muted">{description}</p>}
      </div>
      {actions && <div className="flex shrink-0 gap-2">{actions}</div>}
    </div>
  );
}
