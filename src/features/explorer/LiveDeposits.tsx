import { useEffect, useRef, useState } from 'react';
import { NEWEST_DEPOSITS, useDeposits } from '../../api/deposits';
import { usePageVisible } from '../../components/deposit/usePageVisible';
import { Button } from '../../components/ui/Button';
import { EmptyState } from '../../components/ui/EmptyState';
import { useT } from '../../i18n/useT';
import { depositKey } from './deposit-row';
import { useDepositRows } from './useDepositRows';
import { DepositsTable } from './DepositsTable';
import { ResultsSkeleton } from './ResultsSkeleton';
import { SearchProblem } from './SearchProblem';

export const LIVE_PAGE_SIZE = NEWEST_DEPOSITS.limit;
export const LIVE_REFRESH_MS = 5_000;

/**
 * The newest deposits, refreshed every few seconds while the tab is visible and paused while it
 * is hidden (or by the person); rows that arrived since the list was first shown are marked.
 */
export function LiveDeposits() {
  const t = useT();
  const visible = usePageVisible();
  const [paused, setPaused] = useState(false);
  const live = visible && !paused;
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
  const rows = useDepositRows(query.data);

  return (
    <section aria-labelledby="live-heading" className="space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="live-heading" className="text-lg font-semibold">
          {t.formatMessage({ id: 'explorer.live.heading', defaultMessage: 'Newest deposits' })}
        </h2>
        <div className="flex items-center gap-3">
          <span className="text-sm text-muted" data-testid="live-state" data-live={live}>
            {live
              ? t.formatMessage(
                  {
                    id: 'explorer.live.refreshing',
                    defaultMessage: 'Live: refreshed every {seconds, number} s',
                  },
                  { seconds: LIVE_REFRESH_MS / 1000 },
                )
              : paused
                ? t.formatMessage({ id: 'explorer.live.paused', defaultMessage: 'Paused' })
                : t.formatMessage({
                    id: 'explorer.live.pausedHidden',
                    defaultMessage: 'Paused while this tab is hidden',
                  })}
          </span>
          <Button variant="secondary" size="sm" onClick={() => setPaused((p) => !p)}>
            {paused
              ? t.formatMessage({
                  id: 'explorer.live.resume',
                  defaultMessage: 'Resume live updates',
                })
              : t.formatMessage({
                  id: 'explorer.live.pause',
                  defaultMessage: 'Pause live updates',
                })}
          </Button>
        </div>
      </div>
      <p className="sr-only" role="status" aria-live="polite">
        {newKeys.size > 0
          ? t.formatMessage(
              {
                id: 'explorer.live.announceNew',
                defaultMessage:
                  '{count, plural, one {# new deposit since you opened this page.} other {# new deposits since you opened this page.}}',
              },
              { count: newKeys.size },
            )
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
          title={t.formatMessage({
            id: 'explorer.live.emptyTitle',
            defaultMessage: 'No deposits indexed yet',
          })}
          description={t.formatMessage({
            id: 'explorer.live.emptyDescription',
            defaultMessage:
              'Deposits appear here a few seconds after they are made. Make one on the Bridge page, or paste a transaction hash, address or deposit id above.',
          })}
        />
      ) : (
        <DepositsTable
          rows={rows}
          caption={t.formatMessage({
            id: 'explorer.live.caption',
            defaultMessage: 'Newest deposits, newest first',
          })}
          newKeys={newKeys}
        />
      )}
    </section>
  );
}
