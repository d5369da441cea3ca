// History, given this browser's remembered transfers (src/lib) and the wallet from the app's
// wallet state; the page loads lazily.
import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { useRecentTransfers } from '../../lib/recent-transfers';
import { useWalletAccount } from '../../lib/wallet/wallet-context';
import { requestWalletConnect } from '../wallet/connect-request';
import { rootRoute } from './root';
import { defineMessage } from 'react-intl';

const HistoryPage = lazyRouteComponent(
  () => import('../../features/history/HistoryPage'),
  'HistoryPage',
);

export const historyRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/history',
  staticData: { title: defineMessage({ id: 'route.history', defaultMessage: 'History' }) },
  component: function HistoryRoute() {
    const local = useRecentTransfers();
    const { address } = useWalletAccount();
    return <HistoryPage account={address} local={local} onConnect={requestWalletConnect} />;
  },
});
