// docs/reliability.md#ssrf-table–docs/reliability.md#redirects-are-failures at delivery time: the
// sender refuses to connect, whatever was accepted before.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkWebhookTarget } from '../../net/ssrf';
import type { Resolver } from '../../net/ssrf';
import { SSRF_TABLE, SSRF_TABLE_RESOLVER } from '../../net/testing/ssrf-table';
import { jailToLoopback, startSentinel } from '../../net/testing/loopback-servers';
import type { Jail, Sentinel } from '../../net/testing/loopback-servers';
import { manualClock } from '../../clock';
import { memoryWebhookStore } from './memory-store';
import { seededRandom } from './schedule';
import { WebhookSender } from './sender';
import type { WebhookSenderOptions } from './sender';
import {
  captureLogs,
  event,
  harness,
  leakedSecrets,
  subscription,
  T0,
} from './testing/webhook-harness';
import type { Receiver } from './testing/webhook-harness';

const logs = captureLogs();
const receivers: Receiver[] = [];
const TWO_DAYS = 2 * 24 * 3600_000;
let sentinel: Sentinel;
let jail: Jail;
beforeAll(async () => {
  sentinel = await startSentinel();
  jail = jailToLoopback();
});
afterAll(async () => {
  jail.release();
  await sentinel.close();
});

/** A sender with allowLocal off (production posture) over a fresh store. */
async function strictSender(resolver: Resolver, extra: Partial<WebhookSenderOptions> = {}) {
  const clock = manualClock(T0);
  const store = memoryWebhookStore();
  const sender = new WebhookSender({
    clock,
    store,
    logger: logs.logger,
    allowLocal: false,
    resolver,
    timeoutMs: 1000,
    random: seededRandom(3),
    ...extra,
  });
  await sender.start();
  return { clock, store, sender };
}

describe('SSRF at delivery', () => {
  it(`all ${SSRF_TABLE.length} table URLs as subscriptions: 8 blocked attempts each, sentinel 0 connections`, async () => {
    const { clock, store, sender } = await strictSender(SSRF_TABLE_RESOLVER);
    const subs = SSRF_TABLE.map((c) => subscription({ url: c.url(sentinel.port) }));
    for (const s of subs) await store.insertSubscription(s);
    await sender.enqueue(event(1), subs);
    await clock.advance(TWO_DAYS);
    await sender.stop();
    const messages = store.allMessages();
    expect(messages).toHaveLength(SSRF_TABLE.length);
    for (const m of messages) {
      expect(m).toMatchObject({ status: 'failed', attempt: 8 });
      expect(m.lastError).toMatch(/^blocked: /);
    }
    expect(sentinel.connections()).toBe(0);
    expect(jail.violations()).toEqual([]);
  });

  it('DNS rebinding: public at registration, 127.0.0.1 at delivery → 0 connections to the sentinel', async () => {
    let lookups = 0;
    const rebinding: Resolver = async () => [
      { address: lookups++ === 0 ? '93.184.215.14' : '127.0.0.1', family: 4 },
    ];
    const url = `https://hooks.example.com:${sentinel.port}/ferry`;
    const registered = await checkWebhookTarget(url, { allowLocal: false, resolver: rebinding });
    expect(registered.ok).toBe(true);

    const { clock, store, sender } = await strictSender(rebinding);
    const sub = subscription({ url });
    await store.insertSubscription(sub);
    await sender.enqueue(event(1), [sub]);
    await clock.advance(TWO_DAYS);
    await sender.stop();
    expect(lookups).toBe(1 + 8);
    expect(store.allMessages()[0]).toMatchObject({ status: 'failed', attempt: 8 });
    expect(store.allMessages()[0]!.lastError).toMatch(/127\.0\.0\.1 is loopback/);
    expect(sentinel.connections()).toBe(0);
    expect(jail.violations()).toEqual([]);
  });

  it('302 to the loopback sentinel: not followed (0 hits), body never stored or logged, status only', async () => {
    const location = `http://127.0.0.1:${sentinel.port}/admin`;
    const body = 'INTERNAL-ADMIN-PAGE';
    // allowLocal on, so the sentinel *would* be reachable if the redirect were followed.
    const h = await harness(logs.logger, () => ({ status: 302, headers: { location }, body }));
    receivers.push(h.receiver);
    await h.sender.enqueue(event(1), [h.sub]);
    await h.clock.advance(TWO_DAYS);
    await h.close();
    expect(h.receiver.hits).toHaveLength(8); // docs/reliability.md#redirects-are-failures: a 3xx is a failure, retried on schedule
    expect(sentinel.connections()).toBe(0);
    const [msg] = h.store.allMessages();
    expect(msg).toMatchObject({
      status: 'failed',
      lastStatus: 302,
      lastError: 'HTTP 302: redirects are not followed',
    });
    expect(JSON.stringify(h.store.allMessages())).not.toContain(body);
    expect(logs.text()).not.toContain(body);
  });
});

it('0 occurrences of any secret or signature in this suite’s pino output', () => {
  expect(logs.text()).toContain('blocked: ');
  expect(leakedSecrets(logs.text(), receivers)).toEqual([]);
  expect(logs.text()).not.toMatch(/whsec_/);
});
