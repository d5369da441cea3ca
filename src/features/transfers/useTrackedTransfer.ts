// One transfer, followed until it settles: the BFF's live stream when the browser can hold one,
// polling that follows the state otherwise (and whenever the stream is down or reports a
// service fault). The stream closes while the tab is hidden; TanStack Query pauses the polling
// then too, and both re-check as soon as the tab is visible again.
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useSyncExternalStore } from 'react';
import { canStream } from '../../api/transfers-live';
import { isOrderId, useTransfer } from '../../api/transfers';
import { isServiceError } from '../../contract/errors';
import { LiveFollow } from './live-follow';
import { pollMs, withinIndexingGrace } from './polling';
import { statusInfo } from '../../components/deposit/status-map';
import { usePageVisible } from '../../components/deposit/usePageVisible';
import { isUnreachable } from '../../components/deposit/unreachable';
import { useNotificationsOn } from './watch/notify-flag';

/** How the page is following the transfer right now (shown to the person, and in the bundle). */
export type FollowMode = 'live' | 'connecting' | 'polling' | 'paused' | 'settled' | 'unreachable';

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
    refetchInterval: (q) => {
      if (stream === 'open') return false;
      const data = q.state.data;
      if (data) return pollMs('transfer', data.state);
      // Not found: keep looking only while a fresh submission may still be indexing.
      if (isNotFound(q.state.error)) {
        return withinIndexingGrace(opts.submittedAt, q.state.errorUpdatedAt) ? 3_000 : false;
      }
      return 5_000;
    },
  });

  const notFound = !query.data && isNotFound(query.error);
  // "Not found" moments after this browser submitted it means "not indexed yet"
  // (docs/reliability.md#a-new-transfer-is-indexing-not-failed).
  const indexing = notFound && withinIndexingGrace(opts.submittedAt, query.errorUpdatedAt);
  const state = query.data?.state ?? (indexing ? 'indexing' : undefined);
  const complete = state !== undefined && statusInfo('transfer', state).complete;
  // A transfer the service does not know (past the indexing grace) is not worth a stream.
  const missing = notFound && !indexing;
  const follow = isOrderId(orderId) && visible && !complete && !missing && canStream();

  useEffect(() => {
    if (!follow) return;
    live.start();
    return () => live.stop();
  }, [live, follow]);

  const unreachable = query.isError && isUnreachable(query.error);
  const mode: FollowMode = complete
    ? 'settled'
    : unreachable
      ? 'unreachable'
      : !visible
        ? 'paused'
        : stream === 'open'
          ? 'live'
          : stream === 'connecting' && !query.data
            ? 'connecting'
            : 'polling';

  return {
    query,
    snapshot: query.data,
    state,
    notFound: missing,
    mode,
    unreachable,
    lastChecked: query.dataUpdatedAt || undefined,
  };
}

function isNotFound(error: unknown): boolean {
  return isServiceError(error) && error.status === 404;
}
