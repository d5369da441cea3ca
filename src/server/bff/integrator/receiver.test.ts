import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bffWebhookEvents } from '../../db/bff/schema/integrator';
import { inboxFeeds } from './mount';
import { signDelivery } from './signature';
import { eventBody, integratorForThisFile, TEST_SECRET } from './testing/integrator-harness';

const h = integratorForThisFile(async (x) => {
  await x.addSubscription('sub_bare', '0xaaa', TEST_SECRET.slice('whsec_'.length));
});

describe('webhook receiver', () => {
  it('stores a valid delivery and acknowledges it with 200', async () => {
    const res = await h().deliver('sub_a', eventBody('pda_transfer.deposit-pending'));
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ received: true, duplicate: false });
  });

  it('over HTTP: 150 fast-check mutated deliveries → 150 × 401, 0 accepted', async () => {
    const body = eventBody('pda_transfer.filled');
    const good = signDelivery(TEST_SECRET, 'msg_a1', h().nowSec(), body);
    const cases = fc.sample(
      fc.oneof(
        fc.nat(body.length - 1).map((i) => ({
          body: body.slice(0, i) + (body[i] === 'x' ? 'y' : 'x') + body.slice(i + 1),
          headers: good,
        })),
        fc.integer({ min: 1, max: 299 }).map((d) => ({
          body,
          headers: { ...good, 'webhook-timestamp': String(h().nowSec() - d) },
        })),
        fc.constant({ body, headers: { ...good, 'webhook-id': 'msg_other' } }),
        fc.nat(20).map((i) => ({
          body,
          headers: {
            ...good,
            'webhook-signature':
              good['webhook-signature'].slice(0, 3 + i) +
              '#' +
              good['webhook-signature'].slice(4 + i),
          },
        })),
      ),
      { numRuns: 150, seed: 7 },
    );
    const statuses = await Promise.all(
      cases.map((c) =>
        h()
          .postRaw(c.headers, c.body)
          .then((r) => r.status),
      ),
    );
    expect(statuses.filter((s) => s !== 401)).toEqual([]);
  });

  it('over HTTP: a re-serialised body → 401 (0 passes)', async () => {
    const body = eventBody('pda_transfer.filled');
    const headers = signDelivery(TEST_SECRET, 'msg_a2', h().nowSec(), body);
    const pretty = JSON.stringify(JSON.parse(body), null, 2);
    expect((await h().postRaw(headers, pretty)).status).toBe(401);
    expect((await h().postRaw(headers, body)).status).toBe(200);
  });

  it('over HTTP (manual clock): accepted at ±299 s, 401 at −301 s and +301 s', async () => {
    const at = (skew: number) =>
      h().deliver('sub_a', eventBody('pda_transfer.deposit-pending'), {
        at: h().clock.now() + skew * 1000,
      });
    expect((await at(-299)).status).toBe(200);
    expect((await at(299)).status).toBe(200);
    expect((await at(-301)).status).toBe(401);
    expect((await at(301)).status).toBe(401);
  });

  it('over HTTP: old+new signatures accepted; only v1a/v2 → 401; secret stored without whsec_ works', async () => {
    const body = eventBody('pda_transfer.deposit-pending');
    const good = signDelivery(TEST_SECRET, 'msg_a4', h().nowSec(), body);
    const old = signDelivery(
      `whsec_${Buffer.alloc(32, 1).toString('base64')}`,
      'msg_a4',
      h().nowSec(),
      body,
    );
    const mac = good['webhook-signature'].slice(3);
    const sig = (s: string) => ({ ...good, 'webhook-signature': s });
    expect((await h().postRaw(sig(`v1a,${mac} v2,${mac}`), body)).status).toBe(401);
    expect(
      (await h().postRaw(sig(`${old['webhook-signature']} ${good['webhook-signature']}`), body))
        .status,
    ).toBe(200);
    expect((await h().deliver('sub_bare', eventBody('pda_transfer.deposit-pending'))).status).toBe(
      200,
    );
  });

  it('one webhook-id delivered 5× in a row and 5× concurrently → stored and published exactly once; dedupe kept after 300 s', async () => {
    const feed = inboxFeeds.get(h().ctx)!;
    const published: string[] = [];
    const listen = () =>
      feed.subscribe(h().ctx.integratorId, (row) => published.push(row.webhookId));
    const body = eventBody('pda_transfer.deposit-pending');
    const send = () =>
      h()
        .deliver('sub_a', body, { id: 'msg_a5' })
        .then((r) => r.json() as Promise<{ duplicate: boolean }>);
    let off = await listen();
    const serial = [];
    for (let i = 0; i < 5; i++) serial.push(await send());
    const parallel = await Promise.all(Array.from({ length: 5 }, send));
    await feed.kick();
    expect([...serial, ...parallel].filter((r) => !r.duplicate)).toHaveLength(1);
    expect(published.filter((id) => id === 'msg_a5')).toHaveLength(1);
    off(); // (the feed polls every second while someone listens; don't make the clock run 86,400 polls)
    for (const ms of [301_000, 24 * 3600_000]) {
      await h().clock.advance(ms);
      off = await listen();
      expect(await send()).toEqual({ received: true, duplicate: true });
      await feed.kick();
      off();
    }
    const rows = (await h().ctx.db.select().from(bffWebhookEvents)).filter(
      (r) => r.webhookId === 'msg_a5',
    );
    expect(rows).toHaveLength(1);
    expect(published.filter((id) => id === 'msg_a5')).toHaveLength(1);
  });

  it('a correctly signed non-JSON body → 400, not 500 (and the server carries on)', async () => {
    for (const body of [
      'not json',
      '{"id":',
      '[]',
      '{"id":"evt_x","type":"x"}',
      Buffer.from([0xff, 0xfe, 0x7b]),
    ]) {
      const headers = signDelivery(
        TEST_SECRET,
        `msg_a6_${Math.random()}`,
        h().nowSec(),
        body.toString(),
      );
      expect((await h().postRaw(headers, body)).status).toBe(400);
    }
    expect((await h().deliver('sub_a', eventBody('pda_transfer.filled'))).status).toBe(200);
  });

  it('unknown subscription → 401; deleted subscription → 410 after a valid signature', async () => {
    expect((await h().deliver('sub_nope', eventBody('pda_transfer.filled'))).status).toBe(401);
    expect((await h().deliver('..%2f', eventBody('pda_transfer.filled'))).status).toBe(401);
    await h().addSubscription('sub_gone', '0xaaa');
    const { createVault } = await import('./vault');
    await createVault(h().ctx.db, h().ctx.keys.vault, h().clock).markDeleted(
      'sub_gone',
      h().clock.now(),
    );
    expect((await h().deliver('sub_gone', eventBody('pda_transfer.filled'))).status).toBe(410);
  });
});
