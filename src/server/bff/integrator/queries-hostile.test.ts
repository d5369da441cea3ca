// Forged cursors and control characters in the dashboard's query strings: each is a 400 in the
// BFF's own envelope, never a 500 from the database.
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encodeCursor } from './queries';
import { startIntegrator, type IntegratorHarness } from './testing/integrator-harness';

let h: IntegratorHarness;
beforeAll(async () => {
  h = await startIntegrator();
});
afterAll(() => h.close());

const get = async (path: string) => {
  const res = await fetch(`${h.base}${path}`, { headers: { 'x-test-admin': '0xaaa' } });
  return { status: res.status, body: (await res.json()) as { error?: string; message?: string } };
};
const LISTS = ['/api/ferry/deposit-addresses', '/api/ferry/webhooks/events'];
/** A cursor built from any JSON text, as a forger would. */
const forged = (json: string) => Buffer.from(json).toString('base64url');

describe('dashboard list queries, hostile input', () => {
  it.each(['[1.5]', '[0.1]', '[1e300]', '[9223372036854775808]', '[1.5,"a"]', '[-1]', '{}', '"x"'])(
    'cursor %s → 400 on both lists',
    async (json) => {
      for (const list of LISTS) {
        const res = await get(`${list}?cursor=${forged(json)}`);
        expect(res.status, `${list} ${json}`).toBe(400);
        expect(res.body).toMatchObject({ error: 'ValidationError', message: 'Invalid cursor' });
      }
    },
  );

  it('cursors the lists themselves make are accepted', async () => {
    expect((await get(`${LISTS[0]}?cursor=${encodeCursor([1, 'dad_1'])}`)).status).toBe(200);
    expect((await get(`${LISTS[1]}?cursor=${encodeCursor([5])}`)).status).toBe(200);
  });

  it('any JSON as a cursor: 200 or 400, never a 5xx', async () => {
    await fc.assert(
      fc.asyncProperty(fc.jsonValue(), fc.constantFrom(...LISTS), async (value, list) => {
        const { status } = await get(`${list}?cursor=${forged(JSON.stringify(value) ?? 'null')}`);
        expect([200, 400]).toContain(status);
      }),
      { seed: 14, numRuns: 200 },
    );
  });

  it.each([
    ['/api/ferry/deposit-addresses?q=%00', 'q'],
    ['/api/ferry/webhooks/events?type=%00', 'type'],
    ['/api/ferry/webhooks/events?address=%00', 'address'],
    ['/api/ferry/webhooks/events?type=a%01b', 'type'],
  ])('%s → 400 naming %s', async (path, field) => {
    const res = await get(path);
    expect(res.status).toBe(400);
    expect(res.body.message).toContain(`'${field}'`);
  });

  it('plain text in the same fields is searched as usual', async () => {
    expect((await get('/api/ferry/deposit-addresses?q=caf%C3%A9%20%F0%9F%98%80')).status).toBe(200);
    expect((await get('/api/ferry/webhooks/events?type=pda_transfer.filled')).status).toBe(200);
  });
});
