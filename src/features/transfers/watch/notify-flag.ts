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

export function notificationsOptedIn(): boolean {
  return notificationsSupported() && Notification.permission === 'granted' && flag.read();
}

/** Off is no key at all. Where storage is refused, the switch still holds for this page. */
export function setNotificationsFlag(on: boolean) {
  if (on) flag.write(true);
  else flag.clear();
}

/** Whether notifications are on in this browser, following the switch in any tab. */
export function useNotificationsOn(): boolean {
  return useSyncExternalStore(flag.subscribe, notificationsOptedIn, () => false);
}
