// Fans stored webhook events out to live inbox streams, strictly by owner: a listener is
// registered under its owner and only rows whose `owner` equals it are handed to it, so one
// integrator's events can never reach another's stream. The feed tails the events table (new
// seq numbers), so an event stored by any BFF instance reaches streams on every instance; the
// local receiver kicks it for immediate delivery, and a slow timer covers the others. Sequence
// gaps (a row still committing elsewhere, or a seq consumed by a duplicate) are re-checked
// until they have been open for GAP_SETTLE_MS.
import { asc, gt, inArray, max } from 'drizzle-orm';
import type { Clock, TimerHandle } from '../../clock';
import type { Db } from '../../db/open';
import { bffWebhookEvents } from '../../db/bff/schema/integrator';
import type { EventRow } from './event-store';

const POLL_MS = 1_000;
const PAGE = 500;
const GAP_SETTLE_MS = 5_000;

type Listener = (row: EventRow) => void;

export function createInboxFeed(deps: { db: Db; clock: Clock; onError: (err: unknown) => void }) {
  const { db, clock } = deps;
  const listeners = new Map<string, Set<Listener>>();
  let maxSeen: number | undefined;
  const gaps = new Map<number, number>(); // seq → when first noticed (performance.now())
  let timer: TimerHandle | undefined;
  let running: Promise<void> | undefined;
  let again = false;
  /** Bumped when the last listener leaves, so a poll in flight drops what it read. */
  let epoch = 0;

  const count = () => [...listeners.values()].reduce((n, s) => n + s.size, 0);

  const dispatch = (row: EventRow) => {
    if (row.owner === null) return;
    for (const fn of listeners.get(row.owner) ?? []) fn(row);
  };

  async function pollOnce() {
    let from = maxSeen;
    if (from === undefined) return;
    const generation = epoch;
    for (;;) {
      const rows = await db
        .select()
        .from(bffWebhookEvents)
        .where(gt(bffWebhookEvents.seq, from))
        .orderBy(asc(bffWebhookEvents.seq))
        .limit(PAGE);
      if (generation !== epoch) return; // everyone left meanwhile
      for (const row of rows) {
        if (row.seq - from <= PAGE) {
          for (let s = from + 1; s < row.seq; s++) gaps.set(s, performance.now());
        }
        from = maxSeen = row.seq;
        dispatch(row);
      }
      if (rows.length < PAGE) break;
    }
    if (gaps.size === 0) return;
    const late = await db
      .select()
      .from(bffWebhookEvents)
      .where(inArray(bffWebhookEvents.seq, [...gaps.keys()]));
    if (generation !== epoch) return;
    for (const row of late) {
      gaps.delete(row.seq);
      dispatch(row);
    }
    const settled = performance.now() - GAP_SETTLE_MS;
    for (const [seq, since] of gaps) if (since < settled) gaps.delete(seq);
  }

  /** Poll now (coalesced: at most one poll runs, and one more follows if kicked meanwhile). */
  function kick(): Promise<void> {
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      try {
        do {
          again = false;
          await pollOnce();
        } while (again && count() > 0);
      } catch (err) {
        deps.onError(err);
      } finally {
        running = undefined;
      }
    })();
    return running;
  }

  function arm() {
    timer?.cancel();
    timer = undefined;
    if (count() === 0) return;
    timer = clock.at(clock.now() + POLL_MS, () => {
      void kick().then(arm);
    });
  }

  return {
    /** Listen for `owner`'s new events; resolves to the unsubscribe function. */
    async subscribe(owner: string, fn: Listener): Promise<() => void> {
      if (maxSeen === undefined) {
        const [r] = await db.select({ m: max(bffWebhookEvents.seq) }).from(bffWebhookEvents);
        maxSeen ??= Number(r?.m ?? 0);
      }
      let set = listeners.get(owner);
      if (!set) listeners.set(owner, (set = new Set()));
      set.add(fn);
      if (!timer) arm();
      return () => {
        const s = listeners.get(owner);
        s?.delete(fn);
        if (s?.size === 0) listeners.delete(owner);
        if (count() === 0) {
          timer?.cancel();
          timer = undefined;
          // Nobody listens: the next subscriber starts from the newest row, not from here.
          maxSeen = undefined;
          gaps.clear();
          epoch += 1;
        }
      };
    },
    /** A row was just stored here: deliver it without waiting for the timer. */
    kick: () => (count() > 0 ? kick() : Promise.resolve()),
    /** Open listeners (for tests and the live-watcher gauge). */
    listeners: count,
  };
}
export type InboxFeed = ReturnType<typeof createInboxFeed>;
