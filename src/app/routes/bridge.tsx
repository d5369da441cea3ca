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
  // Its own chunk, so the other pages carry none of the bridge (./BridgeRoute.tsx).
  component: lazyRouteComponent(() => import('./BridgeRoute'), 'BridgeRoute'),
});
