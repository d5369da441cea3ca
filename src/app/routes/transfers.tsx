import { createRoute } from '@tanstack/react-router';
import { TransferDetailPage } from '../../features/transfers/TransferDetailPage';
import { TransfersPage } from '../../features/transfers/TransfersPage';
import { rootRoute } from './root';

export const transfersRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/transfers',
  staticData: { title: 'Transfers' },
  component: TransfersPage,
});

export const transferDetailRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/transfers/$orderId',
  staticData: { title: 'Transfer' },
  component: function TransferDetailRoute() {
    const { orderId } = transferDetailRoute.useParams();
    return <TransferDetailPage orderId={orderId} />;
  },
});
