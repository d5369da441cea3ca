import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { requestWalletConnect } from '../wallet/connect-request';
import { rootRoute } from './root';

// Integrators only: the dashboard and its sections are split from the first page.
export const integratorRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/integrator',
  staticData: { title: 'Integrator' },
  // The layout opens the app's wallet modal to sign in (features do not import src/app).
  component: lazyRouteComponent(() =>
    import('../../features/integrator/IntegratorLayout').then(({ IntegratorLayout }) => ({
      default: function IntegratorRoute() {
        return <IntegratorLayout onConnect={requestWalletConnect} />;
      },
    })),
  ),
});

export const integratorIndexRoute = createRoute({
  getParentRoute: () => integratorRoute,
  path: '/',
  staticData: { title: 'Integrator overview' },
  component: lazyRouteComponent(
    () => import('../../features/integrator/IntegratorOverviewPage'),
    'IntegratorOverviewPage',
  ),
});

export const depositAddressesRoute = createRoute({
  getParentRoute: () => integratorRoute,
  path: '/deposit-addresses',
  staticData: { title: 'Deposit addresses' },
  component: lazyRouteComponent(
    () => import('../../features/integrator/DepositAddressesPage'),
    'DepositAddressesPage',
  ),
});

export const webhooksRoute = createRoute({
  getParentRoute: () => integratorRoute,
  path: '/webhooks',
  staticData: { title: 'Webhooks' },
  component: lazyRouteComponent(
    () => import('../../features/integrator/WebhooksPage'),
    'WebhooksPage',
  ),
});

export const feesRoute = createRoute({
  getParentRoute: () => integratorRoute,
  path: '/fees',
  staticData: { title: 'Fees & limits' },
  component: lazyRouteComponent(() => import('../../features/integrator/FeesPage'), 'FeesPage'),
});
