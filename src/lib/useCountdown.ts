import { useNow } from './useNow';

/** Whole seconds left until `untilMs` (0 once passed), ticking each second while counting. */
export function useCountdown(untilMs: number | undefined): number {
  const now = useNow(1_000, untilMs !== undefined, untilMs);
  return untilMs === undefined ? 0 : Math.max(0, Math.ceil((untilMs - now) / 1000));
}
