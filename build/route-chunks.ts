// Which lazily loaded modules each page needs, by its path: the build writes their chunks into
// index.html and /page-start.js preloads those of the page being opened, beside the app's own
// code (build/page-start.ts). The first pattern that matches wins. A module listed here
// must be imported lazily by its route (the build fails otherwise).
import type { RouteChunks } from './page-start';

export const routeChunks: RouteChunks[] = [
  { path: '^/$', modules: ['src/app/routes/BridgeRoute.tsx'] },
  { path: '^/explorer/deposits/', modules: ['src/features/explorer/DepositDetailPage.tsx'] },
  { path: '^/explorer/?$', modules: ['src/features/explorer/ExplorerPage.tsx'] },
  { path: '^/transfers/deposit/?$', modules: ['src/features/transfers/DepositTrackerPage.tsx'] },
  { path: '^/transfers/0x', modules: ['src/features/transfers/TransferDetailPage.tsx'] },
  { path: '^/transfers/?$', modules: ['src/features/transfers/TransfersPage.tsx'] },
  { path: '^/history/?$', modules: ['src/features/history/HistoryPage.tsx'] },
  {
    path: '^/integrator/?$',
    modules: [
      'src/features/integrator/IntegratorLayout.tsx',
      'src/features/integrator/IntegratorOverviewPage.tsx',
    ],
  },
  { path: '^/integrator/', modules: ['src/features/integrator/IntegratorLayout.tsx'] },
];
