// Renders a tracker page inside a real router and query client, with fetch served by a
// routing table (path → handler), for component tests of the transfers feature.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
} from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { vi } from 'vitest';
import { asTheBffSends } from '../../../api/testing/as-the-bff-sends';
import { inLocale } from '../../../i18n/testing/format-message';
import type { Locale } from '../../../i18n/locales';

export type Handler = (url: URL) => Response | Promise<Response>;

export const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** The legacy deposit lookup's response for a deposit the service does not know (yet). */
export const depositNotFound = () =>
  json(404, { error: 'DepositNotFoundException', message: 'Deposit not found' });

export function stubApi(routes: Record<string, Handler>) {
  const calls: string[] = [];
  const fetch = vi.fn(async (input: string, init: RequestInit = {}) => {
    const url = new URL(input, 'http://localhost');
    calls.push(url.pathname + url.search);
    const handler = routes[url.pathname];
    if (!handler) return json(404, { error: 'NotFound', message: 'No route in the test' });
    return asTheBffSends(init.method ?? 'GET', url.pathname, await handler(url));
  });
  vi.stubGlobal('fetch', fetch);
  return calls;
}

export function renderAt(
  path: string,
  page: (params: Record<string, string>) => ReactNode,
  /** The app's own client (its retry policy) when a test depends on it. */
  queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false, gcTime: Infinity } },
  }),
  /** The page in this language with its catalogue; English from the code when absent. */
  locale?: Locale,
) {
  const rootRoute = createRootRoute({ component: () => <Outlet /> });
  const detail = createRoute({
    getParentRoute: () => rootRoute,
    path: '/transfers/$orderId',
    component: function Detail() {
      return page(detail.useParams());
    },
  });
  const list = createRoute({
    getParentRoute: () => rootRoute,
    path: '/transfers',
    component: function List() {
      return page({});
    },
  });
  const deposit = createRoute({
    getParentRoute: () => rootRoute,
    path: '/transfers/deposit',
    validateSearch: (s: Record<string, unknown>) => s,
    component: function Deposit() {
      return page(deposit.useSearch() as Record<string, string>);
    },
  });
  const router = createRouter({
    routeTree: rootRoute.addChildren([detail, list, deposit]),
    history: createMemoryHistory({ initialEntries: [path] }),
  });
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
    locale ? { wrapper: inLocale(locale) } : undefined,
  );
  return { queryClient, router };
}
