// The explorer page inside a router and a query client, its search params held in state as the
// route holds them in the URL, and fetch served by a table of path → handler.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import {
  createMemoryHistory,
  createRootRoute,
  createRouter,
  RouterProvider,
} from '@tanstack/react-router';
import { useState } from 'react';
import { vi } from 'vitest';
import { asTheBffSends } from '../../../api/testing/as-the-bff-sends';
import { inLocale } from '../../../i18n/testing/format-message';
import type { Locale } from '../../../i18n/locales';
import { ExplorerPage, type ExplorerSearch } from '../ExplorerPage';

export type Handler = (url: URL) => Response | Promise<Response>;

export const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json', ...headers },
  });

export const depositNotFound = () =>
  json(404, { error: 'DepositNotFoundException', message: 'Deposit not found' });

/** Every request is recorded (path + query); an unlisted path responds with 404. */
export function stubApi(routes: Record<string, Handler>) {
  const calls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init: RequestInit = {}) => {
      const url = new URL(input, 'http://localhost');
      calls.push(url.pathname + url.search);
      const handler = routes[url.pathname];
      if (!handler) return json(404, { error: 'NotFound', message: 'none' });
      return asTheBffSends(init.method ?? 'GET', url.pathname, await handler(url));
    }),
  );
  return calls;
}

/** The page in English, or in `locale` with that language's catalogue. */
export function renderExplorer(initial: ExplorerSearch, locale?: Locale) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const searches: ExplorerSearch[] = [];
  function Harness() {
    const [search, setSearch] = useState(initial);
    return (
      <ExplorerPage
        search={search}
        onSearchChange={(next) => {
          searches.push(next);
          setSearch(next);
        }}
      />
    );
  }
  const router = createRouter({
    routeTree: createRootRoute({ component: Harness }),
    history: createMemoryHistory({ initialEntries: ['/explorer'] }),
  });
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
    locale ? { wrapper: inLocale(locale) } : undefined,
  );
  return { searches };
}
