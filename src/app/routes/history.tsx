import { createRoute } from '@tanstack/react-router';
import { HistoryPage } from '../../features/history/HistoryPage';
import { RecentTransfersList } from '../../features/transfers/RecentTransfersList';
import { rootRoute } from './root';

export const historyRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/history',
  staticData: { title: 'History' },
  component: function HistoryRoute() {
    return <HistoryPage recent={<RecentTransfersList />} />;
  },
});
