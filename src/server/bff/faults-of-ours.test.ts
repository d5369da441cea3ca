// When the BFF itself fails (here: its database refuses every write), the response is still a
// typed envelope with a request id, and the log gets one structured line with the error.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestBff, type TestBff } from '../testing/bff-harness';

let t: TestBff;
beforeAll(async () => {
  t = await startTestBff({ env: { RATE_LIMIT_API: '0' } });
});
afterAll(() => t.close());

describe('an unexpected fault inside the BFF', () => {
  it('responds with 500 as {error, message, requestId} and logs that request id with the error', async () => {
    const db = t.ctx.db as unknown as { insert: unknown; delete: unknown };
    const { insert, delete: remove } = db;
    db.insert = db.delete = () => {
      throw new Error('database is down');
    };
    try {
      const res = await t.fetch('/api/ferry/auth/nonce', { method: 'POST' });
      expect(res.status).toBe(500);
      expect(res.headers.get('content-type')).toMatch(/application\/json/);
      const body = (await res.json()) as { error: string; message: string; requestId: string };
      expect(body).toMatchObject({ error: 'InternalError' });
      expect(body.requestId).toMatch(/^[0-9a-f-]{36}$/);
      expect(body.message).not.toContain('database is down');
      const lines = t.logs.filter((l) => l.includes(body.requestId)).map((l) => JSON.parse(l));
      expect(lines).toHaveLength(1);
      expect(lines[0]).toMatchObject({ level: 50, msg: 'unhandled error' });
      expect(lines[0].err.message).toBe('database is down');
    } finally {
      Object.assign(db, { insert, delete: remove });
    }
    expect((await t.fetch('/api/ferry/auth/nonce', { method: 'POST' })).status).toBe(201);
  });
});
