import { Webhook } from 'standardwebhooks';
import { afterEach, describe, expect, it } from 'vitest';
import { RETRY_DELAYS_MS } from './schedule';
import { WebhookSender, messageIdFor } from './sender';
import { captureLogs, event, gaps, harness, leakedSecrets } from './testing/webhook-harness';
import type { Harness, Hit, Receiver, Reply } from './testing/webhook-harness';

const logs = captureLogs();
const receivers: Receiver[] = [];
const open: Harness[] = [];
const TWO_DAYS = 2 * 24 * 3600_000;
const ok: Reply = { status: 200 };
const fail: Reply = { status: 500 };

async function setup(respond: (hit: Hit, i: number) => Reply | 'hang', opts = {}) {
  const h = await harness(logs.logger, respond, opts);
  open.push(h);
  receivers.push(h.receiver);
  return h;
}
afterEach(async () => {
  await Promise.all(open.splice(0).map((h) => h.close()));
});

/** Each gap within ±10 % of its slot (divided by speed). */
function expectGapsOnSchedule(measured: number[], speed = 1) {
  measured.forEach((gap, i) => {
    const slot = RETRY_DELAYS_MS[i]! / speed;
    expect(gap, `gap ${i + 1}`).toBeGreaterThanOrEqual(Math.floor(slot * 0.9));
    expect(gap, `gap ${i + 1}`).toBeLessThanOrEqual(Math.ceil(slot * 1.1));
  });
}

describe('retry schedule (manual clock)', () => {
  it('receiver failing 3 times then succeeding gets exactly 4 attempts at 0, +5 s, +5 min, +30 min ±10 %', async () => {
    const h = await setup((_hit, i) => (i < 3 ? fail : ok));
    await h.sender.enqueue(event(1), [h.sub]);
    await h.clock.advance(TWO_DAYS);
    expect(h.receiver.hits).toHaveLength(4);
    expect(h.receiver.hits[0]!.at).toBe(h.sub.createdAt);
    expectGapsOnSchedule(gaps(h.receiver.hits));
    const [msg] = await h.store.listMessages(h.sub.id);
    expect(msg).toMatchObject({
      status: 'delivered',
      attempt: 4,
      lastStatus: 200,
      nextAttemptAt: null,
    });
    expect(h.clock.pending()).toBe(0);
  });

  it.each([0, 1, 2, 4, 5, 6, 7])('%i failures then success → exactly N+1 attempts', async (n) => {
    const h = await setup((_hit, i) => (i < n ? fail : ok));
    await h.sender.enqueue(event(1), [h.sub]);
    await h.clock.advance(TWO_DAYS);
    expect(h.receiver.hits).toHaveLength(n + 1);
    expectGapsOnSchedule(gaps(h.receiver.hits));
  });

  it('always failing: exactly 8 attempts on the 7 slots ±10 %, then the message is failed', async () => {
    const h = await setup(() => fail);
    await h.sender.enqueue(event(1), [h.sub]);
    await h.clock.advance(TWO_DAYS);
    expect(h.receiver.hits).toHaveLength(8);
    expectGapsOnSchedule(gaps(h.receiver.hits));
    const [msg] = await h.store.listMessages(h.sub.id);
    expect(msg).toMatchObject({
      status: 'failed',
      attempt: 8,
      lastStatus: 500,
      lastError: 'HTTP 500',
    });
    expect(h.clock.pending()).toBe(0);
  });

  it('SERVICE_CLOCK_SPEED 60 divides every delay by 60 (5 s → 83 ms ±10 %)', async () => {
    const h = await setup(() => fail, { speed: 60 });
    await h.sender.enqueue(event(1), [h.sub]);
    await h.clock.advance(TWO_DAYS / 60);
    expect(h.receiver.hits).toHaveLength(8);
    expectGapsOnSchedule(gaps(h.receiver.hits), 60);
  });
});

describe('410 and Retry-After', () => {
  it('410 → subscription disabled, its pending retries stopped, 0 further attempts', async () => {
    const h = await setup((_hit, i) => (i === 0 ? fail : { status: 410 }));
    await h.sender.enqueue(event(1), [h.sub]); // fails, retry due at +5 s
    await h.clock.advance(1000);
    await h.sender.enqueue(event(2), [h.sub]); // 410
    await h.clock.advance(0);
    expect((await h.store.getSubscription(h.sub.id))?.enabled).toBe(false);
    // A stale copy of the subscription (enabled: true) still yields no attempt.
    await h.sender.enqueue(event(3), [h.sub]);
    await h.clock.advance(TWO_DAYS);
    expect(h.receiver.hits).toHaveLength(2);
    const statuses = (await h.store.listMessages(h.sub.id)).map((m) => [
      m.eventId,
      m.status,
      m.attempt,
    ]);
    expect(statuses).toEqual([
      ['evt_1', 'disabled', 1],
      ['evt_2', 'disabled', 1],
      ['evt_3', 'disabled', 0],
    ]);
    expect(h.clock.pending()).toBe(0);
  });

  it.each([429, 503])('%i with Retry-After: 7 → next attempt ≥ 7 s later', async (status) => {
    const h = await setup((_hit, i) =>
      i === 0 ? { status, headers: { 'retry-after': '7' } } : ok,
    );
    await h.sender.enqueue(event(1), [h.sub]);
    await h.clock.advance(TWO_DAYS);
    expect(h.receiver.hits).toHaveLength(2);
    expect(gaps(h.receiver.hits)[0]).toBeGreaterThanOrEqual(7000);
  });

  it('Retry-After as an HTTP date 60 s ahead → next attempt ≥ 60 s later', async () => {
    const h = await setup((hit, i) =>
      i === 0
        ? { status: 503, headers: { 'retry-after': new Date(hit.at + 60_000).toUTCString() } }
        : ok,
    );
    await h.sender.enqueue(event(1), [h.sub]);
    await h.clock.advance(TWO_DAYS);
    expect(gaps(h.receiver.hits)[0]).toBeGreaterThanOrEqual(60_000);
  });
});

