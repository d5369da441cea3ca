import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import * as z from 'zod/mini';
import { requestWalletConnect } from '../wallet/connect-request';
import { sessionQueryOptions } from '../../api/session';
import { loadPageData } from './page-data';
import { rootRoute } from './root';
import { defineMessage } from 'react-intl';

// Integrators only: the dashboard and its sections are split from the first page.
export const integratorRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/integrator',
  staticData: { title: defineMessage({ id: 'route.integrator', defaultMessage: 'Integrator' }) },
  // Whether the visitor is signed in, so the dashboard arrives rendered as they will see it: the
  // sign-in panel, or their dashboard.
  loader: ({ context }) => loadPageData(context.queryClient, sessionQueryOptions()),
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
  staticData: {
    title: defineMessage({ id: 'route.integratorOverview', defaultMessage: 'Integrator overview' }),
  },
  component: lazyRouteComponent(
    () => import('../../features/integrator/IntegratorOverviewPage'),
    'IntegratorOverviewPage',
  ),
});

export const depositAddressesRoute = createRoute({
  getParentRoute: () => integratorRoute,
  path: '/deposit-addresses',
  staticData: {
    title: defineMessage({ id: 'route.depositAddresses', defaultMessage: 'Deposit addresses' }),
  },
  component: lazyRouteComponent(
    () => import('../../features/integrator/DepositAddressesPage'),
    'DepositAddressesPage',
  ),
});

export const newDepositAddressRoute = createRoute({
  getParentRoute: () => integratorRoute,
  path: '/deposit-addresses/new',
  staticData: {
    title: defineMessage({ id: 'route.newDepositAddress', defaultMessage: 'New deposit address' }),
  },
  component: lazyRouteComponent(
    () => import('../../features/integrator/deposit-addresses/CreateDepositAddressPage'),
    'CreateDepositAddressPage',
  ),
});

// ?created=1 right after a create, so the page can say whether it was new or resolved again.
const detailSearch = z.object({ created: z.catch(z.optional(z.literal(1)), undefined) });

export const depositAddressDetailRoute = createRoute({
  getParentRoute: () => integratorRoute,
  path: '/deposit-addresses/$addressId',
  staticData: {
    title: defineMessage({ id: 'route.depositAddress', defaultMessage: 'Deposit address' }),
  },
  validateSearch: detailSearch,
  component: lazyRouteComponent(() =>
    import('../../features/integrator/deposit-addresses/DepositAddressDetailPage').then(
      ({ DepositAddressDetailPage }) => ({
        default: function DepositAddressDetailRoute() {
          const { addressId } = depositAddressDetailRoute.useParams();
          const { created } = depositAddressDetailRoute.useSearch();
          return <DepositAddressDetailPage addressId={addressId} created={created === 1} />;
        },
      }),
    ),
  ),
});

export const webhooksRoute = createRoute({
  getParentRoute: () => integratorRoute,
  path: '/webhooks',
  staticData: { title: defineMessage({ id: 'route.webhooks', defaultMessage: 'Webhooks' }) },
  component: lazyRouteComponent(
    () => import('../../features/integrator/WebhooksPage'),
    'WebhooksPage',
  ),
});

export const webhookConsoleRoute = createRoute({
  getParentRoute: () => integratorRoute,
  path: '/webhooks/$subscriptionId',
  staticData: {
    title: defineMessage({ id: 'route.webhookConsole', defaultMessage: 'Webhook console' }),
  },
  component: lazyRouteComponent(() =>
    import('../../features/integrator/webhooks/WebhookConsolePage').then(
      ({ WebhookConsolePage }) => ({
        default: function WebhookConsoleRoute() {
          const { subscriptionId } = webhookConsoleRoute.useParams();
          return <WebhookConsolePage subscriptionId={subscriptionId} />;
        },
      }),
    ),
  ),
});

export const feesRoute = createRoute({
  getParentRoute: () => integratorRoute,
  path: '/fees',
  staticData: {
    title: defineMessage({ id: 'route.feesAndLimits', defaultMessage: 'Fees & limits' }),
  },
  component: lazyRouteComponent(() => import('../../features/integrator/FeesPage'), 'FeesPage'),
});
