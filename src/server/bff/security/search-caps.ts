// The public deposit search (/api/deposits, /api/deposit) is open to anyone, like a chain explorer,
// so its cost per request is capped as well as its rate (docs/reliability.md#rate-limits): at most
// 100 rows a page (the service allows 1000) and a short query. Checked on the raw query, before any
// handler: a repeated ?limit= cannot slip a second, larger value past the cap.
import { requestTarget } from '../proxy/route';
import type { Gate } from './gate';
import { refuse } from './refuse';

export const MAX_SEARCH_PAGE = 100;
/** Longest selector is a Solana signature (88 chars); a full query fits easily. */
export const MAX_SEARCH_QUERY = 512;

export function searchCaps(): Gate {
  return (c, req) => {
    // The mirrored rows that cost the search budget are the public deposit search.
    if (!req.row?.endpoint.rateBudgets?.includes('search')) return undefined;
    const query = requestTarget(c.req.url).search;
    if (query.length > MAX_SEARCH_QUERY) {
      return refuse(c, 'invalid', `Query too long (at most ${MAX_SEARCH_QUERY} characters)`);
    }
    const limits = c.req.queries('limit') ?? [];
    const ok = (v: string) => /^\d{1,3}$/.test(v) && Number(v) >= 1 && Number(v) <= MAX_SEARCH_PAGE;
    if (limits.length > 1 || !limits.every(ok)) {
      return refuse(
        c,
        'invalid',
        `Invalid parameter at path 'limit'. Expected type 'integer from 1 to ${MAX_SEARCH_PAGE}'`,
        { param: 'limit' },
      );
    }
    return undefined;
  };
}
