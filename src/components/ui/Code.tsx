import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';

/**
 * Code or an identifier inside a sentence of any direction: isolated left to right (an Arabic
 * sentence would otherwise move "Python 3.9+"'s "+" to its start, or "=1" before a variable)
 * and never broken across lines (a hyphen is a line-break opportunity, so
 * "pda_transfer.deposit-pending" split after "deposit-").
 */
export function Code({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <code dir="ltr" translate="no" className={cn('font-mono whitespace-nowrap', className)}>
      {children}
    </code>
  );
}

/** Several identifiers, each a Code, separated by commas, all isolated left to right. */
export function CodeList({ items, className }: { items: readonly string[]; className?: string }) {
  return (
    <span dir="ltr" className={className}>
      {items.map((item, i) => (
        <span key={item}>
          {i > 0 && ', '}
          <Code>{item}</Code>
        </span>
      ))}
    </span>
  );
}
