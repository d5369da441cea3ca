// docs/reliability.md#unsigned-requests-cost-nothing, #deliveries-are-acknowledged-fast and the
// size limit. How fast the receiver responds is measured by `npm run bench` (receiver load);
// these tests assert what it responds with.
import { Agent, request as httpRequest } from 'node:http';
import { like } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bffWebhookEvents } from '../../db/bff/schema/integrator';
import { MAX_WEBHOOK_BYTES } from './receiver';
import { signDelivery } from './signature';
import { eventBody, integratorForThisFile, TEST_SECRET } from './testing/integrator-harness';

const h = integratorForThisFile();

/** Raw request; `end: false` leaves the (chunked) body open. */
function raw(headers: Record<string, string>, chunk: string, agent: Agent, end = true) {
  return new Promise<number>((resolve, reject) => {
    const req = httpRequest(h().receiveUrl(), { method: 'POST', headers, agent }, (res) => {
      res.resume();
      resolve(res.statusCode ?? 0);
      if (!end) req.destroy();
    });
    req.on('error', (err) => (end ? reject(err) : undefined));
    req.write(chunk);
    if (end) req.end();
  });
}

describe('webhook receiver: unsigned requests, concurrency and size limits', () => {
  it('a missing header → 401, without waiting for the body', async () => {
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    const full = signDelivery(TEST_SECRET, 'msg_a7', h().nowSec(), '{}');
    for (const missing of ['webhook-id', 'webhook-timestamp', 'webhook-signature']) {
      const headers: Record<string, string> = { ...full, 'content-type': 'application/json' };
      delete headers[missing];
      expect(await raw({ ...headers, 'content-length': '2' }, '{}', agent)).toBe(401);
    }
    agent.destroy();
    // An endless chunked body: the 401 can only come back if nothing waits for the body.
    const open = await raw(
      { 'content-type': 'application/json' },
      '{"never":"ends',
      new Agent(),
      false,
    );
    expect(open).toBe(401);
  });

  it('50 concurrent deliveries, 5 rounds: every one acknowledged and stored once', async () => {
    for (let round = 0; round < 5; round++) {
      const statuses = await Promise.all(
        Array.from({ length: 50 }, (_, i) =>
          h()
            .deliver('sub_a', eventBody('pda_transfer.deposit-pending', { txn: `0xa8_${round}` }), {
              id: `msg_a8_${round}_${i}`,
            })
            .then((res) => res.status),
        ),
      );
      expect(statuses).toEqual(Array(50).fill(200));
    }
    const stored = await h()
      .database.db.select({ id: bffWebhookEvents.webhookId })
      .from(bffWebhookEvents)
      .where(like(bffWebhookEvents.webhookId, 'msg_a8_%'));
    expect(new Set(stored.map((r) => r.id)).size).toBe(250);
    expect(stored).toHaveLength(250);
  });

  it('a body over 64 KiB → 413, with Content-Length and chunked without it; exactly 64 KiB is accepted', async () => {
    const base = JSON.parse(eventBody('pda_transfer.filled')) as Record<string, unknown>;
    const padTo = (n: number) => {
      const s = JSON.stringify({ ...base, pad: '' });
      return JSON.stringify({ ...base, pad: 'p'.repeat(n - s.length) });
    };
    const exact = padTo(MAX_WEBHOOK_BYTES);
    const over = padTo(MAX_WEBHOOK_BYTES + 1);
    expect(Buffer.byteLength(exact)).toBe(MAX_WEBHOOK_BYTES);
    const sign = (b: string) => signDelivery(TEST_SECRET, `msg_a9_${b.length}`, h().nowSec(), b);
    expect((await h().postRaw(sign(over), over)).status).toBe(413);
    const chunked = new ReadableStream({
      start(ctl) {
        for (let i = 0; i < 5; i++)
          ctl.enqueue(new TextEncoder().encode(over.slice(i * 14_000, (i + 1) * 14_000)));
        ctl.enqueue(new TextEncoder().encode(over.slice(70_000)));
        ctl.close();
      },
    });
    const res = await fetch(h().receiveUrl(), {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...sign(over) },
      body: chunked,
      duplex: 'half',
    } as RequestInit);
    expect(res.status).toBe(413);
    expect((await h().postRaw(sign(exact), exact)).status).toBe(200);
  });
});
