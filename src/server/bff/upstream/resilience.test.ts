// docs/reliability.md#circuit-breaker (circuit breaker, driven by the manual clock) and
// docs/reliability.md#retries (retries of GETs only, upstream Retry-After honoured and surfaced),
// through the BFF against a scripted service.
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { capabilitiesFixture } from '../../../contract/testing/v1-capabilities';
import { ORDER_ID } from '../../../contract/testing/values';
import { quoteRequestFixture } from '../../../contract/testing/v1-quotes';
import { swapChainsFixture, swapTokensFixture } from '../../../contract/testing/legacy-swap';
import { manualClock, type ManualClock } from '../../clock';
import {
  call,
  expectKeyNeverLeaked,
  postJson,
  swapUpstream,
  type Swapped,
} from '../proxy/testing/proxy-calls';
import { startTestBff, type TestBff } from '../../testing/bff-harness';
import {
  respond,
  reset,
  startScriptedUpstream,
  type Handler,
  type ScriptedUpstream,
} from './testing/scripted-upstream';

let t: TestBff;
let up: ScriptedUpstream;
let swap: Swapped;
// The upstream client's own clock: its breaker, rate gate and retry backoff move only when the
// test moves it, and a timer pending on it is the client waiting to retry.
let clock: ManualClock;

const v1Error = (status: number, code: string) =>
  respond(status, { code, message: 'service says no' });
const legacyError = (status: number, code: string, headers: Record<string, string> = {}) =>
  respond(
    status,
    { type: 'ServiceApiError', code, status, message: 'slow down', id: 'r' },
    headers,
  );
/** Respond with each handler in turn, then keep the last. */
const sequence = (...handlers: Handler[]): Handler => {
  let i = 0;
  return (req, res, rec) => handlers[Math.min(i++, handlers.length - 1)]!(req, res, rec);
};

beforeAll(async () => {
  t = await startTestBff({ env: { RATE_LIMIT_API: '0', RATE_LIMIT_QUOTES: '0' } });
  up = await startScriptedUpstream();
});
// Backoff with the jitter pinned at its middle: the waits are 75 ms, then 150 ms.
const retries = { max: 2, baseDelayMs: 100, maxDelayMs: 1_000 };
beforeEach(() => {
  clock = manualClock();
  swap = swapUpstream(t, up.base, { retries, random: () => 0.5 }, clock);
});
/** Resolves once the client is waiting out a backoff (its one timer). */
const backingOff = () => vi.waitFor(() => expect(clock.pending()).toBe(1), { timeout: 5_000 });
/**
 * Moves the clock through each backoff of a call (75 ms, then 150 ms) as the client starts it:
 * exactly, so the next backoff cannot fall due within the same step.
 */
async function throughBackoffs<T>(pending: Promise<T>, waits: number): Promise<T> {
  for (const ms of [75, 150].slice(0, waits)) {
    await backingOff();
    await clock.advance(ms);
  }
  return pending;
}
afterEach(async () => {
  await swap.restore();
  up.reset();
});
afterAll(async () => {
  expectKeyNeverLeaked(t);
  await up.close();
  await t.close();
});

describe('circuit breaker (50 % of ≥ 10 calls, resetTimeout 30 s on the manual clock)', () => {
  it('opens after 10 × 500; 100 requests then fail fast (503, 0 calls); one trial after 30 s; success closes', async () => {
    up.on('GET', '/v1/capabilities', v1Error(500, 'INTERNAL'));
    for (let i = 0; i < 10; i++) expect((await call(t, '/api/v1/capabilities')).status).toBe(500);
    expect(up.count('GET', '/v1/capabilities')).toBe(10);
    expect(swap.client.breakerState('getCapabilities')).toBe('open');

    const fast = [];
    for (let i = 0; i < 100; i++) fast.push(await call(t, '/api/v1/capabilities'));
    expect(fast.every((r) => r.status === 503)).toBe(true);
    expect(fast[0]!.json).toMatchObject({ code: 'NETWORK_ERROR' });
    expect(Number(fast[0]!.headers.get('retry-after'))).toBe(30);
    expect(up.count('GET', '/v1/capabilities')).toBe(10);
    // Other endpoints have their own breaker.
    up.on('GET', '/api/swap/chains', respond(200, swapChainsFixture));
    expect((await call(t, '/api/swap/chains')).status).toBe(200);

    await clock.advance(29_000);
    expect((await call(t, '/api/v1/capabilities')).status).toBe(503);
    expect(up.count('GET', '/v1/capabilities')).toBe(10);

    await clock.advance(1_000);
    up.on('GET', '/v1/capabilities', respond(200, capabilitiesFixture));
    const trial = await Promise.all([
      call(t, '/api/v1/capabilities?include=tokens'),
      call(t, '/api/v1/capabilities'),
    ]);
    expect(trial.map((r) => r.status).sort()).toEqual([200, 503]); // exactly one trial call
    expect(up.count('GET', '/v1/capabilities')).toBe(11);
    expect(swap.client.breakerState('getCapabilities')).toBe('closed');
    expect((await call(t, '/api/v1/capabilities?originChainId=1')).status).toBe(200);
    expect(up.count('GET', '/v1/capabilities')).toBe(12);
  });

  it('a failed trial re-opens it for another 30 s; 4 failures in 10 calls (40 %) keep it closed', async () => {
    up.on('GET', '/v1/capabilities', v1Error(503, 'INTERNAL'));
    swap =
      (await swap.restore(),
      swapUpstream(t, up.base, { retries: { max: 0, baseDelayMs: 1, maxDelayMs: 1 } }, clock));
    for (let i = 0; i < 10; i++) await call(t, '/api/v1/capabilities');
    expect(swap.client.breakerState('getCapabilities')).toBe('open');
    await clock.advance(30_000);
    expect((await call(t, '/api/v1/capabilities')).status).toBe(503);
    expect(up.count('GET', '/v1/capabilities')).toBe(11);
    expect(swap.client.breakerState('getCapabilities')).toBe('open');
    await clock.advance(30_000);

    up.on(
      'GET',
      '/v1/capabilities',
      sequence(
        ...[1, 1, 0, 1, 0, 1, 1, 0, 1, 0].map((ok) =>
          ok ? respond(200, capabilitiesFixture) : v1Error(500, 'INTERNAL'),
        ),
      ),
    );
    for (let i = 0; i < 10; i++) await call(t, `/api/v1/capabilities?originChainId=${i + 1}`);
    expect(swap.client.breakerState('getCapabilities')).toBe('closed');
  });
});

