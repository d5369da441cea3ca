import { describe, expect, it } from 'vitest';
import { lateness } from './lateness';

const start = '2026-01-01T00:00:00.000Z';
const at = (sec: number) => Date.parse(start) + sec * 1000;

describe('lateness', () => {
  it('is on time up to the expected fill time, slower up to 2×, late (amber) past 2×', () => {
    const base = { state: 'deposited', startedAt: start, expectedFillTimeSec: 10 };
    expect(lateness({ ...base, now: at(10) })?.level).toBe('on-time');
    expect(lateness({ ...base, now: at(15) })?.level).toBe('slower');
    expect(lateness({ ...base, now: at(20) })?.level).toBe('slower');
    expect(lateness({ ...base, now: at(21) })).toMatchObject({ level: 'late', elapsedSec: 21 });
  });

  it('turns into the refund path once the fill deadline has passed', () => {
    const l = lateness({
      state: 'deposited',
      startedAt: start,
      expectedFillTimeSec: 10,
      fillDeadline: '2026-01-01T00:01:00.000Z',
      now: at(61),
    });
    expect(l?.level).toBe('past-deadline');
  });

  it('does not apply once filled, refunded, or before anything was submitted', () => {
    for (const state of ['filled', 'refunded', 'refund_pending', 'quoted', 'expired']) {
      expect(
        lateness({ state, startedAt: start, expectedFillTimeSec: 1, now: at(99) }),
      ).toBeUndefined();
    }
    expect(lateness({ state: 'deposited', now: at(5) })).toBeUndefined();
  });

  it('reports elapsed time alone when the expected time is unknown', () => {
    expect(lateness({ state: 'submitted', startedAt: start, now: at(400) })).toEqual({
      level: 'on-time',
      elapsedSec: 400,
      deadline: undefined,
    });
  });
});
