// The answers a variant of a prerendered page is drawn with (prerendered.ts), put in the query
// cache on both sides: by the build before it renders the variant, and by the browser before
// it takes that page over (main.tsx), so React finds the very tree the server drew.
import type { QueryClient } from '@tanstack/react-query';
import { sessionKeys } from '../../api/keys';
import { signedOutSession } from '../../api/session';
import { ASSUMED_ATTRIBUTE, type PrerenderAssumption } from './prerendered';

/** No session: what GET /api/ferry/auth/session answers without a cookie. */
const SIGNED_OUT = signedOutSession({
  // Not told by the request; the page asks once it runs (below) and gets the real ones.
  adminRule: 'allowlist',
  dashboardLocked: false,
  lockedReason: null,
  sandbox: false,
});

const ANSWERS = {
  'signed-out': [{ queryKey: sessionKeys.all, data: SIGNED_OUT }],
} satisfies Record<PrerenderAssumption, { queryKey: readonly unknown[]; data: unknown }[]>;

export function seedAnswers(queryClient: QueryClient, assumption: PrerenderAssumption): void {
  for (const { queryKey, data } of ANSWERS[assumption]) {
    // Dated long ago, so stale: shown at once, and asked again as soon as the page runs, for
    // what the request could not tell (the dashboard's admin rule, sandbox).
    queryClient.setQueryData(queryKey, data, { updatedAt: 0 });
  }
}

/** In the browser, before React takes the page over: the answers the server drew it with. */
export function seedPrerenderedAnswers(
  queryClient: QueryClient,
  root = document.getElementById('root'),
): void {
  const assumption = root?.getAttribute(ASSUMED_ATTRIBUTE);
  if (!root || !isAssumption(assumption)) return;
  root.removeAttribute(ASSUMED_ATTRIBUTE);
  seedAnswers(queryClient, assumption);
}

function isAssumption(value: string | null | undefined): value is PrerenderAssumption {
  return value != null && Object.hasOwn(ANSWERS, value);
}
