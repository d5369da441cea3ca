import { describe, expect, it } from 'vitest';
import { quotedTransferFixture, transferFixture } from '../../../contract/testing/v1-transfers';
import { ORDER_ID } from '../../../contract/testing/values';
import { networkError } from '../../../contract/errors';
import { manualClock } from '../../clock';
import { createLogger } from '../../logger';
import type { Upstream, UpstreamResponse } from '../upstream/types';
import { createTransferHub, type LiveUpdate } from './hub';
import { faultDelayMs, pollDelayMs } from './schedule';

type Reply = UpstreamResponse | Error;
const json = (status: number, body: unknown): UpstreamResponse => ({
  status,
  headers: { 'content-type': 'application/json' },
  body: Buffer.from(JSON.stringify(body)),
  cached: false,
});
const quoted = (updatedAt = quotedTransferFixture.updatedAt) =>
  json(200, { ...quotedTransferFixture, updatedAt });
const notFound = json(404, {
  error: {
    type: 'not_found_error',
    code: 'TRANSFER_NOT_FOUND',
    message: 'No such transfer',
    requestId: 'r1',
  },
});

/** An upstream whose getTransfer responses come from `next()`; counts calls. */
function fakeUpstream(next: () => Reply) {
  const calls: string[] = [];
  const upstream: Upstream = {
    async send(req) {
      calls.push(req.params?.orderId ?? '');
      const a = next();
      if (a instanceof Error) throw a;
      return a;
    },
    ping: async () => true,
    close: async () => {},
  };
  return { upstream, calls };
}

/** Let the immediate first poll (and its promise chain) finish. */
const flush = () => new Promise((r) => setImmediate(r));

function setup(next: () => Reply) {
  const clock = manualClock();
  const { upstream, calls } = fakeUpstream(next);
  const hub = createTransferHub({ upstream, clock, logger: createLogger({ level: 'silent' }) });
  const watch = () => {
    const seen: LiveUpdate[] = [];
    const stop = hub.watch(ORDER_ID, (u) => seen.push(u));
    return { seen, stop };
  };
  return { clock, calls, hub, watch };
}

describe('transfer hub', () => {
  it('100 watchers of one transfer share ONE poll loop (same upstream calls as 1 watcher)', async () => {
    const one = setup(() => quoted());
    one.watch();
    await flush();
    await one.clock.advance(60_000);
    const many = setup(() => quoted());
    const watchers = Array.from({ length: 100 }, () => many.watch());
    await flush();
    await many.clock.advance(60_000);
    expect(many.hub.loops()).toBe(1);
    expect(many.calls.length).toBe(one.calls.length);
    expect(many.calls.length).toBeLessThanOrEqual(46); // every 1 s for 30 s, then every 2 s
    expect(watchers.map((w) => w.seen.length)).toEqual(watchers.map(() => 1)); // one state, no change since
  });

  it('a late watcher gets the current state at once; changes reach every watcher', async () => {
    let updatedAt = '2025-11-21T21:55:00.000Z';
    const t = setup(() => quoted(updatedAt));
    const first = t.watch();
    await flush();
    const late = t.watch();
    expect(late.seen).toHaveLength(1);
    updatedAt = '2025-11-21T21:55:09.000Z';
    await t.clock.advance(1_000);
    expect(first.seen).toHaveLength(2);
    expect(late.seen).toHaveLength(2);
  });

  it('stops polling at a terminal state, and when the last watcher leaves', async () => {
    let reply: Reply = quoted();
    const t = setup(() => reply);
    const w = t.watch();
    await flush();
    await t.clock.advance(3_000);
    reply = json(200, transferFixture);
    await t.clock.advance(1_000);
    expect(w.seen.at(-1)).toMatchObject({ kind: 'transfer', state: 'filled', terminal: true });
    const calls = t.calls.length;
    await t.clock.advance(60_000);
    expect(t.calls.length).toBe(calls);
    expect(t.hub.loops()).toBe(0);

    const u = setup(() => quoted());
    const a = u.watch();
    const b = u.watch();
    await flush();
    await u.clock.advance(2_000);
    a.stop();
    b.stop();
    const before = u.calls.length;
    await u.clock.advance(60_000);
    expect(u.calls.length).toBe(before);
    expect(u.clock.pending()).toBe(0);
    expect(u.hub.watchers()).toBe(0);
  });

  it('upstream faults send a typed error once, back off, and the stream carries on', async () => {
    const replies: Reply[] = [notFound, notFound, networkError(new Error('x')), quoted()];
    const t = setup(() => replies.shift() ?? quoted());
    const w = t.watch();
    await flush();
    expect(w.seen).toEqual([
      {
        kind: 'error',
        error: expect.objectContaining({ code: 'TRANSFER_NOT_FOUND', status: 404 }),
      },
    ]);
    await t.clock.advance(1_000); // 2nd 404: not repeated
    expect(w.seen).toHaveLength(1);
    await t.clock.advance(2_000); // backoff 2 s → NETWORK_ERROR
    expect(w.seen.at(-1)).toMatchObject({ kind: 'error', error: { code: 'NETWORK_ERROR' } });
    await t.clock.advance(3_999); // backoff 4 s not yet elapsed
    expect(t.calls).toHaveLength(3);
    await t.clock.advance(1);
    expect(w.seen.at(-1)).toMatchObject({ kind: 'transfer', state: 'quoted' });
  });

  it('polls every 1 s early, backing off while nothing changes; faults back off exponentially', () => {
    expect([0, 29_999, 30_000, 120_000, 600_000].map(pollDelayMs)).toEqual([
      1_000, 1_000, 2_000, 5_000, 15_000,
    ]);
    expect([1, 2, 3, 6, 10].map((n) => faultDelayMs(n))).toEqual([
      1_000, 2_000, 4_000, 30_000, 30_000,
    ]);
    expect(faultDelayMs(1, 7)).toBe(7_000);
  });
});
