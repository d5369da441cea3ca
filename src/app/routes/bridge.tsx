// The bridge at "/"; the page itself is ./BridgeRoute.tsx.
import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { bridgeSearchSchema } from '../search';
import { rootRoute } from './root';
import { defineMessage } from 'react-intl';

export const bridgeRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/',
  validateSearch: bridgeSearchSchema,
  staticData: { title: defineMessage({ id: 'route.bridge', defaultMessage: 'Bridge' }) },
  // On the server, the form's data (./bridge-data.ts), so the page arrives filled in. Vite sets
  // import.meta.env.SSR in each build: the browser's has no such chunk at all.
  loaderDeps: ({ search }) => ({ from: search.from, to: search.to }),
  loader: ({ context, deps }) =>
    import.meta.env.SSR
      ? import('./bridge-data').then(({ loadBridgeData }) =>
          loadBridgeData(context.queryClient, deps),
        )
      : undefined,
  // Its own chunk, so the other pages carry none of the bridge (./BridgeRoute.tsx).
  component: lazyRouteComponent(() => import('./BridgeRoute'), 'BridgeRoute'),
});
