// "Is it late?": time since the transfer was submitted against the fill time expected when it
// was quoted. Amber past twice the expected time; past the fill deadline the refund path takes
// over. Pure functions of their inputs and `now`.

export type LateLevel = 'on-time' | 'slower' | 'late' | 'past-deadline';

export interface Lateness {
  level: LateLevel;
  elapsedSec: number;
  expectedSec?: number;
  /** elapsed / expected, when the expected time is known. */
  ratio?: number;
  deadline?: string;
}

/** States in which a relayer fill is awaited (the only ones a lateness applies to). */
const AWAITING_FILL = new Set(['submitted', 'indexing', 'deposited', 'unfilled', 'pending']);

export function lateness(input: {
  state: string;
  /** When the clock started: submission (or the deposit, when that is all we know). */
  startedAt?: string;
  expectedFillTimeSec?: number;
  fillDeadline?: string;
  now: number;
}): Lateness | undefined {
  if (!AWAITING_FILL.has(input.state) || !input.startedAt) return undefined;
  const started = Date.parse(input.startedAt);
  if (Number.isNaN(started)) return undefined;
  const elapsedSec = Math.max(0, Math.round((input.now - started) / 1000));
  const deadline = input.fillDeadline;
  if (deadline && input.now >= Date.parse(deadline)) {
    return { level: 'past-deadline', elapsedSec, expectedSec: input.expectedFillTimeSec, deadline };
  }
  const expectedSec = input.expectedFillTimeSec;
  if (expectedSec === undefined || expectedSec <= 0) {
    return { level: 'on-time', elapsedSec, deadline };
  }
  const ratio = elapsedSec / expectedSec;
  const level: LateLevel = ratio > 2 ? 'late' : ratio > 1 ? 'slower' : 'on-time';
  return { level, elapsedSec, expectedSec, ratio, deadline };
}
