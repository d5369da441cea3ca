// While notifications are on, every transfer this browser submitted in the last three days that
// is not known to be over is re-checked: at its state's pace, in the background too (a hidden tab
// is when a notification is worth sending), and at once when the tab becomes visible again or
// the browser comes back online. A change of state worth telling sends one notification;
// clicking it opens the transfer's tracker.
import { useQueries } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { transferQueryOptions } from '../../../api/transfers';
import { trackedDepositQueryOptions } from '../../../api/tracked-deposit';
import { chainLabel } from '../../../components/deposit/chain-label';
import { statusInfo } from '../../../components/deposit/status-map';
import { noteFor } from '../notify-rule';
import { pollMs } from '../polling';
import {
  refKey,
  trackerPath,
  useRecentTransfers,
  type RecentTransfer,
} from '../../../lib/recent-transfers';
import { knownFinal, recordState } from './notified-states';
import { useT } from '../../../i18n/useT';

const WATCH_FOR_MS = 3 * 86_400_000;
const MAX_WATCHED = 10;
/** Background checks are gentler than an open tracker's; browsers throttle hidden tabs anyway. */
const MIN_INTERVAL_MS = 10_000;

export function watchedTransfers(recent: RecentTransfer[], now: number): RecentTransfer[] {
  return recent
    .filter((t) => now - Date.parse(t.submittedAt) < WATCH_FOR_MS && !knownFinal(refKey(t.ref)))
    .slice(0, MAX_WATCHED);
}

const pace = (kind: 'transfer' | 'deposit', state: string | undefined) => {
  const ms = pollMs(kind, state);
  return ms === false ? false : Math.max(ms, MIN_INTERVAL_MS);
};

// Re-checking on visibility and reconnection is TanStack Query's focus and online managers
// (they listen to `visibilitychange` and `online`); 'always' re-checks even a fresh response.
const watchOptions = {
  refetchIntervalInBackground: true,
  refetchOnWindowFocus: 'always',
  refetchOnReconnect: 'always',
  retry: false,
} as const;

export function PendingTransfersWatcher() {
  const t = useT();
  const router = useRouter();
  // The watch window is judged from when the watcher started; a page stays open for hours at most.
  const [startedAt] = useState(() => Date.now());
  const watched = watchedTransfers(useRecentTransfers(), startedAt);
  const results = useQueries({
    queries: watched.map((t) =>
      t.ref.kind === 'order'
        ? {
            ...transferQueryOptions(t.ref.orderId),
            ...watchOptions,
            refetchInterval: (q: { state: { data?: { state: string } } }) =>
              pace('transfer', q.state.data?.state),
            select: (s: { state: string }) => ({ kind: 'transfer' as const, state: s.state }),
          }
        : {
            ...trackedDepositQueryOptions(t.ref),
            ...watchOptions,
            refetchInterval: (q: { state: { data?: { status: string } } }) =>
              pace('deposit', q.state.data?.status),
            select: (d: { status: string }) => ({ kind: 'deposit' as const, state: d.status }),
          },
    ),
  });

  const states = results.map((r) => (r.data ? `${r.data.kind}:${r.data.state}` : ''));
  useEffect(() => {
    results.forEach((result, i) => {
      const transfer = watched[i];
      if (!transfer || !result.data) return;
      const info = statusInfo(result.data.kind, result.data.state);
      const key = refKey(transfer.ref);
      if (!recordState(key, result.data.state, info.complete)) return;
      if (document.visibilityState === 'visible') return; // the page already shows it
      const ctx = {
        origin: chainLabel(transfer.originChainId, t),
        destination: chainLabel(transfer.destinationChainId, t),
        refundAddress: transfer.refundAddress ?? undefined,
      };
      const note = noteFor(t, info, ctx);
      if (!note) return;
      // The tag matches the tracker's own, so the browser shows one notice per change.
      const shown = new Notification(note.title, {
        body: note.body,
        tag: `ferry-${key}-${result.data.state}`,
      });
      shown.onclick = () => {
        window.focus();
        void router.navigate({ href: trackerPath(transfer.ref) });
        shown.close();
      };
    });
    // Only a change in some watched state is news.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [states.join('|')]);

  return null;
}
