// Tracker URLs (the bridge navigates here after a submit; see trackerPath in
// features/transfers/recent-transfers.ts):
//   /transfers                                           find a transfer; this browser's recent ones
//   /transfers/$orderId                                  a versioned order (0x + 64 hex)
//   /transfers/deposit?originChainId=8453&depositId=12   a gasless transfer, by its deposit
// The static "deposit" segment ranks above $orderId, and an order id is never "deposit".
import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import * as z from 'zod/mini';
import { uint256DigitsMini } from '../../contract/hash-and-digits';
import { transferQueryOptions } from '../../api/transfers';
import { loadPageData } from './page-data';
import { rootRoute } from './root';
import { defineMessage } from 'react-intl';

// The trackers are split from the first page (the bridge): a person reaches them after a
// submit or from a shared link, and their chunk loads in the same moment as the transfer.
const TransfersPage = lazyRouteComponent(
  () => import('../../features/transfers/TransfersPage'),
  'TransfersPage',
);
const TransferDetailPage = lazyRouteComponent(
  () => import('../../features/transfers/TransferDetailPage'),
  'TransferDetailPage',
);
const DepositTrackerPage = lazyRouteComponent(
  () => import('../../features/transfers/DepositTrackerPage'),
  'DepositTrackerPage',
);

export const transfersRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/transfers',
  staticData: { title: defineMessage({ id: 'route.transfers', defaultMessage: 'Transfers' }) },
  component: TransfersPage,
});

export const transferDetailRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/transfers/$orderId',
  staticData: { title: defineMessage({ id: 'route.transfer', defaultMessage: 'Transfer' }) },
  // A shared link arrives rendered with its transfer.
  loader: ({ context, params }) =>
    loadPageData(context.queryClient, transferQueryOptions(params.orderId)),
  component: function TransferDetailRoute() {
    const { orderId } = transferDetailRoute.useParams();
    return <TransferDetailPage orderId={orderId} />;
  },
});

/** Digits only, from a number or a string (big deposit ids stay strings, no digits lost). */
const digits = z.pipe(
  z.pipe(z.union([z.string(), z.number()]), z.transform(String)),
  uint256DigitsMini,
);

export const depositTrackerSearch = z.object({
  originChainId: z.catch(
    z.optional(
      z.pipe(
        z.pipe(digits, z.transform(Number)),
        z.int().check(z.positive(), z.maximum(Number.MAX_SAFE_INTEGER)),
      ),
    ),
    undefined,
  ),
  depositId: z.catch(z.optional(digits), undefined),
});

export const depositTrackerRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/transfers/deposit',
  validateSearch: depositTrackerSearch,
  staticData: { title: defineMessage({ id: 'route.transfer', defaultMessage: 'Transfer' }) },
  component: function DepositTrackerRoute() {
    const { originChainId, depositId } = depositTrackerRoute.useSearch();
    return <DepositTrackerPage originChainId={originChainId} depositId={depositId} />;
  },
});
