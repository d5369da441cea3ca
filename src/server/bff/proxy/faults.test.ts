// docs/reliability.md#stalls-and-slow-drips: a stalling, dripping, malformed or unreachable service
// becomes a typed error in the row's envelope, on time, without echoing upstream text and without
// leaking sockets or timers.
import http from 'node:http';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { depositResponseFixture } from '../../../contract/testing/deposits';
import { capabilitiesFixture } from '../../../contract/testing/v1-capabilities';
import { quoteFixture, quoteRequestFixture } from '../../../contract/testing/v1-quotes';
import { transferFixture } from '../../../contract/testing/v1-transfers';
import { manualClock } from '../../clock';
import { startTestBff, type TestBff } from '../../testing/bff-harness';
import {
  respond,
  drip,
  refusedBase,
  stall,
  startScriptedUpstream,
  truncated,
  type ScriptedUpstream,
} from '../upstream/testing/scripted-upstream';
import {
  call,
  expectKeyNeverLeaked,
  postJson,
  swapUpstream,
  type Swapped,
} from './testing/proxy-calls';

const BUDGET = 300;
const MARKER = 'UPSTREAM-INTERNAL-TEXT';
let t: TestBff;
let up: ScriptedUpstream;
let swap: Swapped;
let unhandled = 0;
const onUnhandled = () => void (unhandled += 1);

beforeAll(async () => {
  process.on('unhandledRejection', onUnhandled);
  t = await startTestBff({ env: { RATE_LIMIT_API: '0', RATE_LIMIT_QUOTES: '0' } });
  up = await startScriptedUpstream();
});
// A fresh client per test: breakers and caches start closed and empty.
beforeEach(() => {
  swap = swapUpstream(t, up.base, {
    timeoutMs: { getCapabilities: BUDGET, getTransfer: BUDGET, createQuote: BUDGET } as never,
    retries: { max: 2, baseDelayMs: 20, maxDelayMs: 40 },
    // The breaker would (rightly) open after 10 timeouts; here every request must reach the stall.
    breaker: { windowMs: 10_000, minCalls: 1e9, threshold: 0.5, resetTimeoutMs: 30_000 },
  });
});
afterEach(async () => {
  await swap.restore();
  up.reset();
});
afterAll(async () => {
  process.off('unhandledRejection', onUnhandled);
  expectKeyNeverLeaked(t);
  await up.close();
  await t.close();
});

/** Sockets and timers alive in this process (BFF, scripted service and test client alike). */
function openHandles(): number {
  return process.getActiveResourcesInfo().filter((r) => r === 'Timeout' || r === 'TCPSocketWrap')
    .length;
}

/** How many more sockets and timers than `baseline` are still open once they had `withinMs` to close. */
async function backToBaseline(baseline: number, withinMs: number): Promise<number> {
  await vi
    .waitFor(() => expect(openHandles()).toBeLessThanOrEqual(baseline), { timeout: withinMs })
    .catch(() => undefined); // the count itself is the finding
  return openHandles() - baseline;
}

/** A GET on a fresh connection, closed after the response (keeps the client out of the count). */
function get(path: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = http.get(
      `${t.base}${path}`,
      { agent: false, headers: { origin: t.base } },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString() }),
        );
      },
    );
    req.on('error', reject);
  });
}

/** Timeouts the BFF has counted on getCapabilities: its metric moves as a budget timer fires. */
function timeouts(): number {
  const line = t.ctx.metrics
    .render()
    .split('\n')
    .find(
      (l) =>
        l.startsWith('ferry_upstream_requests_total{') &&
        l.includes('endpoint="getCapabilities"') &&
        l.includes('status="timeout"'),
    );
  return Number(line?.split(' ').at(-1) ?? 0);
}

/** Until the service has received `count` capabilities calls (real I/O; time stands still). */
async function untilArrived(count: number) {
  const arrived = () => up.requests.filter((r) => r.path === '/v1/capabilities').length;
  while (arrived() < count) await new Promise((resolve) => setImmediate(resolve));
}

