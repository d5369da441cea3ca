// Whether this browser opted in to notifications about its transfers: granted by the browser and
// switched on here. Changes made in this tab are announced with an event, other tabs' with
// `storage`, so the app-wide watcher starts and stops with the switch.
import { useSyncExternalStore } from 'react';

export const NOTIFY_FLAG_KEY = 'ferry.notifyTransfers';
export const NOTIFY_FLAG_EVENT = 'ferry:notify-changed';

export function notificationsSupported(): boolean {
  return typeof window !== 'undefined' && 'Notification' in window;
}

export function notificationsOptedIn(): boolean {
  try {
    return (
      notificationsSupported() &&
      Notification.permission === 'granted' &&
      localStorage.getItem(NOTIFY_FLAG_KEY) === 'on'
    );
  } catch {
    return false;
  }
}

export function setNotificationsFlag(on: boolean) {
  try {
    if (on) localStorage.setItem(NOTIFY_FLAG_KEY, 'on');
    else localStorage.removeItem(NOTIFY_FLAG_KEY);
  } catch {
    // Not remembered: the switch still holds for this page.
  }
  window.dispatchEvent(new Event(NOTIFY_FLAG_EVENT));
}

export function subscribeNotificationsFlag(onChange: () => void): () => void {
  const onStorage = (e: StorageEvent) => {
    if (e.key === NOTIFY_FLAG_KEY || e.key === null) onChange();
  };
  window.addEventListener(NOTIFY_FLAG_EVENT, onChange);
  window.addEventListener('storage', onStorage);
  return () => {
    window.removeEventListener(NOTIFY_FLAG_EVENT, onChange);
    window.removeEventListener('storage', onStorage);
  };
}

/** Whether notifications are on in this browser, following the switch in any tab. */
export function useNotificationsOn(): boolean {
  return useSyncExternalStore(subscribeNotificationsFlag, notificationsOptedIn, () => false);
}
