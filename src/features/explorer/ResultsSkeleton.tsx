import { Skeleton } from '../../components/ui/Skeleton';

/** The size of a short results table, so nothing jumps when the rows arrive. */
export function ResultsSkeleton() {
  return (
    <div aria-busy="true" className="space-y-3">
      <p className="text-sm text-muted">Searching…</p>
      <Skeleton className="h-9 w-64" />
      <Skeleton className="h-40 w-full" />
    </div>
  );
}
