// Opt-in browser notifications for a watched transfer: asked for with a button (never on load),
// remembered per browser, and sent only when the state changes to one worth telling (see
// notify-rule.ts) while the page is hidden — a visible page already shows and announces it.
// While on, the app also watches every pending transfer of this browser (watch/).
import { useEffect, useState } from 'react';
import type { OutcomeNote } from './notify-rule';
import {
  notificationsSupported,
  requestNotifications,
  setNotificationsFlag,
  useNotificationsOn,
  useNotificationsPermission,
} from './watch/notify-flag';
import { recordState } from './watch/notified-states';

export function useOutcomeNotifications(
  /** The transfer (refKey): last-seen states are shared with the app-wide watcher. */
  transferKey: string,
  stateKey: string | undefined,
  note: OutcomeNote | undefined,
  settled: boolean,
) {
  // The one switch of this browser: turned in this tab, another tab or the app-wide watcher.
  const enabled = useNotificationsOn();
  const permission = useNotificationsPermission();
  // Refused just now, when asked: shown at once.
  const [refused, setRefused] = useState(false);

  useEffect(() => {
    if (stateKey === undefined) return;
    // One notice per change, however many tabs and pages watch this transfer.
    if (!recordState(transferKey, stateKey, settled) || !note || !enabled) return;
    if (document.visibilityState === 'visible') return;
    new Notification(note.title, { body: note.body, tag: `ferry-${transferKey}-${stateKey}` });
    // Only a change of state sends one; the note follows it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [stateKey, enabled]);

  const enable = async () => {
    if (!notificationsSupported()) return;
    const permission = await requestNotifications();
    if (permission === 'granted') setNotificationsFlag(true);
    else if (permission === 'denied') setRefused(true);
  };
  const disable = () => setNotificationsFlag(false);
  const denied = permission.denied || refused;
  return { supported: permission.supported, enabled, denied, enable, disable };
}
