import { createRoute, lazyRouteComponent, useNavigate } from '@tanstack/react-router';
import { useMemo } from 'react';
// Chain logos (shared components, their marks a chunk of their own) are composed in here, so the
// explorer draws them without importing another feature.
import { ChainLogo } from '../../components/logos/ChainLogo';
import { explorerSearchSchema } from '../search';
import { useDepositInboxEvents } from './deposit-inbox-events';
import { FerryAddressNote } from './FerryAddressNote';
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

const chainMark = (chainId: number, name: string) => (
  <ChainLogo chainId={chainId} name={name} size={18} />
);

export const explorerRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/explorer',
  validateSearch: explorerSearchSchema,
  staticData: { title: defineMessage({ id: 'route.explorer', defaultMessage: 'Explorer' }) },
  component: function ExplorerRoute() {
    const search = explorerRoute.useSearch();
    const navigate = useNavigate({ from: '/explorer' });
    return (
      <ExplorerPage
        search={search}
        onSearchChange={(next) => void navigate({ search: next })}
        chainMark={chainMark}
        addressNote={addressNote}
      />
    );
  },
});

const addressNote = (address: string) => <FerryAddressNote address={address} />;

/** /explorer/deposits/8453/1234: one deposit, linkable. */
export const explorerDepositRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/explorer/deposits/$originChainId/$depositId',
  staticData: { title: defineMessage({ id: 'route.deposit', defaultMessage: 'Deposit' }) },
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
        chainMark={chainMark}
        extraTimelineEvents={inboxEvents}
      />
    );
  },
});
