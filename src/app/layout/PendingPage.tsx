import { Skeleton } from '../../components/ui/Skeleton';
import { T } from '../../i18n/useT';

/** Shown while a lazily loaded section downloads (only after a short delay). */
export function PendingPage() {
  return (
    <div aria-busy="true" className="space-y-6">
      <p className="sr-only" role="status">
        <T id="pending.loading" defaultMessage="Loading page…" />
      </p>
      <Skeleton className="h-9 w-64" />
      <Skeleton className="h-5 w-full max-w-xl" />
      <Skeleton className="h-48 w-full" />
    </div>
  );
}