describe('delivery identity and durability', () => {
  it('keeps one webhook-id across retries; every attempt is signed for its own timestamp', async () => {
    const h = await setup((_hit, i) => (i < 2 ? fail : ok), { start: Date.now() });
    await h.sender.enqueue(event(1), [h.sub]);
    await h.clock.advance(TWO_DAYS);
    const hits = h.receiver.hits;
    expect(new Set(hits.map((x) => x.headers['webhook-id']))).toEqual(
      new Set([messageIdFor(h.sub.id, 'evt_1')]),
    );
    expect(new Set(hits.map((x) => x.body)).size).toBe(1);
    const first = hits[0]!.headers as Record<string, string>;
    expect(new Webhook(h.sub.secret).verify(hits[0]!.body, first)).toEqual(event(1));
    for (const x of hits) {
      const ts = new Date(Number(x.headers['webhook-timestamp']) * 1000);
      expect(Number(x.headers['webhook-timestamp'])).toBe(Math.floor(x.at / 1000));
      const expected = new Webhook(h.sub.secret).sign(String(x.headers['webhook-id']), ts, x.body);
      expect(x.headers['webhook-signature']).toBe(expected);
    }
  });

  it('persists the message before any attempt, and enqueueing the same event twice sends once', async () => {
    const h = await setup(() => ok);
    const [msg] = await h.sender.enqueue(event(1), [h.sub]);
    expect(await h.store.getMessage(msg!.messageId)).toMatchObject({
      status: 'pending',
      attempt: 0,
    });
    expect(h.receiver.hits).toHaveLength(0);
    expect(await h.sender.enqueue(event(1), [h.sub])).toEqual([]);
    await h.clock.advance(0);
    expect(h.receiver.hits).toHaveLength(1);
  });

  it('sends only to enabled subscriptions whose filter names the event type', async () => {
    const h = await setup(() => ok);
    const other = { ...h.sub, id: 'sub_refunds', eventTypes: ['pda_transfer.refunded'] };
    const off = { ...h.sub, id: 'sub_off', enabled: false };
    expect(await h.sender.enqueue(event(1), [h.sub, other, off])).toHaveLength(1);
  });

  it('restart: a new sender over the same store resumes the pending retry with the same id', async () => {
    const h = await setup((_hit, i) => (i === 0 ? fail : ok));
    await h.sender.enqueue(event(1), [h.sub]);
    await h.clock.advance(0);
    await h.sender.stop();
    expect(h.clock.pending()).toBe(0);
    const again = new WebhookSender({
      clock: h.clock,
      store: h.store,
      logger: logs.logger,
      allowLocal: true,
    });
    await again.start();
    await h.clock.advance(TWO_DAYS);
    await again.stop();
    expect(h.receiver.hits).toHaveLength(2);
    expect(h.receiver.hits[1]!.headers['webhook-id']).toBe(
      h.receiver.hits[0]!.headers['webhook-id'],
    );
    expectGapsOnSchedule(gaps(h.receiver.hits));
    expect((await h.store.listMessages(h.sub.id))[0]).toMatchObject({
      status: 'delivered',
      attempt: 2,
    });
  });

  it('a message enqueued while stopped waits in the store and goes out on start()', async () => {
    const h = await setup(() => ok);
    await h.sender.stop();
    await h.sender.enqueue(event(1), [h.sub]);
    await h.clock.advance(60_000);
    expect(h.receiver.hits).toHaveLength(0);
    await h.sender.start();
    await h.clock.advance(0);
    expect(h.receiver.hits).toHaveLength(1);
  });

  it('a deleted subscription gets 0 attempts for its pending messages', async () => {
    const h = await setup(() => fail);
    await h.sender.enqueue(event(1), [h.sub]);
    await h.clock.advance(0);
    await h.store.deleteSubscription(h.sub.id);
    await h.clock.advance(TWO_DAYS);
    expect(h.receiver.hits).toHaveLength(1);
    expect(h.store.allMessages()[0]).toMatchObject({ status: 'disabled' });
  });

  it('at the sender: a receiver silent past 200 ms is recorded as a failed attempt and retried', async () => {
    const h = await setup((_hit, i) => (i === 0 ? 'hang' : ok), { sender: { timeoutMs: 200 } });
    await h.sender.enqueue(event(1), [h.sub]);
    await h.clock.advance(0);
    expect(h.store.allMessages()[0]).toMatchObject({
      attempt: 1,
      lastError: 'no answer within 200 ms',
    });
    await h.clock.advance(TWO_DAYS);
    expect(h.store.allMessages()[0]).toMatchObject({ status: 'delivered', attempt: 2 });
  });
});

// Last in the file on purpose: it reads the log of every test above.
it('0 occurrences of any whsec_ secret or signature in the captured pino output of this suite', () => {
  expect(logs.text()).toContain('webhook attempt');
  expect(leakedSecrets(logs.text(), receivers)).toEqual([]);
  expect(logs.text()).not.toMatch(/whsec_/);
});
