// The breaker's window arithmetic (docs/reliability.md#circuit-breaker): it counts only the calls
// inside the window, opens at the failure ratio once there are enough calls, and lets exactly one
// trial through after the reset timeout.
import { describe, expect, it } from 'vitest';
import { manualClock } from '../../clock';
import { CircuitBreaker } from './breaker';

const settings = { windowMs: 10_000, minCalls: 10, threshold: 0.5, resetTimeoutMs: 30_000 };

function breaker() {
  const clock = manualClock();
  const changes: string[] = [];
  const b = new CircuitBreaker(clock, settings, (s) => changes.push(s));
  const call = (ok: boolean) => {
    expect(b.acquire()).toBeUndefined();
    b.record(ok);
  };
  return { b, clock, changes, call };
}

describe('circuit breaker', async () => {
  it('stays closed below the minimum number of calls, however many failed', async () => {
    const { b, call } = breaker();
    for (let i = 0; i < 9; i++) call(false);
    expect(b.state).toBe('closed');
    call(false);
    expect(b.state).toBe('open');
  });

  it('opens at exactly the threshold ratio, not one failure before', async () => {
    const { b, call } = breaker();
    for (let i = 0; i < 6; i++) call(true);
    for (let i = 0; i < 5; i++) call(false); // 5 of 11 failed: 45 %
    expect(b.state).toBe('closed');
    call(false); // 6 of 12: 50 %
    expect(b.state).toBe('open');
  });

  it('forgets failures that left the window', async () => {
    const { b, clock, call } = breaker();
    for (let i = 0; i < 9; i++) call(false);
    await clock.advance(10_001);
    // The nine old failures are gone: ten fresh calls with four failures stay under 50 %.
    for (let i = 0; i < 6; i++) call(true);
    for (let i = 0; i < 4; i++) call(false);
    expect(b.state).toBe('closed');
  });

  it('keeps its counts right over many windows of traffic', async () => {
    const { b, clock, call } = breaker();
    // 5,000 calls, one failure in four, a millisecond apart: never half of the window.
    for (let i = 0; i < 5_000; i++) {
      call(i % 4 !== 0);
      await clock.advance(1);
    }
    expect(b.state).toBe('closed');
    // Then the service goes down: a burst of failures opens it.
    for (let i = 0; i < 1_000 && b.state === 'closed'; i++) call(false);
    expect(b.state).toBe('open');
  });

  it('fails fast while open, then lets one trial through; its success closes', async () => {
    const { b, clock, changes, call } = breaker();
    for (let i = 0; i < 10; i++) call(false);
    expect(b.acquire()).toBe(30);
    await clock.advance(30_000);
    expect(b.acquire()).toBeUndefined(); // the trial
    expect(b.acquire()).toBeGreaterThan(0); // nobody else meanwhile
    b.record(true);
    expect(b.state).toBe('closed');
    expect(changes).toEqual(['open', 'half-open', 'closed']);
  });

  it('re-opens when the trial fails, for a whole new reset timeout', async () => {
    const { b, clock, call } = breaker();
    for (let i = 0; i < 10; i++) call(false);
    await clock.advance(30_000);
    expect(b.acquire()).toBeUndefined();
    b.record(false);
    expect(b.state).toBe('open');
    expect(b.acquire()).toBe(30);
  });
});
