// The answers a page is drawn with when the BFF draws it as it is asked for (a tracker, with its
// transfer: src/server/bff/page-render/). The same query, answered from the answers the
// document carries (src/api/primed-answers.ts), fills the cache on both sides: in the render
// worker before it draws, and in the browser before React takes that page over, so React finds
// the very tree the server drew.
import type { QueryClient } from '@tanstack/react-query';
import { transferKeys } from '../../api/keys';
import { transferQueryOptions } from '../../api/transfers';
import { PRERENDERED_PAGES } from './prerendered';

const tracker = PRERENDERED_PAGES.find((p) => p.name === 'transfer')!.forEvery!;

/** Whether the page at `pathname` could be drawn with its answers, now in `queryClient`. */
export async function loadDrawnData(queryClient: QueryClient, pathname: string): Promise<boolean> {
  const orderId = tracker.pattern.exec(pathname)?.[1];
  if (!orderId) return false;
  // Once: an answer the document does not carry is one the page was not drawn with.
  await queryClient.prefetchQuery({ ...transferQueryOptions(orderId), retry: false });
  return queryClient.getQueryState(transferKeys.detail(orderId))?.status === 'success';
}