/**
 * `n` requests, `wave` at a time (all in one process: client, BFF and service share a loop). The
 * budget's timers run on fake time: once a wave has reached the service, time moves to 1 ms
 * before the budget (no timeout may have fired), then to the budget (every one has). Aborting an
 * exchange already on a socket makes undici open one idle keep-alive connection in its place (its
 * queue re-dispatches the aborted request, then drops it unsent); those close on their own within
 * ~2.5 s, so fake time moves 5 s on before the timers left and the open sockets are counted.
 */
async function burst(n: number, path: (i: number) => string, wave = 10, settleMs = 5_000) {
  up.on('GET', '/v1/quotes/ping', respond(200, { ok: true, service: 'x' }));
  await get('/api/v1/quotes/ping'); // opens undici's pool and its timers before time is faked
  const baseline = openHandles();
  const results: Awaited<ReturnType<typeof get>>[] = [];
  const early: number[] = [];
  const atBudget: number[] = [];
  let timersLeft = 0;
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  try {
    for (let i = 0; i < n; i += wave) {
      const ids = Array.from({ length: Math.min(wave, n - i) }, (_, k) => i + k);
      const before = timeouts();
      const responses = Promise.all(ids.map((k) => get(path(k))));
      await untilArrived(i + ids.length);
      await vi.advanceTimersByTimeAsync(BUDGET - 1);
      early.push(timeouts() - before);
      await vi.advanceTimersByTimeAsync(1);
      atBudget.push(timeouts() - before);
      results.push(...(await responses));
    }
    await vi.advanceTimersByTimeAsync(settleMs);
    timersLeft = vi.getTimerCount();
  } finally {
    vi.useRealTimers();
  }
  // The sockets' own closing is real I/O: a second of real time for it to be seen.
  const leaked = timersLeft + (await backToBaseline(baseline, 1_000));
  return { results, leaked, early, atBudget };
}

const waves = (n: number, wave = 10) => Array.from({ length: n / wave }, () => wave);

describe('a service that stalls before headers', () => {
  it(`100 stalled requests (10 at a time) → 504 TIMEOUT at the ${BUDGET} ms budget, none before; 0 leaked sockets/timers`, async () => {
    up.on('GET', '/v1/capabilities', stall);
    const { results, leaked, early, atBudget } = await burst(
      100,
      (i) => `/api/v1/capabilities?originChainId=${i + 1}`,
    );
    expect({ early, atBudget }).toEqual({ early: waves(100).map(() => 0), atBudget: waves(100) });
    expect(results.filter((r) => r.status !== 504).map((r) => r.body)).toEqual([]);
    expect(JSON.parse(results[0]!.body)).toMatchObject({ code: 'TIMEOUT' });
    // A timeout is never retried: the budget is spent.
    expect(up.requests.filter((r) => r.path === '/v1/capabilities')).toHaveLength(100);
    expect(leaked).toBeLessThanOrEqual(0);
  });
});

describe('a slow-drip body', () => {
  it(`20 dripping responses (1 byte / 100 ms) → 504 at the ${BUDGET} ms budget, none before; 0 leaked`, async () => {
    up.on('GET', '/v1/capabilities', drip(100));
    const { results, leaked, early, atBudget } = await burst(
      20,
      (i) => `/api/v1/capabilities?originChainId=${i + 1}`,
    );
    expect({ early, atBudget }).toEqual({ early: waves(20).map(() => 0), atBudget: waves(20) });
    expect(results.every((r) => r.status === 504)).toBe(true);
    expect(leaked).toBeLessThanOrEqual(0);
  });
});

