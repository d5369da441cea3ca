// A deposit followed by polling (the live stream covers versioned orders only), at the pace its
// status calls for; paused while the tab is hidden and re-checked when it is visible again.
import { useTrackedDeposit, type DepositRef } from '../../api/tracked-deposit';
import { checkAgainMs, followModeOf, trackingOf } from './polling';
import { usePageVisible } from '../../components/deposit/usePageVisible';
import { useNotificationsOn } from './watch/notify-flag';

export function useTrackedDepositStatus(ref: DepositRef, opts: { submittedAt?: string } = {}) {
  const visible = usePageVisible();
  const notifying = useNotificationsOn();
  const query = useTrackedDeposit(ref, {
    // With notifications on, keep checking in a hidden tab: that is when a notice is worth it.
    refetchIntervalInBackground: notifying,
    retry: false,
    refetchInterval: (q) =>
      checkAgainMs('deposit', q.state.data?.status, q.state, opts.submittedAt),
  });
  const t = trackingOf('deposit', query.data?.status, query, opts.submittedAt);
  const mode = followModeOf(t, visible, 'polling');
  return {
    query,
    deposit: query.data,
    status: t.state,
    notFound: t.missing,
    mode,
    unreachable: t.unreachable,
    lastChecked: t.lastChecked,
  };
}
