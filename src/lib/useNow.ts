import { useEffect, useState } from 'react';
import { pageDrawnAt } from './drawn-at';
import { useTakingOver } from './useTakingOver';

/**
 * The current time, refreshed every `everyMs` while `active`, and once at once when it becomes
 * active (a countdown or "3 min ago" is right from its first frame, not one interval later).
 * Given `untilMs`, it stops refreshing once that moment has come: an ended countdown needs no
 * more frames.
 */
export function useNow(everyMs: number, active = true, untilMs?: number): number {
  // While React takes over a page the server drew, the moment it was drawn (drawn-at.ts).
  const takingOver = useTakingOver();
  const [now, setNow] = useState(() => (takingOver ? pageDrawnAt() : undefined) ?? Date.now());
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
  return now;
}
