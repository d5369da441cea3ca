// Mounted once in the app's layout: loads the watcher (its own chunk) only while notifications
// are on, so the first page carries nothing of it for everyone else.
import { lazy, Suspense } from 'react';
import { useNotificationsOn } from './notify-flag';

const PendingTransfersWatcher = lazy(() =>
  import('./PendingTransfersWatcher').then((m) => ({ default: m.PendingTransfersWatcher })),
);

export function WatchPendingTransfers() {
  const on = useNotificationsOn();
  if (!on) return null;
  return (
    <Suspense fallback={null}>
      <PendingTransfersWatcher />
    </Suspense>
  );
}
