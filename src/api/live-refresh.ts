// Live events come in bursts: seven test deposits at one address are some twenty webhook events in
// ten seconds. Re-reading every list once per event cost one dashboard tab about 350 requests a
// minute, and with a second tab (or a few people behind one address) ran into the BFF's
// per-client budget, so the list turned into "Too many requests". Here an event marks its queries
// stale at once; the active ones re-read at once for the first event, then at most once per
// REFRESH_GAP_MS and one read at a time, with a last read after the burst's last event.
import { hashKey, type QueryClient, type QueryKey } from '@tanstack/react-query';

/** Shortest time between two re-reads of one query caused by events. */
export const REFRESH_GAP_MS = 1_000;

interface Refresh {
  timer: ReturnType<typeof setTimeout> | undefined;
  reading: boolean;
  /** An event arrived while a read was running: one more read after it. */
  again: boolean;
  lastRead: number;
}

const refreshesOf = new WeakMap<QueryClient, Map<string, Refresh>>();

function readWhenDue(client: QueryClient, queryKey: QueryKey, refresh: Refresh) {
  const wait = Math.max(0, refresh.lastRead + REFRESH_GAP_MS - Date.now());
  refresh.timer = setTimeout(() => {
    refresh.timer = undefined;
    refresh.again = false;
    refresh.reading = true;
    refresh.lastRead = Date.now();
    // A poll's read in flight may predate the event, so it is cancelled (the default).
    void client
      .refetchQueries({ queryKey, type: 'active' })
      .catch(() => undefined)
      .finally(() => {
        refresh.reading = false;
        if (refresh.again) readWhenDue(client, queryKey, refresh);
      });
  }, wait);
}

/** Something under `queryKey` changed: stale now, re-read soon (coalesced with other events). */
export function refreshSoon(client: QueryClient, queryKey: QueryKey): void {
  void client.invalidateQueries({ queryKey, refetchType: 'none' });
  let refreshes = refreshesOf.get(client);
  if (!refreshes) refreshesOf.set(client, (refreshes = new Map()));
  const hash = hashKey(queryKey);
  let refresh = refreshes.get(hash);
  if (!refresh) {
    refresh = { timer: undefined, reading: false, again: false, lastRead: -Infinity };
    refreshes.set(hash, refresh);
  }
  if (refresh.reading) refresh.again = true;
  else if (refresh.timer === undefined) readWhenDue(client, queryKey, refresh);
}
