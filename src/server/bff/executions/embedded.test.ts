// The whole flow through the BFF against the embedded service: quote, sign as a wallet would,
// submit (once, replayed by key), follow the transfer; and an expired quote stopped at the BFF.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { quoteResponse } from '../../../contract/schemas/v1-quotes';
import { transferResponse } from '../../../contract/schemas/v1-transfers';
import { quoteRequest, signFunding } from '../../testing/service-upstream';
import { call, expectKeyNeverLeaked, postJson, upstreamCalls } from '../proxy/testing/proxy-calls';
import { startTestBff, type TestBff } from '../../testing/bff-harness';

let t: TestBff;
beforeAll(async () => {
  t = await startTestBff({ env: { RATE_LIMIT_API: '0', RATE_LIMIT_QUOTES: '0' } });
});
afterAll(async () => {
  expectKeyNeverLeaked(t);
  await t.close();
});

async function newQuote() {
  const res = await postJson(t, '/api/v1/quotes', quoteRequest());
  expect(res.status).toBe(201);
  return quoteResponse.parse(res.json);
}

describe('executions through the BFF to the embedded service', () => {
  it('quote → signed execution 202 → same key replays identically (1 upstream execution) → transfer follows', async () => {
    const quote = await newQuote();
    const body = { authorization: { signatures: { funding: await signFunding(quote) } } };
    const path = `/api/v1/quotes/${quote.quoteId}/executions`;
    const before = upstreamCalls(t, 'createExecution');
    const first = await postJson(t, path, body, { 'idempotency-key': 'e2e-1' });
    expect(first.status).toBe(202);
    expect(first.json).toMatchObject({ orderId: quote.quoteId, state: 'submitted' });
    const again = await postJson(t, path, body, { 'idempotency-key': 'e2e-1' });
    expect(again.text).toBe(first.text);
    expect(upstreamCalls(t, 'createExecution') - before).toBe(1);

    const transfer = await call(t, `/api/v1/transfers/${quote.quoteId}`);
    expect(transfer.status).toBe(200);
    expect(transferResponse.parse(transfer.json).status.state).not.toBe('quoted');
  });

  it('a quote past its expiresAt (manual clock +15 min) → 410 QUOTE_EXPIRED, 0 upstream executions', async () => {
    const quote = await newQuote();
    const body = { authorization: { signatures: { funding: await signFunding(quote) } } };
    await t.service.clock.advanceTo(Date.parse(quote.expiresAt));
    const before = upstreamCalls(t, 'createExecution');
    const res = await postJson(t, `/api/v1/quotes/${quote.quoteId}/executions`, body);
    expect(res.status).toBe(410);
    expect(res.json).toMatchObject({ code: 'QUOTE_EXPIRED' });
    expect(upstreamCalls(t, 'createExecution') - before).toBe(0);
  });

  it('a refused execution (bad signature) is stored: the replay is the same 400, 1 upstream call', async () => {
    const quote = await newQuote();
    const body = { authorization: { signatures: { funding: `0x${'1b'.repeat(65)}` } } };
    const path = `/api/v1/quotes/${quote.quoteId}/executions`;
    const before = upstreamCalls(t, 'createExecution');
    const first = await postJson(t, path, body);
    expect(first.status).toBe(400);
    expect((await postJson(t, path, body)).text).toBe(first.text);
    expect(upstreamCalls(t, 'createExecution') - before).toBe(1);
  });
});
