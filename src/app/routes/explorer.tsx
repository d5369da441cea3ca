import { createRoute, lazyRouteComponent, redirect } from '@tanstack/react-router';
import { explorerSearchSchema } from '../search';
import {
  depositsQueryOptions,
  explorerDepositQueryOptions,
  NEWEST_DEPOSITS,
} from '../../api/deposits';
import { loadPageData } from './page-data';
import { rootRoute } from './root';
import { defineMessage } from 'react-intl';

// Support staff only: split from the first page. Each page's route component, with what it composes (the dashboard's address note, the inbox's
// timeline events), is its own chunk: none of it is on another page's first visit.
const ExplorerRoute = lazyRouteComponent(() => import('./ExplorerRoute'), 'ExplorerRoute');
const ExplorerDepositRoute = lazyRouteComponent(
  () => import('./ExplorerDepositRoute'),
  'ExplorerDepositRoute',
);

export const explorerRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/explorer',
  validateSearch: explorerSearchSchema,
  staticData: { title: defineMessage({ id: 'route.explorer', defaultMessage: 'Explorer' }) },
  // The newest deposits, rendered in the first view of the explorer (without a search).
  loaderDeps: ({ search }) => ({ searching: Object.keys(search).length > 0 }),
  loader: ({ context, deps }) =>
    deps.searching
      ? undefined
      : loadPageData(context.queryClient, depositsQueryOptions({ ...NEWEST_DEPOSITS })),
  component: ExplorerRoute,
});

/** /explorer/deposits/8453/1234: one deposit, linkable. */
export const explorerDepositRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/explorer/deposits/$originChainId/$depositId',
  staticData: { title: defineMessage({ id: 'route.deposit', defaultMessage: 'Deposit' }) },
  // A support ticket's link arrives rendered with its deposit.
  loader: ({ context, params }) =>
    loadPageData(
      context.queryClient,
      explorerDepositQueryOptions({
        originChainId: Number(params.originChainId),
        depositId: params.depositId,
      }),
    ),
  component: ExplorerDepositRoute,
});

/**
 * /explorer/tx/0x… and /explorer/address/0x…: where a wallet given Ferry's explorer for a sandbox
 * chain (wallet_addEthereumChain's blockExplorerUrls) sends a person; the search finds either.
 */
const searchFor = (path: '/explorer/tx/$ref' | '/explorer/address/$ref') =>
  createRoute({
    getParentRoute: () => rootRoute,
    path,
    beforeLoad: ({ params }) => {
      throw redirect({ to: '/explorer', search: { q: params.ref }, replace: true });
    },
  });

export const explorerTxRoute = searchFor('/explorer/tx/$ref');
export const explorerAddressRoute = searchFor('/explorer/address/$ref');
