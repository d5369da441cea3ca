import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createQuote, execute } from '../../testing/service-upstream';
import { startTestBff, type TestBff } from '../../testing/bff-harness';
import { LIVE_LIMITS, transferHubs } from './mount';
import { openSse, type SseReader } from './testing/sse-reader';

let t: TestBff;
beforeAll(async () => {
  t = await startTestBff();
});
afterAll(() => t.close());

const events = (orderId: string) => openSse(`${t.base}/api/v1/transfers/${orderId}/events`);
const states = (s: SseReader) =>
  s.messages
    .filter((m) => m.event === 'transfer')
    .map((m) => (JSON.parse(m.data) as { status: { state: string } }).status.state);
const getTransferCalls = () => t.service.service.requestCounts.get('getTransfer') ?? 0;
/** One simulated second, and the hub's poll it triggers has reached the service. */
async function oneSecond() {
  const calls = getTransferCalls();
  await t.service.clock.advance(1_000);
  await vi.waitFor(() => expect(getTransferCalls()).toBeGreaterThan(calls));
}

describe('live transfer stream (SSE) against the embedded service', () => {
  it('rejects a malformed orderId with 400 and no upstream call', async () => {
    const before = getTransferCalls();
    for (const bad of ['0x1234', `0x${'g'.repeat(64)}`, '..%2f..%2fx', `0x${'a'.repeat(64)}zz`]) {
      const res = await t.fetch(`/api/v1/transfers/${bad}/events`);
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({ error: { code: 'INVALID_ORDER_ID' } });
    }
    expect(getTransferCalls()).toBe(before);
  });

  it('quote → sign (viem) → execute → filled: streams every state, then `end`, then closes', async () => {
    const quote = await createQuote(t.service);
    const s = await events(quote.quoteId);
    expect(s.status).toBe(200);
    await s.until(() => states(s).length === 1);
    expect(states(s)).toEqual(['quoted']);
    expect((await execute(t.service, quote)).state).toBe('submitted');
    // Simulated seconds pass until the stream ends (a fill takes a few of them).
    await vi.waitFor(
      async () => {
        await t.service.clock.advance(1_000);
        expect(s.messages.some((m) => m.event === 'end')).toBe(true);
      },
      { timeout: 10_000, interval: 20 },
    );
    await s.ended;
    expect(states(s)).toEqual(['quoted', 'submitted', 'deposited', 'filled']);
    expect(s.messages.at(-1)).toEqual({ event: 'end', data: JSON.stringify({ state: 'filled' }) });
    expect(transferHubs.get(t.ctx)!.loops()).toBe(0);
  });

  it('N = 50 watchers of one transfer share one upstream poll loop (calls counted at the service)', async () => {
    const quote = await createQuote(t.service);
    const hub = transferHubs.get(t.ctx)!;
    const before = getTransferCalls();
    const watchers = await Promise.all(Array.from({ length: 50 }, () => events(quote.quoteId)));
    await Promise.all(watchers.map((w) => w.until(() => states(w).length === 1)));
    expect(hub.loops()).toBe(1);
    expect(hub.watchers()).toBe(50);
    for (let i = 0; i < 10; i++) await oneSecond();
    // One loop: 1 call on the first watcher's arrival + 1 per simulated second, whatever N is.
    expect(getTransferCalls() - before).toBe(11);
    const gauge = t.ctx.metrics.render().match(/ferry_live_watchers\{stream="transfer"\} (\d+)/);
    expect(gauge?.[1]).toBe('50');
    watchers.forEach((w) => w.close());
    await vi.waitFor(() => expect(hub.watchers()).toBe(0));
    expect(hub.loops()).toBe(0);
    const after = getTransferCalls();
    await t.service.clock.advance(10_000);
    expect(getTransferCalls()).toBe(after);
  });

  it('caps distinct transfers per instance: past the cap a new transfer gets 503 + Retry-After, an open one still joins', async () => {
    const saved = { ...LIVE_LIMITS };
    LIVE_LIMITS.transfers = 1;
    try {
      const a = await createQuote(t.service);
      const b = await createQuote(t.service);
      const first = await events(a.quoteId);
      await first.until(() => states(first).length === 1);
      const refused = await t.fetch(`/api/v1/transfers/${b.quoteId}/events`);
      expect(refused.status).toBe(503);
      expect(refused.headers.get('retry-after')).toBe('30');
      const again = await events(a.quoteId);
      await again.until(() => states(again).length === 1);
      first.close();
      again.close();
    } finally {
      Object.assign(LIVE_LIMITS, saved);
    }
  });
});
