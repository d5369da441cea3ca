import type { QueryClient } from '@tanstack/react-query';
import { createRouter, type RouterHistory } from '@tanstack/react-router';
import { setupRouterSsrQueryIntegration } from '@tanstack/react-router-ssr-query';
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

export interface AppRouterOptions {
  history?: RouterHistory;
  /** Where no window says it: a server render. */
  origin?: string;
  /** The request's CSP nonce, on the scripts the router writes into a server-rendered page. */
  nonce?: string;
}

export function createAppRouter(queryClient: QueryClient, opts: AppRouterOptions = {}) {
  const router = createRouter({
    routeTree,
    context: { queryClient },
    ...(opts.history ? { history: opts.history } : {}),
    ...(opts.origin ? { origin: opts.origin } : {}),
    ...(opts.nonce ? { ssr: { nonce: opts.nonce } } : {}),
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
  // The query cache a server render filled travels in the page, and the browser starts from it.
  // Only answers that came: a failed or late one is asked again by the browser, as it would
  // have been without a server render. Our providers already hold the QueryClientProvider.
  setupRouterSsrQueryIntegration({
    router,
    queryClient,
    wrapQueryClient: false,
    dehydrateOptions: { shouldDehydrateQuery: (query) => query.state.status === 'success' },
  });
  return router;
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
