import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ORDER_ID } from '../../../contract/testing/values';
import type { BffContext } from '../context';
import { startTestBff, type TestBff } from '../../testing/bff-harness';
import { createMetrics } from './metrics';
import { httpMetrics, mountOps } from './mount';

let t: TestBff;
beforeAll(async () => {
  t = await startTestBff();
});
afterAll(() => t.close());

/** mountOps alone, with a database and an upstream that respond as told. */
function opsApp(db: 'ok' | 'fail' | 'hang', upstream: boolean) {
  const ctx = {
    db: {
      execute: () =>
        db === 'ok'
          ? Promise.resolve({ rows: [] })
          : db === 'fail'
            ? Promise.reject(new Error('down'))
            : new Promise(() => {}),
    },
    upstream: { ping: async () => upstream },
    metrics: createMetrics(),
  } as unknown as BffContext;
  const app = new Hono();
  app.use('*', httpMetrics(ctx.metrics)); // as app.ts mounts it
  mountOps(app, ctx);
  app.get('/api/things/:id', (c) => c.json({ id: c.req.param('id') }));
  return { app, ctx };
}

describe('ops', () => {
  it('/healthz responds with 200 while the process is up', async () => {
    const res = await t.fetch('/healthz');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: 'ok' });
  });

  it('/readyz is 200 when the database and the embedded service both respond', async () => {
    const res = await t.fetch('/readyz');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      status: 'ready',
      checks: { database: 'ok', upstream: 'ok' },
    });
  });

  it('/readyz is 503 and names the part that failed', async () => {
    const cases = [
      [opsApp('fail', true), { database: 'fail', upstream: 'ok' }],
      [opsApp('ok', false), { database: 'ok', upstream: 'fail' }],
      [opsApp('fail', false), { database: 'fail', upstream: 'fail' }],
    ] as const;
    for (const [{ app }, checks] of cases) {
      const res = await app.request('/readyz');
      expect(res.status).toBe(503);
      expect(await res.json()).toEqual({ status: 'unavailable', checks });
    }
  });

  it('/readyz gives up on a hanging database after its 2 s check budget (fake timers)', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      const pending = opsApp('hang', true).app.request('/readyz');
      await vi.advanceTimersByTimeAsync(2_000);
      const res = await pending;
      expect(res.status).toBe(503);
      expect(await res.json()).toEqual({
        status: 'unavailable',
        checks: { database: 'fail', upstream: 'ok' },
      });
    } finally {
      vi.useRealTimers();
    }
  });

  it('/metrics labels requests by route pattern, not raw path (bounded cardinality)', async () => {
    const { app, ctx } = opsApp('ok', true);
    for (let i = 0; i < 50; i++) await app.request(`/api/things/${i}`);
    await app.request('/nowhere/at/all');
    const text = ctx.metrics.render();
    expect(text).toContain(
      'ferry_http_requests_total{method="GET",route="/api/things/:id",status="200"} 50',
    );
    expect(text).not.toMatch(/route="\/api\/things\/\d/);
    expect(text).toMatch(
      /ferry_http_request_duration_seconds_count\{method="GET",route="\/api\/things\/:id"\} 50/,
    );
    expect(text).not.toContain('/nowhere');
  });

  it('/metrics serves Prometheus text with upstream and BFF request series', async () => {
    await t.fetch('/api/v1/quotes/ping');
    await t.fetch(`/api/v1/transfers/${ORDER_ID}`);
    const res = await t.fetch('/metrics');
    expect(res.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = await res.text();
    expect(text).toContain('# TYPE ferry_upstream_requests_total counter');
    expect(text).toMatch(/ferry_upstream_requests_total\{endpoint="ping",status="200"\} \d+/);
    expect(text).toMatch(
      /ferry_upstream_request_duration_seconds_bucket\{endpoint="ping",le="0\.005"\} \d+/,
    );
    expect(text).toMatch(
      /ferry_http_requests_total\{method="GET",route="[^"]*",status="\d{3}"\} \d+/,
    );
    expect(text).toContain('# TYPE ferry_live_watchers gauge');
    expect(text).not.toContain(ORDER_ID);
  });
});
