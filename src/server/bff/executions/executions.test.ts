// docs/reliability.md#replays-and-conflicts against a scripted service: executions are claimed
// before they are sent, sent once, replayed by key, refused when the key is reused for something
// else, kept 24 h, and never sent for an expired quote.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bffExecutions } from '../../db/bff/schema/proxy';
import { later } from '../upstream/testing/scripted-upstream';
import {
  body,
  execPath,
  HOUR,
  newOrderId,
  otherBody,
  setupScriptedExecutions,
} from './testing/scripted-executions';

// Default budgets: these tests are about exactly-once, not timeouts (PGlite runs in this
// process and can hold the loop long enough on a busy machine to eat a short budget).
const h = setupScriptedExecutions(10_000);

describe('same key + same body', () => {
  it('twice → identical status and body, upstream called once (with a key, and with none: derived from orderId + body)', async () => {
    for (const key of ['k-39', undefined]) {
      const id = newOrderId();
      await h.quote(id);
      h.up.on('POST', execPath(id), h.accepted(id));
      const first = await h.exec(id, body, key);
      const second = await h.exec(id, JSON.parse(JSON.stringify(body)) as unknown, key);
      expect(first.status).toBe(202);
      expect(second.status).toBe(first.status);
      expect(second.text).toBe(first.text);
      expect(second.headers.get('idempotent-replayed')).toBe('true');
      expect(h.up.count('POST', execPath(id))).toBe(1);
    }
  });
});

describe('same key + different body', () => {
  it('→ 422 IDEMPOTENCY_KEY_REUSED, 0 further upstream calls (another body, or another order)', async () => {
    const id = newOrderId();
    await h.quote(id);
    h.up.on('POST', execPath(id), h.accepted(id));
    expect((await h.exec(id, body, 'k-40')).status).toBe(202);
    const diff = await h.exec(id, otherBody, 'k-40');
    expect(diff.status).toBe(422);
    expect(diff.json).toMatchObject({ code: 'IDEMPOTENCY_KEY_REUSED', field: 'Idempotency-Key' });
    const other = newOrderId();
    expect((await h.exec(other, body, 'k-40')).status).toBe(422);
    expect(h.up.count('POST', execPath(id))).toBe(1);
    expect(h.up.count('POST', execPath(other))).toBe(0);
  });

  it('a malformed Idempotency-Key → 400 naming it, 0 calls', async () => {
    const id = newOrderId();
    const res = await h.exec(id, body, 'x'.repeat(256));
    expect(res.status).toBe(400);
    expect(res.json).toMatchObject({ field: 'Idempotency-Key' });
    expect(h.up.requests).toHaveLength(0);
  });
});

describe('concurrency', () => {
  it.each([
    ['one key', 'k-41'],
    ['no key (derived)', undefined],
    ['20 different keys', 'distinct'],
  ])(
    '20 concurrent, %s → upstream called exactly once; the others 409 or the replay',
    async (_name, key) => {
      const id = newOrderId();
      await h.quote(id);
      h.up.on('POST', execPath(id), later(150, h.accepted(id)));
      const all = await Promise.all(
        Array.from({ length: 20 }, (_, i) =>
          h.exec(id, body, key === 'distinct' ? `k-41-${i}` : key),
        ),
      );
      expect(h.up.count('POST', execPath(id))).toBe(1);
      expect(all.filter((r) => r.status === 202).length).toBeGreaterThanOrEqual(1);
      expect(all.every((r) => r.status === 202 || r.status === 409)).toBe(true);
      const after = await h.exec(id, body, key === 'distinct' ? 'k-41-0' : key);
      expect(after.status).toBe(202);
      expect(h.up.count('POST', execPath(id))).toBe(1);
    },
  );
});

describe('retention and quote expiry', () => {
  it('a record replays until 24 h (clock), is pruned after; a quote past expiresAt → 410 with 0 calls', async () => {
    const id = newOrderId();
    await h.quote(id);
    h.up.on('POST', execPath(id), h.accepted(id));
    const first = await h.exec(id, body, 'k-42');
    await h.clock.advance(24 * HOUR - 1_000);
    const replay = await h.exec(id, body, 'k-42');
    expect(replay.text).toBe(first.text);
    expect(h.up.count('POST', execPath(id))).toBe(1);

    await h.clock.advance(2_000);
    const late = await h.exec(id, body, 'k-42'); // prunes, then finds the quote long expired
    const rows = await h.t.ctx.db
      .select()
      .from(bffExecutions)
      .where(eq(bffExecutions.idemKey, 'key:k-42'));
    expect(rows).toHaveLength(0);
    expect(late.status).toBe(410);
    expect(late.json).toMatchObject({ code: 'QUOTE_EXPIRED' });
    expect(h.up.count('POST', execPath(id))).toBe(1);
  });

  it('quote expired 1 ms ago → 410 QUOTE_EXPIRED before the service (0 calls)', async () => {
    const id = newOrderId();
    await h.quote(id);
    await h.clock.advance(15 * 60_000);
    const res = await h.exec(id);
    expect(res.status).toBe(410);
    expect(h.up.count('POST', execPath(id))).toBe(0);
  });
});
