import type { QueryClient } from '@tanstack/react-query';
import { createRootRouteWithContext } from '@tanstack/react-router';
import { NotFoundPage } from '../layout/NotFoundPage';
import { RootLayout } from '../layout/RootLayout';
import { defineMessage } from 'react-intl';

export interface RouterContext {
  queryClient: QueryClient;
}

export const rootRoute = createRootRouteWithContext<RouterContext>()({
  component: RootLayout,
  // The moment the page was rendered, carried into the browser for its hydration (useNow).
  loader: () => ({ renderedAt: Date.now() }),
  staleTime: Infinity,
  notFoundComponent: NotFoundPage,
  staticData: { title: defineMessage({ id: 'route.notFound', defaultMessage: 'Page not found' }) },
});
