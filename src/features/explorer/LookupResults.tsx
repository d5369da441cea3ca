import { Link } from '@tanstack/react-router';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { useTokenDirectory } from '../../api/deposits-tokens';
import {
  isRefused,
  searchRetryDelayMs,
  useExplorerSearch,
  type ExplorerLookup,
  type ExplorerMatch,
  type MatchVia,
} from '../../api/explorer-search';
import { useNow } from '../../lib/useNow';
import { statusInfo } from '../../components/deposit/status-map';
import { Notice } from '../../components/ui/Notice';
import { depositRow } from './deposit-row';
import { DepositsTable } from './DepositsTable';
import { NotFound } from './NotFound';
import { recheckInterval, RECHECK_FOR_MS } from './recheck';
import { ResultsSkeleton } from './ResultsSkeleton';
import { searchProblemOf } from './SearchProblem';
import { Jargon } from './terms';
import { SearchRefused, SearchRefusedCountdown } from './SearchRefused';
import { linkClass } from '../../components/ui/link-class';
import { cn } from '../../lib/cn';

const VIA_TITLE: Record<MatchVia, (n: number) => string> = {
  depositTxnRef: (n) => (n > 1 ? `Deposit transaction (${n} deposits)` : 'Deposit transaction'),
  relayDataHash: () => 'Cross-chain id',
  orderId: () => 'Order id',
  sweepTxnRef: (n) => `Sweep transaction: ${n} ${n === 1 ? 'deposit' : 'deposits'} swept together`,
  depositId: () => 'Deposit id',
};

/** Titles that stand for a protocol term, with the term on hover. */
const VIA_HEADING: Partial<Record<MatchVia, (words: string) => ReactNode>> = {
  relayDataHash: () => <Jargon of="relayHash" />,
  sweepTxnRef: (words) => <Jargon of="sweep">{words}</Jargon>,
};

function MatchSection({ match, index }: { match: ExplorerMatch; index: number }) {
  const tokens = useTokenDirectory();
  const rows = useMemo(
    () => match.deposits.map((d) => depositRow(d, tokens)),
    [match.deposits, tokens],
  );
  const via = VIA_TITLE[match.via](match.deposits.length);
  const title = `Matched as: ${via}`;
  const headingId = `match-${index}`;
  return (
    <section aria-labelledby={headingId} className="space-y-3">
      <h3 id={headingId} className="text-base font-semibold">
        Matched as: {VIA_HEADING[match.via]?.(via) ?? via}
      </h3>
      {match.order && (
        <p className="text-sm">
          This is the order id of a Ferry transfer (
          {statusInfo('transfer', match.order.state).label.toLowerCase()}).{' '}
          <Link
            to="/transfers/$orderId"
            params={{ orderId: match.order.orderId }}
            className={cn('font-medium', linkClass)}
          >
            Open its tracker
          </Link>
          {match.deposits.length === 0 && ' — it has no deposit on chain yet.'}
        </p>
      )}
      {rows.length > 0 && <DepositsTable rows={rows} caption={title} />}
    </section>
  );
}

/** A lookup by one identifier, its matches grouped by how they matched. */
export function LookupResults({
  lookup,
  searched,
  onResult,
}: {
  lookup: ExplorerLookup;
  searched: string;
  onResult: (summary: string) => void;
}) {
  const [firstMissAt, setFirstMissAt] = useState<number>();
  const now = useNow(1_000, firstMissAt !== undefined);
  const interval = recheckInterval(firstMissAt, now);
  // A re-check refused after its own tries ends the re-checking: nothing runs until the person
  // searches again.
  const query = useExplorerSearch(lookup, (q) =>
    q.state.status === 'error' && isRefused(q.state.error) ? false : interval,
  );
  const matches = query.data?.matches;
  const found = matches?.length ?? 0;
  const refused = query.isError && isRefused(query.error);
  // Refused, and the next try is already scheduled (the query layer backs off by itself).
  const waiting =
    query.fetchStatus === 'fetching' && query.failureCount > 0 && isRefused(query.failureReason);

  // The re-check window opens at the first miss and closes at the first hit (state adjusted
  // while rendering, as React recommends for values derived from a changing input).
  if (query.data && found === 0 && firstMissAt === undefined) setFirstMissAt(query.dataUpdatedAt);
  if (found > 0 && firstMissAt !== undefined) setFirstMissAt(undefined);
  const total = matches?.reduce((n, m) => n + Math.max(m.deposits.length, 1), 0) ?? 0;
  useEffect(() => {
    if (!query.data) return;
    onResult(
      found === 0
        ? 'No deposit found yet.'
        : `${total} ${total === 1 ? 'result' : 'results'} found.`,
    );
  }, [query.data, found, total, onResult]);

  const searchAgain = () => {
    setFirstMissAt(Date.now());
    void query.refetch();
  };

  if (!query.data) {
    // Nothing shown yet: a refusal says when the search runs again, or that the page stopped.
    if (waiting) {
      return (
        <SearchRefusedCountdown
          key={query.failureCount}
          waitMs={searchRetryDelayMs(query.failureCount - 1, query.failureReason)}
        />
      );
    }
    if (query.isPending || query.fetchStatus === 'fetching') return <ResultsSkeleton />;
    if (refused) return <SearchRefused onSearchAgain={searchAgain} />;
    return searchProblemOf(query);
  }
  // Once a search has answered, a refused re-check never replaces what is on screen.
  if (query.isError && !refused) return searchProblemOf(query);
  if (!matches || found === 0) {
    const left =
      firstMissAt === undefined
        ? Math.round(RECHECK_FOR_MS / 1000)
        : Math.max(0, Math.ceil((firstMissAt + RECHECK_FOR_MS - now) / 1000));
    return (
      <NotFound
        searched={searched}
        rechecking={left > 0 && !refused}
        secondsLeft={left}
        refused={refused}
        onSearchAgain={searchAgain}
      />
    );
  }
  return (
    <div className="space-y-6">
      {query.data.partial && (
        <Notice tone="warning" title="Some lookups did not answer">
          The results below may be incomplete; search again in a moment.
        </Notice>
      )}
      {matches.map((m, i) => (
        <MatchSection key={m.via} match={m} index={i} />
      ))}
    </div>
  );
}
