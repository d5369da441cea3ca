import { useEffect, useState } from 'react';

/**
 * The current time, refreshed every `everyMs` while `active`, and once at once when it becomes
 * active (a countdown or "3 min ago" is right from its first frame, not one interval later).
 */
export function useNow(everyMs: number, active = true): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!active) return;
    const tick = () => setNow(Date.now());
    const first = setTimeout(tick, 0);
    const timer = setInterval(tick, everyMs);
    return () => {
      clearTimeout(first);
      clearInterval(timer);
    };
  }, [everyMs, active]);
  return now;
}
