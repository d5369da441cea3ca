// docs/reliability.md#failing-endpoints-are-disabled: a subscription failing without a break for
// the disable window is disabled; one success inside the window starts the count again (as Svix's
// worker.rs tests, on a compressed clock).
import { afterEach, describe, expect, it } from 'vitest';
import { DEFAULT_DISABLE_AFTER_MS } from './sender';
import { captureLogs, event, harness, leakedSecrets } from './testing/webhook-harness';
import type { Harness, Hit, Receiver, Reply } from './testing/webhook-harness';

const logs = captureLogs();
const open: Harness[] = [];
const receivers: Receiver[] = [];
let eventNo = 0;
const MIN = 60_000;
afterEach(async () => {
  await Promise.all(open.splice(0).map((h) => h.close()));
});

/**
 * Enqueues an event every `everyMs` for `totalMs` (advancing in `stepMs` steps) and reports
 * when the subscription was first seen disabled and how many hits came after that.
 */
async function drive(
  h: Harness,
  everyMs: number,
  totalMs: number,
  stepMs: number,
  probe: (elapsedMs: number) => Promise<void> = async () => {},
) {
  let disabledAt: number | null = null;
  let hitsAtDisable = 0;
  const start = h.clock.now();
  receivers.push(h.receiver);
  for (let t = 0; t < totalMs; t += stepMs) {
    // A stale copy (enabled: true) on purpose: the sender must consult the store.
    if (t % everyMs === 0) await h.sender.enqueue(event(eventNo++), [h.sub]);
    await h.clock.advance(stepMs);
    await probe(h.clock.now() - start);
    if (disabledAt === null && !(await h.store.getSubscription(h.sub.id))?.enabled) {
      disabledAt = h.clock.now() - start;
      hitsAtDisable = h.receiver.hits.length;
    }
  }
  return { disabledAt, hitsAfterDisable: h.receiver.hits.length - hitsAtDisable };
}

describe('disable window', () => {
  it('failing continuously for the 60 min window → disabled at 60 min, 0 attempts after', async () => {
    const h = await harness(logs.logger, () => ({ status: 500 }), {
      sender: { disableAfterMs: 60 * MIN },
    });
    open.push(h);
    const { disabledAt, hitsAfterDisable } = await drive(h, 10 * MIN, 180 * MIN, MIN);
    expect(disabledAt).toBe(61 * MIN); // first seen after the step that ran the 60:00 attempt
    expect(hitsAfterDisable).toBe(0);
    const pending = h.store.allMessages().filter((m) => m.status === 'pending');
    expect(pending).toEqual([]);
    expect(h.clock.pending()).toBe(0);
  });

  it('one success at 50 min inside the window resets it: still enabled at 110 min, disabled 60 min after failures resume', async () => {
    const t0 = { at: 0 };
    const respond = (hit: Hit): Reply => {
      const minute = (hit.at - t0.at) / MIN;
      return minute >= 50 && minute < 51 ? { status: 200 } : { status: 500 };
    };
    const h = await harness(logs.logger, respond, { sender: { disableAfterMs: 60 * MIN } });
    open.push(h);
    t0.at = h.clock.now();
    const seen = new Map<number, { enabled?: boolean; failingSince?: number | null }>();
    const { disabledAt, hitsAfterDisable } = await drive(h, 10 * MIN, 180 * MIN, MIN, async (t) => {
      const sub = await h.store.getSubscription(h.sub.id);
      seen.set(t / MIN, { enabled: sub?.enabled, failingSince: sub?.failingSince });
    });
    expect(seen.get(49)).toEqual({ enabled: true, failingSince: t0.at });
    expect(seen.get(51)).toEqual({ enabled: true, failingSince: null });
    expect(seen.get(110)?.enabled).toBe(true);
    // Failures resume by 60 min at the latest (the 60 min event); the window runs from there.
    const resumed = (seen.get(60)?.failingSince ?? 0) - t0.at;
    expect(resumed).toBeGreaterThan(51 * MIN);
    expect(resumed).toBeLessThanOrEqual(60 * MIN);
    expect(disabledAt).toBeGreaterThan(resumed + 60 * MIN);
    expect(disabledAt).toBeLessThanOrEqual(resumed + 71 * MIN);
    expect(hitsAfterDisable).toBe(0);
  });

  it('default window is 5 days, divided by SERVICE_CLOCK_SPEED (1000 → 432 s)', async () => {
    expect(DEFAULT_DISABLE_AFTER_MS).toBe(5 * 24 * 3600_000);
    const h = await harness(logs.logger, () => ({ status: 503 }), { speed: 1000 });
    open.push(h);
    const { disabledAt, hitsAfterDisable } = await drive(h, 30_000, 600_000, 10_000);
    expect(disabledAt).toBeGreaterThanOrEqual(432_000);
    expect(disabledAt).toBeLessThanOrEqual(460_000);
    expect(hitsAfterDisable).toBe(0);
  });
});

it('0 occurrences of any secret or signature in this suite’s pino output', () => {
  expect(logs.text()).toContain('webhook subscription disabled');
  expect(leakedSecrets(logs.text(), receivers)).toEqual([]);
  expect(logs.text()).not.toMatch(/whsec_/);
});
