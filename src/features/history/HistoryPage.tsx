import { Link } from '@tanstack/react-router';
import { useMemo } from 'react';
import { useDeposits } from '../../api/deposits';
import { useTokenDirectory } from '../../api/deposits-tokens';
import { Button } from '../../components/ui/Button';
import { Card } from '../../components/ui/Card';
import { EmptyState } from '../../components/ui/EmptyState';
import { Notice } from '../../components/ui/Notice';
import { PageHeader } from '../../components/ui/PageHeader';
import { Skeleton } from '../../components/ui/Skeleton';
import { describeError } from '../../contract/error-copy';
import { isServiceError } from '../../contract/errors';
import { HistoryRow } from './HistoryRow';
import type { LocalTransfer } from './local-transfer';
import { mergeHistory, type HistoryItem } from './merge-history';
import { useLocalResolutions } from './useLocalResolutions';

/** The newest deposits of a wallet that history shows; older ones are in the explorer. */
export const HISTORY_LIMIT = 50;

const linkClass = 'font-medium text-accent underline-offset-2 hover:underline';

function List({ items }: { items: HistoryItem[] }) {
  const tokens = useTokenDirectory();
  return (
    <Card className="overflow-hidden">
      <ul className="divide-y divide-border" aria-label="Your transfers, newest first">
        {items.map((item) => (
          <HistoryRow key={item.key} item={item} tokens={tokens} />
        ))}
      </ul>
    </Card>
  );
}

function WalletHistory({ account, local }: { account: string; local: readonly LocalTransfer[] }) {
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
            <Link to="/" className={linkClass}>
              Make a transfer on the Bridge page
            </Link>
          }
        />
      ) : (
        <List items={items} />
      )}
      {(server.data?.length ?? 0) >= HISTORY_LIMIT && (
        <p className="text-sm text-muted">
          Showing the {HISTORY_LIMIT} newest.{' '}
          <Link to="/explorer" search={{ q: account }} className={linkClass}>
            See every deposit of this wallet in the explorer
          </Link>
          .
        </p>
      )}
    </div>
  );
}

function BrowserHistory({
  local,
  onConnect,
}: {
  local: readonly LocalTransfer[];
  onConnect: () => void;
}) {
  const resolutions = useLocalResolutions(local);
  const items = useMemo(() => mergeHistory([], local, resolutions), [local, resolutions]);
  return (
    <div className="space-y-4">
      <Notice title="Connect your wallet to see all your transfers">
        <p>
          Without a wallet this page lists only what this browser remembers. Connected, it also
          lists your transfers from other devices and apps.
        </p>
        <Button size="sm" className="mt-2" onClick={onConnect}>
          Connect wallet
        </Button>
      </Notice>
      {items.length === 0 ? (
        <EmptyState
          title="No transfers from this browser yet"
          description="Connect the wallet you sent from, make a transfer on the Bridge page, or follow one by its order ID or transaction hash on the Transfers page."
          action={
            <span className="flex flex-wrap justify-center gap-4">
              <Link to="/" className={linkClass}>
                Bridge
              </Link>
              <Link to="/transfers" className={linkClass}>
                Track a transfer
              </Link>
            </span>
          }
        />
      ) : (
        <List items={items} />
      )}
    </div>
  );
}

/**
 * "Your transfers": the connected wallet's deposits from the service, merged with this
 * browser's own entries, so the same history shows on any device.
 */
export function HistoryPage({
  account,
  local,
  onConnect,
}: {
  account?: string;
  local: readonly LocalTransfer[];
  onConnect: () => void;
}) {
  return (
    <div className="space-y-8">
      <PageHeader
        eyebrow="History"
        title="Your transfers"
        description={
          account
            ? 'Every transfer from your connected wallet, with its outcome, newest first.'
            : 'The transfers sent from this browser, newest first.'
        }
      />
      {account ? (
        <WalletHistory key={account} account={account} local={local} />
      ) : (
        <BrowserHistory local={local} onConnect={onConnect} />
      )}
    </div>
  );
}
