import { lazy, Suspense } from 'react';
import type { Loadable } from './LoadErrorNotice';

// The notice says the error in words from the app's table of error copy (src/api/error-copy.ts,
// about 5 KB compressed), which a page whose routes loaded never needs: it loads on a failure.
const LoadErrorNotice = lazy(() =>
  import('./LoadErrorNotice').then((m) => ({ default: m.LoadErrorNotice })),
);

/** A read of the routes failed: say so in words, and offer to try again. */
export function LoadError({ queries }: { queries: readonly Loadable[] }) {
  if (!queries.some((q) => q.isError)) return null;
  return (
    <Suspense fallback={null}>
      <LoadErrorNotice queries={queries} />
    </Suspense>
  );
}
