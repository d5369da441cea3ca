import type { QueryClient } from '@tanstack/react-query';
import { createRouter, type RouterHistory } from '@tanstack/react-router';
import { PendingPage } from './layout/PendingPage';
import { RouteError } from './layout/RouteError';
import { bridgeRoute } from './routes/bridge';
import {
  explorerAddressRoute,
  explorerDepositRoute,
  explorerRoute,
  explorerTxRoute,
} from './routes/explorer';
import { historyRoute } from './routes/history';
import {
  depositAddressDetailRoute,
  depositAddressesRoute,
  newDepositAddressRoute,
  feesRoute,
  integratorIndexRoute,
  integratorRoute,
  webhookConsoleRoute,
  webhooksRoute,
} from './routes/integrator';
import { rootRoute } from './routes/root';
import { depositTrackerRoute, transferDetailRoute, transfersRoute } from './routes/transfers';
import { parseSearch, stringifySearch } from './search';

export const routeTree = rootRoute.addChildren([
  bridgeRoute,
  transfersRoute,
  transferDetailRoute,
  depositTrackerRoute,
  historyRoute,
  explorerRoute,
  explorerDepositRoute,
  explorerTxRoute,
  explorerAddressRoute,
  integratorRoute.addChildren([
    integratorIndexRoute,
    depositAddressesRoute,
    newDepositAddressRoute,
    depositAddressDetailRoute,
    webhooksRoute,
    webhookConsoleRoute,
    feesRoute,
  ]),
]);

export function createAppRouter(
  queryClient: QueryClient,
  history?: RouterHistory,
  /** Where no window says it: the build's prerender (prerender/render-page.tsx). */
  origin?: string,
) {
  return createRouter({
    routeTree,
    context: { queryClient },
    ...(history ? { history } : {}),
    ...(origin ? { origin } : {}),
    defaultPreload: 'intent',
    // Route data lives in TanStack Query, which decides freshness itself.
    defaultPreloadStaleTime: 0,
    defaultPendingComponent: PendingPage,
    defaultErrorComponent: RouteError,
    notFoundMode: 'root',
    scrollRestoration: true,
    // Plain values in the URL (?amount=1.50&token=USDC), read without losing digits.
    parseSearch,
    stringifySearch,
  });
}

import type { MessageDescriptor } from 'react-intl';

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
  interface StaticDataRouteOption {
    /** The page's name (a message): document title and the route-change announcement. */
    title?: MessageDescriptor;
  }
}
