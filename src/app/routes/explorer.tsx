import { createRoute, lazyRouteComponent, redirect, useNavigate } from '@tanstack/react-router';
import { lazy, Suspense, useMemo } from 'react';
import { explorerSearchSchema } from '../search';
import { useDepositInboxEvents } from './deposit-inbox-events';
import {
  depositsQueryOptions,
  explorerDepositQueryOptions,
  NEWEST_DEPOSITS,
} from '../../api/deposits';
import { loadPageData } from './page-data';
import { rootRoute } from './root';
import { defineMessage } from 'react-intl';

// Support staff only: split from the first page.
const ExplorerPage = lazyRouteComponent(
  () => import('../../features/explorer/ExplorerPage'),
  'ExplorerPage',
);
const DepositDetailPage = lazyRouteComponent(
  () => import('../../features/explorer/DepositDetailPage'),
  'DepositDetailPage',
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
  component: function ExplorerRoute() {
    const search = explorerRoute.useSearch();
    const navigate = useNavigate({ from: '/explorer' });
    return (
      <ExplorerPage
        search={search}
        onSearchChange={(next) => void navigate({ search: next })}
        addressNote={addressNote}
      />
    );
  },
});

// Said only on an address searched by a signed-in admin: its code (and the dashboard's query of
// deposit addresses it reads) is not part of any page's first visit.
const FerryAddressNote = lazy(() =>
  import('./FerryAddressNote').then((m) => ({ default: m.FerryAddressNote })),
);
const addressNote = (address: string) => (
  <Suspense fallback={null}>
    <FerryAddressNote address={address} />
  </Suspense>
);

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
  component: function ExplorerDepositRoute() {
    const { originChainId, depositId } = explorerDepositRoute.useParams();
    const ref = useMemo(
      () => ({ originChainId: Number(originChainId), depositId }),
      [originChainId, depositId],
    );
    const inboxEvents = useDepositInboxEvents(ref);
    return (
      <DepositDetailPage
        originChainId={ref.originChainId}
        depositId={depositId}
        extraTimelineEvents={inboxEvents}
      />
    );
  },
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
