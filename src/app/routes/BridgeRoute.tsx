// The bridge at "/", composed with the transfers feature here (features never import each
// other): after a submit the transfer is recorded in this browser and its tracker opens. A chunk
// of its own, which a visit to / fetches beside the app's code (build/route-chunks.ts).
import { useNavigate, useSearch } from '@tanstack/react-router';
import { BridgePage } from '../../features/bridge/BridgePage';
import type { SubmittedTransfer } from '../../features/bridge/model/submitted';
import {
  recentFromGasless,
  recentFromQuote,
  recordRecentTransfer,
  trackerPath,
} from '../../lib/recent-transfers';
import { requestWalletConnect } from '../wallet/connect-request';

export function BridgeRoute() {
  const search = useSearch({ from: '/' });
  const navigate = useNavigate();
  const openTracker = (transfer: SubmittedTransfer) => {
    // Kept locally first, so the tracker can show what was quoted; a full storage never
    // stops the navigation.
    recordRecentTransfer(
      transfer.kind === 'order'
        ? recentFromQuote(transfer.quote, {
            approvalTxnRef: transfer.approvalTxnRef,
            prices: transfer.prices,
          })
        : recentFromGasless(
            transfer.quote,
            transfer.response,
            transfer.parties,
            undefined,
            transfer.prices,
          ),
    );
    if (transfer.kind === 'order') {
      void navigate({ to: '/transfers/$orderId', params: { orderId: transfer.orderId } });
    } else {
      const { originChainId, depositId } = transfer;
      void navigate({ to: '/transfers/deposit', search: { originChainId, depositId } });
    }
  };
  return (
    <BridgePage
      search={search}
      onSearchChange={(patch) =>
        void navigate({ to: '/', search: (prev) => ({ ...prev, ...patch }), replace: true })
      }
      onConnect={requestWalletConnect}
      onSubmitted={openTracker}
      trackerHref={trackerPath}
    />
  );
}
