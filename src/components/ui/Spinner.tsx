import { cn } from '../../lib/cn';

/** A small busy indicator. Decorative: pair it with text or aria-busy on the owner. */
export function Spinner({ className }: { className?: string }) {
  return (
    <span
      aria-hidden="true"
      className={cn(
        'inline-block size-4 shrink-0 animate-spin rounded-full border-2 border-current border-r-transparent',
        className,
      )}
    />
  );
}
