import { Link } from '@tanstack/react-router';
import { useMemo } from 'react';
import { useDeposits } from '../../api/deposits';
import { Button } from '../../components/ui/Button';
import { EmptyState } from '../../components/ui/EmptyState';
import { Notice } from '../../components/ui/Notice';
import { Skeleton } from '../../components/ui/Skeleton';
import { describeError } from '../../contract/error-copy';
import { isServiceError } from '../../contract/errors';
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
  const server = useDeposits({ depositor: account, limit: HISTORY_LIMIT, skip: 0 });
  const resolutions = useLocalResolutions(local);
  const items = useMemo(
    () => mergeHistory(server.data ?? [], local, resolutions),
    [server.data, local, resolutions],
  );
  if (server.isPending) {
    return (
      <div aria-busy="true" className="space-y-3">
        <p className="text-sm text-muted">Loading your transfers…</p>
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
          title={`Could not load this wallet's transfers: ${problem.title}`}
          announce
        >
          <p>{problem.message} Showing what this browser remembers.</p>
          <Button
            variant="secondary"
            size="sm"
            className="mt-2"
            onClick={() => void server.refetch()}
          >
            Try again
          </Button>
        </Notice>
      )}
      {items.length === 0 ? (
        <EmptyState
          title="No transfers for this wallet yet"
          description={
            <>
              Transfers sent from <span className="font-mono break-all">{account}</span> appear here
              a few seconds after their deposit, on any device.
            </>
          }
          action={
            <Link to="/" className={cn('font-medium', linkClass)}>
              Make a transfer on the Bridge page
            </Link>
          }
        />
      ) : (
        <HistoryList items={items} />
      )}
      {(server.data?.length ?? 0) >= HISTORY_LIMIT && (
        <p className="text-sm text-muted">
          Showing the {HISTORY_LIMIT} newest.{' '}
          <Link to="/explorer" search={{ q: account }} className={cn('font-medium', linkClass)}>
            See every deposit of this wallet in the explorer
          </Link>
          .
        </p>
      )}
    </div>
  );
}
