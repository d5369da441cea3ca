// Mounted once in the app's layout: loads the watcher (its own chunk) only while notifications
// are on, so the first page carries nothing of it for everyone else.
import { lazy, Suspense, useSyncExternalStore } from 'react';
import { notificationsOptedIn, subscribeNotificationsFlag } from './notify-flag';

const PendingTransfersWatcher = lazy(() =>
  import('./PendingTransfersWatcher').then((m) => ({ default: m.PendingTransfersWatcher })),
);

export function WatchPendingTransfers() {
  const on = useSyncExternalStore(subscribeNotificationsFlag, notificationsOptedIn, () => false);
  if (!on) return null;
  return (
    <Suspense fallback={null}>
      <PendingTransfersWatcher />
    </Suspense>
  );
}
