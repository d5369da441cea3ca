// docs/reliability.md#unknown-outcomes-are-reconciled-not-resent (no response to an execution:
// "unknown", never re-sent, settled by reading the transfer) and
// docs/reliability.md#a-new-transfer-is-indexing-not-failed (a fresh submission the service has not
// indexed yet reads as "indexing").
import { describe, expect, it } from 'vitest';
import { executionResponse } from '../../../contract/schemas/v1-executions';
import { transferResponse } from '../../../contract/schemas/v1-transfers';
import { call } from '../proxy/testing/proxy-calls';
import { respond, stall } from '../upstream/testing/scripted-upstream';
import {
  body,
  BUDGET,
  execPath,
  newOrderId,
  setupScriptedExecutions,
} from './testing/scripted-executions';

const h = setupScriptedExecutions();

describe('no response to an execution', () => {
  it(`timeout (${BUDGET} ms) → 202 state "unknown"; never resent; the next transfer read reconciles`, async () => {
    const id = newOrderId();
    await h.quote(id);
    h.up.on('POST', execPath(id), stall);
    h.up.on(
      'GET',
      `/v1/transfers/${id}`,
      respond(404, {
        error: { type: 'not_found_error', code: 'TRANSFER_NOT_FOUND', message: 'no' },
      }),
    );
    const res = await h.exec(id, body, 'k-43');
    expect(res.status).toBe(202);
    expect(res.ms).toBeLessThan(BUDGET + 5_000); // responded, not hung (docs/reliability.md#stalls-and-slow-drips measures the budget itself)
    expect(res.json).toMatchObject({
      orderId: id,
      state: 'unknown',
      next: { path: `/api/v1/transfers/${id}` },
    });
    expect(executionResponse.parse(res.json).state).toBe('unknown'); // the typed client reads it

    const again = await h.exec(id, body, 'k-43'); // reconciles by reading: 404, still unknown
    expect(again.json).toMatchObject({ state: 'unknown' });
    expect(h.up.count('POST', execPath(id))).toBe(1);

    h.up.on('GET', `/v1/transfers/${id}`, h.transferIn(id, 'deposited'));
    expect((await call(h.t, `/api/v1/transfers/${id}`)).status).toBe(200);
    const settled = await h.exec(id, body, 'k-43');
    expect(settled.status).toBe(202);
    expect(settled.json).toMatchObject({
      orderId: id,
      state: 'submitted',
      acceptedAt: '2026-11-21T12:00:01.000Z',
    });
    expect(h.up.count('POST', execPath(id))).toBe(1);
  });

  it('another key for the same order while it is unknown → settled first, 409 while still unknown, 0 resends', async () => {
    const id = newOrderId();
    await h.quote(id);
    h.up.on('POST', execPath(id), stall);
    h.up.on('GET', `/v1/transfers/${id}`, h.transferIn(id, 'quoted'));
    expect((await h.exec(id, body, 'k-43b')).json).toMatchObject({ state: 'unknown' });
    expect((await h.exec(id, body, 'k-43c')).status).toBe(409);
    expect(h.up.count('POST', execPath(id))).toBe(1);
  });
});

describe('a transfer submitted < 2 min ago that the service does not know yet', () => {
  const notFound = respond(404, {
    error: { type: 'not_found_error', code: 'TRANSFER_NOT_FOUND', message: 'unknown order' },
  });

  it('→ 200 transfer-shaped, status.state "indexing" (reads as unknown, not failed); after 2 min the 404 passes', async () => {
    const id = newOrderId();
    await h.quote(id);
    h.up.on('POST', execPath(id), h.accepted(id));
    h.up.on('GET', `/v1/transfers/${id}`, notFound);
    await h.exec(id);
    await h.clock.advance(119_000);
    const res = await call(h.t, `/api/v1/transfers/${id}`);
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({
      orderId: id,
      status: { state: 'indexing', isTerminal: false },
    });
    const parsed = transferResponse.parse(res.json);
    expect(parsed.status.state).toBe('unknown');
    expect(parsed.status.description).toMatch(/indexed/);

    await h.clock.advance(1_000);
    const later404 = await call(h.t, `/api/v1/transfers/${id}`);
    expect(later404.status).toBe(404);
    expect(later404.json).toMatchObject({ error: { code: 'TRANSFER_NOT_FOUND' } });
  });

  it('without a recorded quote → 404 TRANSFER_INDEXING with Retry-After; never submitted → plain 404', async () => {
    const id = newOrderId();
    h.up.on('POST', execPath(id), h.accepted(id));
    h.up.on('GET', /^\/v1\/transfers\//, notFound);
    await h.exec(id);
    const res = await call(h.t, `/api/v1/transfers/${id}`);
    expect(res.status).toBe(404);
    expect(res.json).toMatchObject({ error: { code: 'TRANSFER_INDEXING' } });
    expect(res.headers.get('retry-after')).toBe('5');
    const never = await call(h.t, `/api/v1/transfers/${newOrderId()}`);
    expect(never.json).toMatchObject({ error: { code: 'TRANSFER_NOT_FOUND' } });
  });
});
