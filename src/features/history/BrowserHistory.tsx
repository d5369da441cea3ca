import { Link } from '@tanstack/react-router';
import { useMemo } from 'react';
import { Button } from '../../components/ui/Button';
import { EmptyState } from '../../components/ui/EmptyState';
import { Notice } from '../../components/ui/Notice';
import { T } from '../../i18n/useT';
import { HistoryList } from './HistoryList';
import { linkClass } from '../../components/ui/link-class';
import { cn } from '../../lib/cn';
import type { RecentTransfer } from '../../lib/recent-transfers';
import { mergeHistory } from './merge-history';
import { useLocalResolutions } from './useLocalResolutions';

/** Without a wallet: what this browser remembers, and a prompt to connect for the rest. */
export function BrowserHistory({
  local,
  onConnect,
}: {
  local: readonly RecentTransfer[];
  onConnect: () => void;
}) {
  const resolutions = useLocalResolutions(local);
  const items = useMemo(() => mergeHistory([], local, resolutions), [local, resolutions]);
  return (
    <div className="space-y-4">
      <Notice
        title={
          <T
            id="history.browser.connectTitle"
            defaultMessage="Connect your wallet to see all your transfers"
          />
        }
      >
        <p>
          <T
            id="history.browser.connectBody"
            defaultMessage="Without a wallet this page lists only what this browser remembers. Connected, it also lists your transfers from other devices and apps."
          />
        </p>
        <Button size="sm" className="mt-2" onClick={onConnect}>
          <T id="history.browser.connect" defaultMessage="Connect wallet" />
        </Button>
      </Notice>
      {items.length === 0 ? (
        <EmptyState
          title={
            <T
              id="history.browser.emptyTitle"
              defaultMessage="No transfers from this browser yet"
            />
          }
          description={
            <T
              id="history.browser.emptyBody"
              defaultMessage="Connect the wallet you sent from, make a transfer on the Bridge page, or follow one by its order ID or transaction hash on the Transfers page."
            />
          }
          action={
            <span className="flex flex-wrap justify-center gap-4">
              <Link to="/" className={cn('font-medium', linkClass)}>
                <T id="history.browser.bridge" defaultMessage="Bridge" />
              </Link>
              <Link to="/transfers" className={cn('font-medium', linkClass)}>
                <T id="history.browser.track" defaultMessage="Track a transfer" />
              </Link>
            </span>
          }
        />
      ) : (
        <HistoryList items={items} />
      )}
    </div>
  );
}
