// Renders a dashboard page under the integrator layout in a real router and query client, with
// wagmi's app config (no wallet connected) and fetch served by a routing table (path → handler),
// for component tests of the integrator feature.
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
import type { SessionResponse } from '../../../contract/schemas/ferry-auth';
import type { Locale } from '../../../i18n/locales';
import { inLocale } from '../../../i18n/testing/format-message';
import { wagmiConfig } from '../../../lib/wagmi';
import { WalletStateProvider } from '../../../lib/wallet/WalletStateProvider';
import { WalletSync } from '../../../lib/wallet/WalletSync';
import { IntegratorLayout } from '../IntegratorLayout';

export type Handler = (url: URL, init: RequestInit) => Response | Promise<Response>;

export const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** Serve fetch by `METHOD /path` (or just `/path` for any method). */
export function stubApi(routes: Record<string, Handler>) {
  const calls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init: RequestInit = {}) => {
      const url = new URL(input, 'http://localhost');
      const method = (init.method ?? 'GET').toUpperCase();
      calls.push(`${method} ${url.pathname}${url.search}`);
      const handler = routes[`${method} ${url.pathname}`] ?? routes[url.pathname];
      if (!handler) return json(404, { error: 'NotFoundError', message: 'No route in the test' });
      return asTheBffSends(method, url.pathname, await handler(url, init));
    }),
  );
  return calls;
}

export const adminSession: SessionResponse = {
  signedIn: true,
  address: '0x9f2C6A3B6E1f4c2D8a7b5E3F1d0C9B8a7E6F5d4C',
  chainId: 42161,
  expiresAt: '2026-11-24T00:00:00.000Z',
  isAdmin: true,
  adminRule: 'any-wallet',
  dashboardLocked: false,
  lockedReason: null,
  sandbox: true,
};

export const signedOut: SessionResponse = {
  ...adminSession,
  signedIn: false,
  address: null,
  chainId: null,
  expiresAt: null,
  isAdmin: false,
};

/** `page` rendered at /integrator/<path> inside the dashboard layout, in `locale`. */
export function renderDashboard(path: string, page: () => ReactNode, locale: Locale = 'en') {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false, gcTime: Infinity }, mutations: { retry: false } },
  });
  const connect = vi.fn();
  const rootRoute = createRootRoute({ component: () => <Outlet /> });
  const layout = createRoute({
    getParentRoute: () => rootRoute,
    path: '/integrator',
    component: () => <IntegratorLayout onConnect={connect} />,
  });
  const child = createRoute({ getParentRoute: () => layout, path: '$', component: page });
  const router = createRouter({
    routeTree: rootRoute.addChildren([layout.addChildren([child])]),
    history: createMemoryHistory({ initialEntries: [`/integrator/${path}`] }),
  });
  render(
    <WalletStateProvider runtime={<WalletSync config={wagmiConfig} />}>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </WalletStateProvider>,
    { wrapper: inLocale(locale) },
  );
  return { queryClient, router, connect };
}
