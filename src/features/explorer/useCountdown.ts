import { useEffect, useState } from 'react';

/** Whole seconds left until `untilMs` (0 once passed), ticking each second while counting. */
export function useCountdown(untilMs: number | undefined): number {
  const left = (now: number) =>
    untilMs === undefined ? 0 : Math.max(0, Math.ceil((untilMs - now) / 1000));
  const [now, setNow] = useState(() => Date.now());
  const remaining = left(now);
  useEffect(() => {
    if (remaining <= 0) return;
    const timer = setInterval(() => setNow(Date.now()), 1_000);
    return () => clearInterval(timer);
  }, [remaining, untilMs]);
  return remaining;
}
