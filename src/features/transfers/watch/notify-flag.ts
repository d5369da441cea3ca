// Whether this browser opted in to notifications about its transfers: granted by the browser and
// switched on here. The switch is followed in this tab and others, so the app-wide watcher
// starts and stops with it.
import { useSyncExternalStore } from 'react';
import { storedValue } from '../../../lib/stored-value';

export const NOTIFY_FLAG_KEY = 'ferry.notifyTransfers';

export function notificationsSupported(): boolean {
  return typeof window !== 'undefined' && 'Notification' in window;
}

const flag = storedValue({
  key: NOTIFY_FLAG_KEY,
  fallback: false,
  parse: (raw) => raw === 'on',
  format: (on) => (on ? 'on' : 'off'),
});

type Permission = NotificationPermission | 'unsupported';

// Reading Notification.permission asks the browser process each time (about 1 ms in Chromium),
// and React reads a store at every render. So while a component follows it, the response is kept
// until it may have changed: the browser says so (Permissions API), the person asked has
// replied, or the window comes back into focus (from the browser's settings, say). With no
// one following, every read asks.
let kept: Permission | undefined;
let followers = 0;

function readPermission(): Permission {
  if (kept !== undefined) return kept;
  const now = notificationsSupported() ? Notification.permission : 'unsupported';
  if (followers > 0) kept = now;
  return now;
}

function subscribePermission(onChange: () => void): () => void {
  followers += 1;
  let status: PermissionStatus | undefined;
  let stopped = false;
  const changed = () => {
    kept = undefined;
    onChange();
  };
  window.addEventListener('focus', changed);
  navigator.permissions
    ?.query({ name: 'notifications' })
    .then((s) => {
      if (stopped) return;
      status = s;
      s.addEventListener('change', changed);
    })
    .catch(() => {});
  return () => {
    stopped = true;
    followers -= 1;
    if (followers === 0) kept = undefined;
    window.removeEventListener('focus', changed);
    status?.removeEventListener('change', changed);
  };
}

export function notificationsOptedIn(): boolean {
  return readPermission() === 'granted' && flag.read();
}

/** Asks the person; the response is the browser's permission from then on. */
export async function requestNotifications(): Promise<NotificationPermission> {
  const permission = await Notification.requestPermission();
  kept = undefined;
  return permission;
}

/** Off is no key at all. Where storage is refused, the switch still holds for this page. */
export function setNotificationsFlag(on: boolean) {
  if (on) flag.write(true);
  else flag.clear();
}

/**
 * Whether this browser can show notifications, and whether it refuses them for Ferry. Read as
 * the page runs, never while React hydrates a page rendered on the server (a tracker link):
 * that first render must match the server's, which knew of no notifications.
 */
export function useNotificationsPermission(): { supported: boolean; denied: boolean } {
  const now = useSyncExternalStore(subscribePermission, readPermission, () => 'unsupported');
  return { supported: now !== 'unsupported', denied: now === 'denied' };
}

/** Whether notifications are on in this browser, following the switch in any tab. */
export function useNotificationsOn(): boolean {
  return useSyncExternalStore(flag.subscribe, notificationsOptedIn, () => false);
}
