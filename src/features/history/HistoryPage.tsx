import { PageHeader } from '../../components/ui/PageHeader';
import { useT } from '../../i18n/useT';
import { BrowserHistory } from './BrowserHistory';
import type { RecentTransfer } from '../../lib/recent-transfers';
import { WalletHistory } from './WalletHistory';

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
  local: readonly RecentTransfer[];
  onConnect: () => void;
}) {
  const t = useT();
  return (
    <div className="space-y-8">
      <PageHeader
        eyebrow={t.formatMessage({ id: 'history.page.eyebrow', defaultMessage: 'History' })}
        title={t.formatMessage({ id: 'history.page.title', defaultMessage: 'Your transfers' })}
        description={
          account
            ? t.formatMessage({
                id: 'history.page.walletDescription',
                defaultMessage:
                  'Every transfer from your connected wallet, with its outcome, newest first.',
              })
            : t.formatMessage({
                id: 'history.page.browserDescription',
                defaultMessage: 'The transfers sent from this browser, newest first.',
              })
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
