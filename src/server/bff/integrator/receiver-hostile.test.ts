// Deliveries that are correctly signed but carry what a database refuses (a NUL byte, a lone
// surrogate), and subscriptions whose secret this instance cannot read: never a 500, and never
// a valid delivery lost because of a neighbour.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { webhookEventFixture } from '../../../contract/testing/webhooks';
import { bffWebhookSubscriptions } from '../../db/bff/schema/integrator';
import { eventBody, integratorForThisFile, TEST_SECRET } from './testing/integrator-harness';
import { encryptSecret } from './vault';

const h = integratorForThisFile();

const admin = { 'x-test-admin': '0xaaa' };
/** A signed, valid event whose free-text fields carry `nasty` (as JSON escapes, legal JSON). */
const hostileBody = (nasty: string, n: number) =>
  JSON.stringify({
    ...webhookEventFixture,
    id: `evt_hostile${n}`,
    note: `before${nasty}after`,
    [`key${nasty}`]: 1,
    data: {
      ...webhookEventFixture.data,
      depositAddressId: `dai${nasty}${n}`,
      depositTxnRef: `0xhostile${n}${nasty}`,
      extra: nasty,
    },
  });

async function eventByWebhookId(webhookId: string) {
  const res = await fetch(`${h().base}/api/ferry/webhooks/events?limit=100`, { headers: admin });
  const list = (await res.json()) as { data: { webhookId: string; payload: unknown }[] };
  return list.data.find((e) => e.webhookId === webhookId);
}

describe('webhook receiver, hostile but valid deliveries', () => {
  it.each([
    ['a NUL byte', '\u0000'],
    ['a lone high surrogate', '\ud800'],
    ['a lone low surrogate', '\udfff'],
  ])('stores a delivery holding %s losslessly and responds 200', async (_, nasty) => {
    const body = hostileBody(nasty, nasty.charCodeAt(0));
    const webhookId = `msg_hostile_${nasty.charCodeAt(0)}`;
    const res = await h().deliver('sub_a', body, { id: webhookId });
    expect(res.status).toBe(200);
    // The inbox gives back exactly what was signed.
    expect((await eventByWebhookId(webhookId))?.payload).toEqual(JSON.parse(body));
  });

  it('one NUL delivery among 50 concurrent valid ones: all 51 stored, 0 failures', async () => {
    const valid = Array.from({ length: 50 }, (_, i) =>
      h().deliver('sub_a', eventBody('pda_transfer.deposit-pending', { txn: `0xconc${i}` }), {
        id: `msg_conc_${i}`,
      }),
    );
    const bad = h().deliver('sub_a', hostileBody('\u0000', 999), { id: 'msg_conc_nul' });
    const statuses = (await Promise.all([...valid, bad])).map((r) => r.status);
    expect(statuses.filter((s) => s !== 200)).toEqual([]);
    expect(await eventByWebhookId('msg_conc_nul')).toBeDefined();
  });

  it('a subscription whose secret was stored under another SESSION_SECRET → 401 and an error log line, not a 500', async () => {
    await h().addSubscription('sub_foreign', '0xaaa');
    // Sealed by an instance with another key: this one cannot open it.
    await h()
      .ctx.db.update(bffWebhookSubscriptions)
      .set({ secretEnc: encryptSecret(Buffer.alloc(32, 9), TEST_SECRET) })
      .where(eq(bffWebhookSubscriptions.subscriptionId, 'sub_foreign'));
    const res = await h().deliver('sub_foreign', eventBody('pda_transfer.deposit-pending'));
    expect(res.status).toBe(401);
    expect(await res.json()).toMatchObject({ error: 'UnauthorizedError' });
    expect(h().logs.some((l) => l.includes('another SESSION_SECRET'))).toBe(true);
  });
});
