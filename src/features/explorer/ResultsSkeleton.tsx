import { Skeleton } from '../../components/ui/Skeleton';
import { T } from '../../i18n/useT';

/** The size of a short results table, so nothing jumps when the rows arrive. */
export function ResultsSkeleton() {
  return (
    <div aria-busy="true" className="space-y-3">
      <p className="text-sm text-muted">
        <T id="explorer.results.searching" defaultMessage="Searching…" />
      </p>
      <Skeleton className="h-9 w-64" />
      <Skeleton className="h-40 w-full" />
    </div>
  );
}
