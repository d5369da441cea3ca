// Not found yet: the indexer shows a new deposit 1–15 s after it is mined, so a miss is checked
// again every few seconds for a minute before the page stops and says so.
export const RECHECK_EVERY_MS = 5_000;
export const RECHECK_FOR_MS = 60_000;

/** The refetch interval while the re-check window (from the first miss) is open. */
export function recheckInterval(firstMissAt: number | undefined, now: number): number | false {
  if (firstMissAt === undefined) return false;
  return now - firstMissAt < RECHECK_FOR_MS ? RECHECK_EVERY_MS : false;
}
