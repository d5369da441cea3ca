// One transfer, followed until it settles: the BFF's live stream when the browser can hold one,
// polling that follows the state otherwise (and whenever the stream is down or reports a
// service fault). The stream closes while the tab is hidden; TanStack Query pauses the polling
// then too, and both re-check as soon as the tab is visible again.
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useSyncExternalStore } from 'react';
import { canStream } from '../../api/transfers-live';
import { isOrderId, useTransfer } from '../../api/transfers';
import { LiveFollow } from './live-follow';
import { checkAgainMs, followModeOf, trackingOf } from './polling';
import { usePageVisible } from '../../components/deposit/usePageVisible';
import { useNotificationsOn } from './watch/notify-flag';

export function useTrackedTransfer(orderId: string, opts: { submittedAt?: string } = {}) {
  const queryClient = useQueryClient();
  const visible = usePageVisible();
  const live = useMemo(() => new LiveFollow(orderId, queryClient), [orderId, queryClient]);
  const stream = useSyncExternalStore(live.subscribe, live.getStatus, () => 'off' as const);

  const notifying = useNotificationsOn();
  const query = useTransfer(orderId, {
    // With notifications on, keep checking in a hidden tab: that is when a notice is worth it.
    refetchIntervalInBackground: notifying,
    // Polling is the retry: one failed check shows at once (the service is away) and the next
    // one, seconds later, recovers by itself. The default backoff hid an outage for ~40 s.
    retry: false,
    refetchInterval: (q) =>
      stream === 'open'
        ? false
        : checkAgainMs('transfer', q.state.data?.state, q.state, opts.submittedAt),
  });

  const t = trackingOf('transfer', query.data?.state, query, opts.submittedAt);
  // A transfer the service does not know (past the indexing grace) is not worth a stream.
  const follow = isOrderId(orderId) && visible && !t.complete && !t.missing && canStream();

  useEffect(() => {
    if (!follow) return;
    live.start();
    return () => live.stop();
  }, [live, follow]);

  const mode = followModeOf(
    t,
    visible,
    stream === 'open' ? 'live' : stream === 'connecting' && !query.data ? 'connecting' : 'polling',
  );

  return {
    query,
    snapshot: query.data,
    state: t.state,
    notFound: t.missing,
    mode,
    unreachable: t.unreachable,
    lastChecked: t.lastChecked,
  };
}
