// One injectable clock for the server side. Records carry real epoch times; simulated
// durations (fill times, indexer latency, webhook retry delays) are divided by `speed`
// (SERVICE_CLOCK_SPEED), so a running service can live through a whole lifecycle quickly
// and tests can run it in milliseconds with a manual clock and no sleeping.

export interface TimerHandle {
  cancel(): void;
}

export interface Clock {
  /** Epoch milliseconds. */
  now(): number;
  /** Divides simulated durations: 60 makes a 60 s fill take 1 s. */
  readonly speed: number;
  /** Run `fn` at absolute epoch ms `at` (immediately if already past). */
  at(at: number, fn: () => void): TimerHandle;
  /** The absolute epoch ms that lies `simulatedMs` of simulated time from now. */
  after(simulatedMs: number): number;
}

export function systemClock(speed = 1): Clock {
  if (!(speed > 0)) throw new Error(`Clock speed must be positive, got ${speed}`);
  // setTimeout overflows past 2^31-1 ms; re-arm in steps for far timers.
  const MAX_DELAY = 2_147_483_000;
  return {
    speed,
    now: () => Date.now(),
    after: (ms) => Date.now() + ms / speed,
    at(at, fn) {
      let handle: ReturnType<typeof setTimeout>;
      const arm = () => {
        const delay = at - Date.now();
        if (delay > MAX_DELAY) handle = setTimeout(arm, MAX_DELAY);
        else handle = setTimeout(fn, Math.max(0, delay));
        handle.unref?.();
      };
      arm();
      return { cancel: () => clearTimeout(handle) };
    },
  };
}

/** A clock for tests: time moves only when told, and due timers run in time order. */
export interface ManualClock extends Clock {
  /** Move time forward by `ms` real milliseconds, running every timer that falls due, in order, awaiting each. */
  advance(ms: number): Promise<void>;
  /** Move to an absolute time. */
  advanceTo(at: number): Promise<void>;
  /** Number of timers not yet run. */
  pending(): number;
}

export function manualClock(start = Date.UTC(2026, 10, 21, 12, 0, 0), speed = 1): ManualClock {
  let current = start;
  let seq = 0;
  const timers = new Map<number, { at: number; seq: number; fn: () => unknown }>();
  const nextDue = (limit: number) => {
    let best: { id: number; at: number; seq: number } | undefined;
    for (const [id, t] of timers) {
      if (t.at > limit) continue;
      if (!best || t.at < best.at || (t.at === best.at && t.seq < best.seq))
        best = { id, at: t.at, seq: t.seq };
    }
    return best;
  };
  const clock: ManualClock = {
    speed,
    now: () => current,
    after: (ms) => current + ms / speed,
    at(at, fn) {
      const id = ++seq;
      timers.set(id, { at, seq: id, fn });
      return { cancel: () => void timers.delete(id) };
    },
    async advanceTo(target) {
      for (;;) {
        const due = nextDue(target);
        if (!due) break;
        const timer = timers.get(due.id)!;
        timers.delete(due.id);
        current = Math.max(current, timer.at);
        await timer.fn();
        // Let promise chains started by the timer settle before the next one fires.
        await new Promise((resolve) => setImmediate(resolve));
      }
      current = Math.max(current, target);
    },
    advance: (ms) => clock.advanceTo(current + ms),
    pending: () => timers.size,
  };
  return clock;
}

/**
 * lru-cache options that age entries on `clock`. ttlResolution 0 makes it read the clock on every
 * check: by default it keeps "now" for a millisecond of real time behind a timer, and on a busy
 * machine that timer runs late, so an entry read just after the clock moved past its lifetime
 * was still served (seen in CI on the RPC cache).
 */
export const lruOnClock = (clock: Clock) =>
  ({ perf: { now: () => clock.now() }, ttlResolution: 0 }) as const;
