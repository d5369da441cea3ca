// What a route's loader asks for its first view. On the server the render waits for it, so the
// page arrives rendered with its data and the browser starts from the same cache (router.tsx). In
// the browser the loader only starts the query: the page shows its loading state at once and
// fills in, as it did before pages were rendered on the server. A query that fails or is late on
// the server is left to the browser (prefetchQuery never throws): a slow upstream never turns
// into a page of errors.
import type { FetchQueryOptions, QueryClient } from '@tanstack/react-query';

export async function loadPageData(
  queryClient: QueryClient,
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  ...queries: FetchQueryOptions<any, any, any, any>[]
): Promise<void> {
  // Once, here and on the server: the page's own query decides how to retry (a tracker polls
  // and shows one failed check at once), and a fetch the loader starts with the default
  // retries would hold the page on "Loading" through them while the service is away.
  if (typeof window !== 'undefined') {
    for (const options of queries) void queryClient.prefetchQuery({ ...options, retry: false });
    return;
  }
  await Promise.all(
    queries.map((options) => queryClient.prefetchQuery({ ...options, retry: false })),
  );
}
