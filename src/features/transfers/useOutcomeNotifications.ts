// Opt-in browser notifications for a watched transfer: asked for with a button (never on load),
// remembered per browser, and sent only when the state changes to one worth telling (see
// notify-rule.ts) while the page is hidden — a visible page already shows and announces it.
// While on, the app also watches every pending transfer of this browser (watch/).
import { useEffect, useRef, useState } from 'react';
import type { OutcomeNote } from './notify-rule';
import {
  notificationsOptedIn as optedIn,
  notificationsSupported as supported,
  setNotificationsFlag,
} from './watch/notify-flag';

export function useOutcomeNotifications(
  stateKey: string | undefined,
  note: OutcomeNote | undefined,
) {
  const [enabled, setEnabled] = useState(optedIn);
  const [denied, setDenied] = useState(() => supported() && Notification.permission === 'denied');
  const last = useRef<string | undefined>(undefined);

  useEffect(() => {
    if (stateKey === undefined) return;
    const previous = last.current;
    last.current = stateKey;
    if (previous === undefined || previous === stateKey || !note || !enabled) return;
    if (document.visibilityState === 'visible') return;
    new Notification(note.title, { body: note.body, tag: `ferry-${stateKey}` });
    // Only a change of state sends one; the note follows it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [stateKey, enabled]);

  const enable = async () => {
    if (!supported()) return;
    const permission = await Notification.requestPermission();
    if (permission === 'granted') {
      setNotificationsFlag(true);
      setEnabled(true);
    } else if (permission === 'denied') setDenied(true);
  };
  const disable = () => {
    setNotificationsFlag(false);
    setEnabled(false);
  };
  return { supported: supported(), enabled, denied, enable, disable };
}
