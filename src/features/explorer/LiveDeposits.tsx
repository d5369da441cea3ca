import { useEffect, useMemo, useRef, useState } from 'react';
import { useDeposits } from '../../api/deposits';
import { useTokenDirectory } from '../../api/deposits-tokens';
import { usePageVisible } from '../../components/deposit/usePageVisible';
import { Button } from '../../components/ui/Button';
import { EmptyState } from '../../components/ui/EmptyState';
import { depositKey, depositRow } from './deposit-row';
import { DepositsTable } from './DepositsTable';
import { ResultsSkeleton } from './ResultsSkeleton';
import { SearchProblem } from './SearchProblem';

export const LIVE_PAGE_SIZE = 25;
export const LIVE_REFRESH_MS = 5_000;

/**
 * The newest deposits, refreshed every few seconds while the tab is visible and paused while it
 * is hidden (or by the person); rows that arrived since the list was first shown are marked.
 */
export function LiveDeposits() {
  const visible = usePageVisible();
  const [paused, setPaused] = useState(false);
  const live = visible && !paused;
  const tokens = useTokenDirectory();
  const query = useDeposits({ limit: LIVE_PAGE_SIZE, skip: 0 });
  // Refetch on our own schedule so a hidden tab sends nothing.
  const { refetch } = query;
  useEffect(() => {
    if (!live) return;
    const timer = setInterval(() => void refetch(), LIVE_REFRESH_MS);
    return () => clearInterval(timer);
  }, [live, refetch]);

  const seen = useRef<Set<string> | undefined>(undefined);
  const [newKeys, setNewKeys] = useState<ReadonlySet<string>>(new Set());
  useEffect(() => {
    if (!query.data) return;
    const keys = query.data.map(depositKey);
    if (!seen.current) {
      seen.current = new Set(keys);
      return;
    }
    const fresh = keys.filter((k) => !seen.current!.has(k));
    if (fresh.length) {
      for (const k of fresh) seen.current.add(k);
      setNewKeys((prev) => new Set([...prev, ...fresh]));
    }
  }, [query.data]);
  const rows = useMemo(
    () => (query.data ?? []).map((d) => depositRow(d, tokens)),
    [query.data, tokens],
  );

  return (
    <section aria-labelledby="live-heading" className="space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="live-heading" className="text-lg font-semibold">
          Newest deposits
        </h2>
        <div className="flex items-center gap-3">
          <span className="text-sm text-muted" data-testid="live-state" data-live={live}>
            {live
              ? `Live: refreshed every ${LIVE_REFRESH_MS / 1000} s`
              : paused
                ? 'Paused'
                : 'Paused while this tab is hidden'}
          </span>
          <Button variant="secondary" size="sm" onClick={() => setPaused((p) => !p)}>
            {paused ? 'Resume live updates' : 'Pause live updates'}
          </Button>
        </div>
      </div>
      <p className="sr-only" role="status" aria-live="polite">
        {newKeys.size > 0
          ? `${newKeys.size} new ${newKeys.size === 1 ? 'deposit' : 'deposits'} since you opened this page.`
          : ''}
      </p>
      {query.isPending ? (
        <ResultsSkeleton />
      ) : query.isError ? (
        <SearchProblem
          key={query.errorUpdatedAt}
          error={query.error}
          onRetry={() => void refetch()}
        />
      ) : rows.length === 0 ? (
        <EmptyState
          icon="list"
          title="No deposits indexed yet"
          description="Deposits appear here a few seconds after they are made. Make one on the Bridge page, or paste a transaction hash, address or deposit id above."
        />
      ) : (
        <DepositsTable rows={rows} caption="Newest deposits, newest first" newKeys={newKeys} />
      )}
    </section>
  );
}
