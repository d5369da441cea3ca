import { useContext, useEffect, useState } from 'react';
import { RenderedAt } from './rendered-at';
import { useHydrating } from './useHydrating';

/**
 * The current time, refreshed every `everyMs` while `active`, and once at once when it becomes
 * active (a countdown or "3 min ago" is right from its first frame, not one interval later).
 * Given `untilMs`, it stops refreshing once that moment has come: an ended countdown needs no
 * more frames.
 */
export function useNow(everyMs: number, active = true, untilMs?: number): number {
  // On the server and while React hydrates this component: the moment the server rendered it.
  const hydrating = useHydrating();
  const renderedAt = useContext(RenderedAt);
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!active) return;
    const tick = () => {
      const time = Date.now();
      setNow(time);
      if (untilMs !== undefined && time >= untilMs) clearInterval(timer);
    };
    const first = setTimeout(tick, 0);
    const timer = setInterval(tick, everyMs);
    return () => {
      clearTimeout(first);
      clearInterval(timer);
    };
  }, [everyMs, active, untilMs]);
  return (hydrating ? renderedAt : undefined) ?? now;
}
