// One deposit at /explorer/deposits/$originChainId/$depositId, with the integrator inbox's
// deliveries about it on its timeline (./deposit-inbox-events.ts). A chunk of its own with the
// deposit's page (build/route-chunks.ts).
import { useParams } from '@tanstack/react-router';
import { useMemo } from 'react';
import { DepositDetailPage } from '../../features/explorer/DepositDetailPage';
import { useDepositInboxEvents } from './deposit-inbox-events';

export function ExplorerDepositRoute() {
  const { originChainId, depositId } = useParams({
    from: '/explorer/deposits/$originChainId/$depositId',
  });
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
}
