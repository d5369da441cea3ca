import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { SSRF_TABLE, SSRF_TABLE_RESOLVER } from '../../net/testing/ssrf-table';
import { jailToLoopback, startSentinel } from '../../net/testing/loopback-servers';
import type { Jail, Sentinel } from '../../net/testing/loopback-servers';
import { deliver } from './deliver';
import type { DeliveryRequest } from './deliver';
import { generateSecret } from './signing';
import { startReceiver } from './testing/webhook-harness';
import type { Reply } from './testing/webhook-harness';

let sentinel: Sentinel;
let jail: Jail;
beforeAll(async () => {
  sentinel = await startSentinel();
  jail = jailToLoopback();
});
afterAll(async () => {
  jail.release();
  expect(jail.violations()).toEqual([]);
  await sentinel.close();
});

const secret = generateSecret();
const payload = JSON.stringify({ id: 'evt_1', type: 'pda_transfer.filled', data: { amount: '1' } });
const request = (url: string): DeliveryRequest => ({
  url,
  secret,
  messageId: 'msg_test1',
  payload,
  timestamp: new Date(),
});
const local = { allowLocal: true, timeoutMs: 2000 };

async function withReceiver<T>(reply: Reply, fn: (url: string) => Promise<T>) {
  const receiver = await startReceiver(() => reply);
  try {
    return { result: await fn(receiver.url()), hits: receiver.hits };
  } finally {
    await receiver.close();
  }
}

describe('deliver', () => {
  it('POSTs the signed bytes with the Standard Webhooks headers; verify() accepts them', async () => {
    const { result, hits } = await withReceiver({ status: 204 }, (url) =>
      deliver(request(url), local),
    );
    expect(result).toMatchObject({ outcome: 'delivered', status: 204 });
    const hit = hits[0]!;
    expect(hit.body).toBe(payload);
    expect(hit.headers['content-type']).toBe('application/json');
    expect(hit.headers['user-agent']).toMatch(/^Ferry-Webhooks\//);
    expect(hit.headers['webhook-id']).toBe('msg_test1');
    const headers = {
      'webhook-id': String(hit.headers['webhook-id']),
      'webhook-timestamp': String(hit.headers['webhook-timestamp']),
      'webhook-signature': String(hit.headers['webhook-signature']),
    };
    expect(new Webhook(secret).verify(hit.body, headers)).toEqual(JSON.parse(payload));
  });

  it.each([301, 302, 303, 307, 308])(
    'a %i counts as failure and its target is hit 0 times',
    async (status) => {
      const before = sentinel.connections();
      const location = `http://127.0.0.1:${sentinel.port}/`;
      const { result } = await withReceiver({ status, headers: { location } }, (url) =>
        deliver(request(url), local),
      );
      expect(result).toMatchObject({ outcome: 'failed', status });
      expect(result.error).toMatch(/redirects are not followed/);
      expect(sentinel.connections() - before).toBe(0);
    },
  );

  it('302 to the loopback sentinel: not followed (0 hits), the body never comes back', async () => {
    const body = 'INTERNAL-ADMIN-PAGE token=abc123';
    const location = `http://127.0.0.1:${sentinel.port}/`;
    const { result } = await withReceiver({ status: 302, headers: { location }, body }, (url) =>
      deliver(request(url), local),
    );
    expect(sentinel.connections()).toBe(0);
    expect(JSON.stringify(result)).not.toContain('INTERNAL');
    expect(Object.keys(result).sort()).toEqual(['durationMs', 'error', 'outcome', 'status']);
  });

  it('410 is gone; 500 is a failure without Retry-After', async () => {
    const gone = await withReceiver({ status: 410 }, (url) => deliver(request(url), local));
    expect(gone.result).toMatchObject({ outcome: 'gone', status: 410 });
    const error = await withReceiver({ status: 500, headers: { 'retry-after': '7' } }, (url) =>
      deliver(request(url), local),
    );
    expect(error.result).toMatchObject({ outcome: 'failed', status: 500 });
    expect(error.result.retryAfterMs).toBeUndefined();
  });

  it.each([429, 503])('%i with Retry-After: 7 reports 7000 ms', async (status) => {
    const { result } = await withReceiver({ status, headers: { 'retry-after': '7' } }, (url) =>
      deliver(request(url), local),
    );
    expect(result).toMatchObject({ outcome: 'failed', status, retryAfterMs: 7000 });
  });

  // deliver's timeout is its own timer, so fake time decides it: still waiting 1 ms before,
  // aborted at it. Only the hit and the socket's close are real I/O, awaited as events.
  it('a receiver that never responds is aborted at 200 ms, not before, and its socket closed', async () => {
    let hit!: () => void;
    const arrived = new Promise<void>((resolve) => (hit = resolve));
    const receiver = await startReceiver(() => {
      hit();
      return 'hang';
    });
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance'] });
    try {
      let settled = false;
      const delivery = deliver(request(receiver.url()), { allowLocal: true, timeoutMs: 200 });
      void delivery.then(() => (settled = true));
      await arrived;
      await vi.advanceTimersByTimeAsync(199);
      expect(settled).toBe(false);
      expect(receiver.socketCloses).toEqual([]);
      await vi.advanceTimersByTimeAsync(1);
      expect(settled).toBe(true);
      expect(await delivery).toEqual({
        outcome: 'failed',
        error: 'no answer within 200 ms',
        durationMs: 200,
      });
      await vi.waitFor(() => expect(receiver.socketCloses).toHaveLength(1), { timeout: 10_000 });
      expect(receiver.hits).toHaveLength(1);
    } finally {
      vi.useRealTimers();
      await receiver.close();
    }
  });

  it('reports a refused connection as a failure in our own words', async () => {
    const receiver = await startReceiver(() => ({ status: 200 }));
    const url = receiver.url();
    await receiver.close();
    const result = await deliver(request(url), local);
    expect(result).toMatchObject({ outcome: 'failed', error: 'connection failed: ECONNREFUSED' });
  });

  it(`SSRF table at delivery: all ${SSRF_TABLE.length} rows blocked, sentinel 0 connections`, async () => {
    const results = await Promise.all(
      SSRF_TABLE.map((c) =>
        deliver(request(c.url(sentinel.port)), {
          allowLocal: false,
          resolver: SSRF_TABLE_RESOLVER,
          timeoutMs: 1000,
        }),
      ),
    );
    const notBlocked = results
      .map((r, i) => [SSRF_TABLE[i]!.label, r.outcome] as const)
      .filter(([, outcome]) => outcome !== 'blocked');
    expect(notBlocked).toEqual([]);
    expect(sentinel.connections()).toBe(0);
    expect(jail.violations()).toEqual([]);
  });
});