describe('retries and Retry-After', () => {
  it('GET 503 → retried exactly 2 times, after backoffs of 75 ms then 150 ms on the clock', async () => {
    up.on('GET', '/api/swap/tokens', legacyError(503, 'UPSTREAM_HTTP_ERROR'));
    const pending = call(t, '/api/swap/tokens');
    for (const [tries, backoff] of [
      [1, 75],
      [2, 150],
    ] as const) {
      await backingOff();
      expect(up.count('GET', '/api/swap/tokens')).toBe(tries);
      await clock.advance(backoff - 1);
      expect(up.count('GET', '/api/swap/tokens')).toBe(tries); // not a millisecond early
      await clock.advance(1);
      await vi.waitFor(() => expect(up.count('GET', '/api/swap/tokens')).toBe(tries + 1));
    }
    expect((await pending).status).toBe(503);
    expect(clock.pending()).toBe(0);
  });

  it('no retry that would end past the budget: a backoff longer than what is left is not waited out', async () => {
    await swap.restore();
    swap = swapUpstream(
      t,
      up.base,
      { retries: { max: 2, baseDelayMs: 20_000, maxDelayMs: 20_000 }, random: () => 0.5 },
      clock,
    );
    up.on('GET', '/api/swap/tokens', legacyError(503, 'UPSTREAM_HTTP_ERROR'));
    expect((await call(t, '/api/swap/tokens')).status).toBe(503);
    expect(up.count('GET', '/api/swap/tokens')).toBe(1);
    expect(clock.pending()).toBe(0);
  });

  it('GET 502 then 200 → one retry, the browser gets the 200', async () => {
    up.on(
      'GET',
      '/api/swap/tokens',
      sequence(legacyError(502, 'UPSTREAM_HTTP_ERROR'), respond(200, swapTokensFixture)),
    );
    expect((await throughBackoffs(call(t, '/api/swap/tokens'), 1)).status).toBe(200);
    expect(up.count('GET', '/api/swap/tokens')).toBe(2);
  });

  it('GET on a reset connection → 3 attempts, then 502 NETWORK_ERROR', async () => {
    up.on('GET', '/api/swap/tokens', reset);
    const res = await throughBackoffs(call(t, '/api/swap/tokens'), 2);
    expect(res.status).toBe(502);
    expect(res.json).toMatchObject({ code: 'NETWORK_ERROR' });
    expect(up.count('GET', '/api/swap/tokens')).toBe(3);
  });

  it('POST /v1/quotes and POST /executions responded with 503 → 0 automatic retries (1 call each)', async () => {
    up.on('POST', '/v1/quotes', v1Error(503, 'INTERNAL'));
    up.on('POST', `/v1/quotes/${ORDER_ID}/executions`, v1Error(503, 'INTERNAL'));
    expect((await postJson(t, '/api/v1/quotes', quoteRequestFixture)).status).toBe(503);
    const exec = await postJson(t, `/api/v1/quotes/${ORDER_ID}/executions`, {
      txnRef: `0x${'1'.repeat(64)}`,
    });
    expect(exec.status).toBe(503);
    expect(up.count('POST', '/v1/quotes')).toBe(1);
    expect(up.count('POST', `/v1/quotes/${ORDER_ID}/executions`)).toBe(1);
  });

  it('upstream 429 Retry-After: 7 → surfaced as 429 + Retry-After; 0 calls to that host for 7 s (manual clock)', async () => {
    up.on('GET', '/api/swap/tokens', legacyError(429, 'RATE_LIMITED', { 'retry-after': '7' }));
    up.on('GET', '/api/swap/chains', respond(200, swapChainsFixture));
    const first = await call(t, '/api/swap/tokens');
    expect(first.status).toBe(429);
    expect(first.headers.get('retry-after')).toBe('7');
    expect(up.requests).toHaveLength(1); // a 429 is not retried

    const gated = await call(t, '/api/swap/chains');
    expect(gated.status).toBe(429);
    expect(gated.json).toMatchObject({ code: 'RATE_LIMITED' });
    expect(Number(gated.headers.get('retry-after'))).toBe(7);
    await clock.advance(6_900);
    expect((await call(t, '/api/v1/capabilities')).status).toBe(429);
    expect(up.requests).toHaveLength(1);

    await clock.advance(100);
    expect((await call(t, '/api/swap/chains')).status).toBe(200);
    expect(up.requests).toHaveLength(2);
  });
});
