// A deposit followed by polling (the live stream covers versioned orders only), at the pace its
// status calls for; paused while the tab is hidden and re-checked when it is visible again.
import { useTrackedDeposit, type DepositRef } from '../../api/tracked-deposit';
import { isServiceError } from '../../contract/errors';
import { pollMs, withinIndexingGrace } from './polling';
import { statusInfo } from '../../components/deposit/status-map';
import { usePageVisible } from '../../components/deposit/usePageVisible';
import { isUnreachable } from '../../components/deposit/unreachable';
import { useNotificationsOn } from './watch/notify-flag';
import type { FollowMode } from './useTrackedTransfer';

export function useTrackedDepositStatus(ref: DepositRef, opts: { submittedAt?: string } = {}) {
  const visible = usePageVisible();
  const notifying = useNotificationsOn();
  const query = useTrackedDeposit(ref, {
    // With notifications on, keep checking in a hidden tab: that is when a notice is worth it.
    refetchIntervalInBackground: notifying,
    retry: false,
    refetchInterval: (q) => {
      const data = q.state.data;
      if (data) return pollMs('deposit', data.status);
      if (isNotFound(q.state.error)) {
        return withinIndexingGrace(opts.submittedAt, q.state.errorUpdatedAt) ? 3_000 : false;
      }
      return 5_000;
    },
  });
  const notFound = !query.data && isNotFound(query.error);
  const indexing = notFound && withinIndexingGrace(opts.submittedAt, query.errorUpdatedAt);
  const status = query.data?.status ?? (indexing ? 'indexing' : undefined);
  const complete = status !== undefined && statusInfo('deposit', status).complete;
  const unreachable = query.isError && isUnreachable(query.error);
  const mode: FollowMode = complete
    ? 'settled'
    : unreachable
      ? 'unreachable'
      : !visible
        ? 'paused'
        : 'polling';
  return {
    query,
    deposit: query.data,
    status,
    notFound: notFound && !indexing,
    mode,
    unreachable,
    lastChecked: query.dataUpdatedAt || undefined,
  };
}

function isNotFound(error: unknown): boolean {
  return isServiceError(error) && error.status === 404;
}
