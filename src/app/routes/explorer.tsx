import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { explorerSearchSchema } from '../search';
import { rootRoute } from './root';

// Support staff only: split from the first page.
export const explorerRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/explorer',
  validateSearch: explorerSearchSchema,
  staticData: { title: 'Explorer' },
  component: lazyRouteComponent(
    () => import('../../features/explorer/ExplorerPage'),
    'ExplorerPage',
  ),
});
