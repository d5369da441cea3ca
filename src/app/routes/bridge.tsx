import { createRoute } from '@tanstack/react-router';
import { BridgePage } from '../../features/bridge/BridgePage';
import { bridgeSearchSchema } from '../search';
import { rootRoute } from './root';

export const bridgeRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/',
  validateSearch: bridgeSearchSchema,
  staticData: { title: 'Bridge' },
  component: function BridgeRoute() {
    return <BridgePage linked={bridgeRoute.useSearch()} />;
  },
});
