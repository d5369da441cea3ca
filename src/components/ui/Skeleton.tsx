import { cn } from '../../lib/cn';

/**
 * A placeholder block while content loads. Hidden from assistive technology: the region that
 * is loading should say so itself (aria-busy, or a "Loading…" text).
 */
export function Skeleton({ className }: { className?: string }) {
  return (
    <div
      aria-hidden="true"
      className={cn('rounded-md bg-surface-2 motion-safe:animate-pulse', className)}
    />
  );
}
