import type { ReactNode } from 'react';

/** Text for assistive technology only (screen readers), hidden from sight. */
export function VisuallyHidden({ children }: { children: ReactNode }) {
  return <span className="sr-only">{children}</span>;
}
