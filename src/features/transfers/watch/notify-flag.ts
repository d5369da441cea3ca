// Whether this browser opted in to notifications about its transfers: granted by the browser and
// switched on here. Changes made in this tab are announced with an event, other tabs' with
// `storage`, so the app-wide watcher starts and stops with the switch.
import { useSyncExternalStore } from 'react';

export const NOTIFY_FLAG_KEY = 'ferry.notifyTransfers';
export const NOTIFY_FLAG_EVENT = 'ferry:notify-changed';

export function notificationsSupported(): boolean {
  return typeof window !== 'undefined' && 'Notification' in window;
}

/**
 * The switch as this tab set it when storage refused to keep it (private mode, a full quota, a
 * policy): it still holds for this page then. A stored change, here or in another tab, clears it.
 */
let unsaved: boolean | undefined;

function storedFlag(): boolean {
  try {
    return localStorage.getItem(NOTIFY_FLAG_KEY) === 'on';
  } catch {
    return false;
  }
}

export function notificationsOptedIn(): boolean {
  return (
    notificationsSupported() && Notification.permission === 'granted' && (unsaved ?? storedFlag())
  );
}

export function setNotificationsFlag(on: boolean) {
  try {
    if (on) localStorage.setItem(NOTIFY_FLAG_KEY, 'on');
    else localStorage.removeItem(NOTIFY_FLAG_KEY);
    unsaved = undefined;
  } catch {
    unsaved = on;
  }
  window.dispatchEvent(new Event(NOTIFY_FLAG_EVENT));
}

export function subscribeNotificationsFlag(onChange: () => void): () => void {
  const onStorage = (e: StorageEvent) => {
    if (e.key !== NOTIFY_FLAG_KEY && e.key !== null) return;
    unsaved = undefined;
    onChange();
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
