import { Agent, request as httpRequest } from 'node:http';
import { describe, expect, it } from 'vitest';
import { MAX_WEBHOOK_BYTES } from './receiver';
import { signDelivery } from './signature';
import { eventBody, integratorForThisFile, TEST_SECRET } from './testing/integrator-harness';

const h = integratorForThisFile();

/** Server-side duration histogram of the receiver route: answers in total and within 5 ms. */
function receiveBuckets() {
  const text = h().ctx.metrics.render();
  const line = (suffix: string) => {
    const m = text
      .split('\n')
      .find(
        (l) =>
          l.startsWith(`ferry_http_request_duration_seconds_${suffix}`) &&
          l.includes('receive/:id'),
      );
    return Number(m?.split(' ').at(-1) ?? 0);
  };
  return {
    count: line('count'),
    le5ms: line('bucket{method="POST",route="/api/ferry/webhooks/receive/:id",le="0.005"}'),
  };
}
const p99 = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.ceil(xs.length * 0.99) - 1]!;

/** Raw request on a keep-alive agent; `end: false` leaves the (chunked) body open. */
function raw(headers: Record<string, string>, chunk: string, agent: Agent, end = true) {
  return new Promise<{ status: number; ms: number }>((resolve, reject) => {
    const started = performance.now();
    const req = httpRequest(h().receiveUrl(), { method: 'POST', headers, agent }, (res) => {
      res.resume();
      resolve({ status: res.statusCode ?? 0, ms: performance.now() - started });
      if (!end) req.destroy();
    });
    req.on('error', (err) => (end ? reject(err) : undefined));
    req.write(chunk);
    if (end) req.end();
  });
}

// The latency figures are measured by `npm run bench` (receiver load); here they are asserted
// only on a quiet machine, since a shared 2-core runner makes them a measure of its neighbours.
const timed = process.env.FERRY_LOAD === '1';

describe('webhook receiver: speed and size limits', () => {
  it('a missing header → 401 without reading the body (600 in a row; p99 ≤ 5 ms server-side on a quiet machine)', async ({
    annotate,
  }) => {
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    const full = signDelivery(TEST_SECRET, 'msg_a7', h().nowSec(), '{}');
    const send = async (i: number) => {
      const headers: Record<string, string> = { ...full, 'content-type': 'application/json' };
      delete headers[['webhook-id', 'webhook-timestamp', 'webhook-signature'][i % 3]!];
      return raw({ ...headers, 'content-length': '2' }, '{}', agent);
    };
    for (let i = 0; i < 60; i++) await send(i); // warm the path
    const before = receiveBuckets();
    const client: number[] = [];
    for (let i = 0; i < 600; i++) {
      const r = await send(i);
      expect(r.status).toBe(401);
      client.push(r.ms);
    }
    const after = receiveBuckets();
    expect(after.count - before.count).toBe(600);
    // p99 ≤ 5 ms ⇔ at least 99 % of the answers fell in the ≤ 5 ms bucket. A figure of the
    // machine's load as much as of the code: annotated always, asserted with FERRY_LOAD=1.
    const within = (after.le5ms - before.le5ms) / 600;
    const p50 = client.sort((a, b) => a - b)[300]!;
    await annotate(
      `≤ 5 ms server-side: ${(100 * within).toFixed(1)} % of 401s; client p50 ${p50.toFixed(2)} ms`,
    );
    if (timed) {
      expect(within).toBeGreaterThanOrEqual(0.99);
      expect(p50).toBeLessThan(5);
    }
    // An endless chunked body: the 401 can only come back if nothing waits for the body.
    const open = await raw(
      { 'content-type': 'application/json' },
      '{"never":"ends',
      new Agent(),
      false,
    );
    expect(open.status).toBe(401);
    agent.destroy();
  });

  it('50 concurrent deliveries, 6 rounds: every one acknowledged (ack p99 < 1 s on a quiet machine)', async ({
    annotate,
  }) => {
    const times: number[] = [];
    for (let round = -1; round < 5; round++) {
      await Promise.all(
        Array.from({ length: 50 }, async (_, i) => {
          const started = performance.now();
          const res = await h().deliver(
            'sub_a',
            eventBody('pda_transfer.deposit-pending', { txn: `0xa8_${round}_${i}` }),
          );
          expect(res.status).toBe(200);
          if (round >= 0) times.push(performance.now() - started);
        }),
      );
    }
    expect(times).toHaveLength(250);
    await annotate(`ack p99 ${p99(times).toFixed(1)} ms`);
    if (timed) expect(p99(times)).toBeLessThan(1_000);
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
