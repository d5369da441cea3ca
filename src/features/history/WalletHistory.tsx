import { Link } from '@tanstack/react-router';
import { useMemo } from 'react';
import { useDeposits } from '../../api/deposits';
import { Button } from '../../components/ui/Button';
import { EmptyState } from '../../components/ui/EmptyState';
import { Notice } from '../../components/ui/Notice';
import { Skeleton } from '../../components/ui/Skeleton';
import { useErrorCopy } from '../../api/error-copy';
import { isServiceError } from '../../contract/errors';
import { T, useT } from '../../i18n/useT';
import { HistoryList } from './HistoryList';
import { linkClass } from '../../components/ui/link-class';
import { cn } from '../../lib/cn';
import type { RecentTransfer } from '../../lib/recent-transfers';
import { mergeHistory } from './merge-history';
import { useLocalResolutions } from './useLocalResolutions';

/** The newest deposits of a wallet that history shows; older ones are in the explorer. */
export const HISTORY_LIMIT = 50;

/** The connected wallet's deposits from the service, merged with this browser's entries. */
export function WalletHistory({
  account,
  local,
}: {
  account: string;
  local: readonly RecentTransfer[];
}) {
  const t = useT();
  const describeError = useErrorCopy();
  const server = useDeposits({ depositor: account, limit: HISTORY_LIMIT, skip: 0 });
  const resolutions = useLocalResolutions(local);
  const items = useMemo(
    () => mergeHistory(server.data ?? [], local, resolutions),
    [server.data, local, resolutions],
  );
  if (server.isPending) {
    return (
      <div aria-busy="true" className="space-y-3">
        <p className="text-sm text-muted">
          <T id="history.wallet.loading" defaultMessage="Loading your transfers…" />
        </p>
        <Skeleton className="h-48 w-full" />
      </div>
    );
  }
  const problem = server.isError
    ? describeError(isServiceError(server.error) ? server.error : { code: 'UNEXPECTED_ERROR' })
    : undefined;
  return (
    <div className="space-y-4">
      {problem && (
        <Notice
          tone="warning"
          title={t.formatMessage(
            {
              id: 'history.wallet.loadFailed',
              defaultMessage: 'Could not load this wallet’s transfers: {reason}',
            },
            { reason: problem.title },
          )}
          announce
        >
          <p>{problem.message}</p>
          <p>
            <T
              id="history.wallet.showingLocal"
              defaultMessage="Showing what this browser remembers."
            />
          </p>
          <Button
            variant="secondary"
            size="sm"
            className="mt-2"
            onClick={() => void server.refetch()}
          >
            <T id="history.wallet.retry" defaultMessage="Try again" />
          </Button>
        </Notice>
      )}
      {items.length === 0 ? (
        <EmptyState
          title={
            <T id="history.wallet.emptyTitle" defaultMessage="No transfers for this wallet yet" />
          }
          description={
            <T
              id="history.wallet.emptyBody"
              defaultMessage="Transfers sent from {account} appear here a few seconds after their deposit, on any device."
              values={{
                account: (
                  <span className="font-mono break-all" dir="ltr">
                    {account}
                  </span>
                ),
              }}
            />
          }
          action={
            <Link to="/" className={cn('font-medium', linkClass)}>
              <T
                id="history.wallet.makeTransfer"
                defaultMessage="Make a transfer on the Bridge page"
              />
            </Link>
          }
        />
      ) : (
        <HistoryList items={items} />
      )}
      {(server.data?.length ?? 0) >= HISTORY_LIMIT && (
        <p className="text-sm text-muted">
          <T
            id="history.wallet.limited"
            defaultMessage="Showing the {count, plural, one {newest transfer} other {# newest transfers}}."
            values={{ count: HISTORY_LIMIT }}
          />{' '}
          <Link to="/explorer" search={{ q: account }} className={cn('font-medium', linkClass)}>
            <T
              id="history.wallet.seeAll"
              defaultMessage="See every deposit of this wallet in the explorer"
            />
          </Link>
        </p>
      )}
    </div>
  );
}