describe('unreadable responses → 502 BAD_RESPONSE, upstream text never echoed', () => {
  const wrongOrder = { ...transferFixture, orderId: `0x${'b'.repeat(64)}` };
  const cases: [
    string,
    string,
    Parameters<ScriptedUpstream['on']>[2],
    () => Promise<Awaited<ReturnType<typeof call>>>,
  ][] = [
    [
      'malformed JSON',
      '/v1/capabilities',
      respond(200, `{"generatedAt": "${MARKER}", `),
      () => call(t, '/api/v1/capabilities'),
    ],
    ['truncated body', '/v1/capabilities', truncated, () => call(t, '/api/v1/capabilities')],
    [
      'schema-invalid 2xx',
      '/v1/capabilities',
      respond(200, { ...capabilitiesFixture, chains: MARKER }),
      () => call(t, '/api/v1/capabilities'),
    ],
    [
      'HTML 500 page',
      '/v1/capabilities',
      respond(500, `<html>${MARKER}</html>`, { 'content-type': 'text/html' }),
      () => call(t, '/api/v1/capabilities'),
    ],
    [
      'schema-valid transfer of another order',
      `/v1/transfers/${transferFixture.orderId}`,
      respond(200, wrongOrder),
      () => call(t, `/api/v1/transfers/${transferFixture.orderId}`),
    ],
  ];
  it.each(cases)(
    '%s → 502 BAD_RESPONSE in the row envelope',
    async (_name, path, handler, request) => {
      up.on('GET', path, handler);
      const res = await request();
      expect(res.status).toBe(502);
      expect(res.text).toMatch(/BAD_RESPONSE/);
      expect(res.text).not.toContain(MARKER);
      expect(res.text).not.toContain('0xbbbb');
    },
  );

  it('a quote for another route than asked (inconsistent) → 502 BAD_RESPONSE', async () => {
    up.on(
      'POST',
      '/v1/quotes',
      respond(201, { ...quoteFixture, outputToken: { ...quoteFixture.outputToken, chainId: 10 } }),
    );
    const res = await postJson(t, '/api/v1/quotes', quoteRequestFixture);
    expect(res.status).toBe(502);
    expect(res.json).toMatchObject({ code: 'BAD_RESPONSE' });
  });

  it('a good response goes on as its row reads it: a state the app does not know is unknown', async () => {
    const newer = {
      ...transferFixture,
      status: { ...transferFixture.status, state: 'teleported' },
    };
    up.on('GET', `/v1/transfers/${transferFixture.orderId}`, respond(200, newer));
    const res = await call(t, `/api/v1/transfers/${transferFixture.orderId}`);
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({
      orderId: transferFixture.orderId,
      status: { state: 'unknown' },
    });
  });

  it("the explorer's search sends a deposit as its row reads it, as GET /deposit does", async () => {
    // The service writes chain ids as text here; the row reads them as numbers.
    up.on('GET', '/api/deposit', respond(200, depositResponseFixture));
    const direct = await call(t, '/api/deposit?depositId=3912470&originChainId=42161');
    const found = await call(t, '/api/ferry/explorer/search?depositId=3912470&originChainId=42161');
    expect(found.status).toBe(200);
    const { deposit } = direct.json as { deposit: { originChainId: unknown } };
    expect(deposit.originChainId).toBe(42161);
    expect(found.json).toMatchObject({ matches: [{ via: 'depositId', deposits: [deposit] }] });
  });

  it('an error in a recognised envelope passes through unchanged (status and bytes)', async () => {
    const raw =
      '{"code":"UNSUPPORTED_ROUTE","message":"no route","field":"destinationChainId","requestId":"r1"}';
    up.on('POST', '/v1/quotes', respond(400, raw, { 'x-request-id': 'r1' }));
    const res = await postJson(t, '/api/v1/quotes', quoteRequestFixture);
    expect(res.status).toBe(400);
    expect(res.text).toBe(raw);
    expect(res.headers.get('x-request-id')).toBe('r1');
  });

  it('0 unhandled rejections over this file', () => {
    expect(unhandled).toBe(0);
  });
});

describe('connection refused', () => {
  it('GET → 502 NETWORK_ERROR after 2 retries, each after its backoff', async () => {
    const backoff = manualClock();
    const refused = swapUpstream(
      t,
      await refusedBase(),
      // Jitter pinned at its middle: the backoffs are 15 ms, then 30 ms.
      { retries: { max: 2, baseDelayMs: 20, maxDelayMs: 40 }, random: () => 0.5 },
      backoff,
    );
    try {
      const pending = call(t, '/api/swap/tokens');
      // Each backoff is moved through exactly, so the next one cannot fall due in the same step.
      for (const ms of [15, 30]) {
        await vi.waitFor(() => expect(backoff.pending()).toBe(1), { timeout: 5_000 }); // waiting to retry
        await backoff.advance(ms);
      }
      const res = await pending;
      expect(res.status).toBe(502);
      expect(res.json).toMatchObject({ code: 'NETWORK_ERROR', type: 'ServiceApiError' });
      expect(backoff.pending()).toBe(0); // no third retry
    } finally {
      await refused.restore();
    }
  });
});
