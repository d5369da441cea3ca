// The integrator features in the whole BFF against the embedded service: signed-in admin,
// proxied creates recorded by the interceptors, and real deliveries from the service's webhook
// sender reaching Ferry's receiver, inbox and live stream.
import { request } from 'node:http';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEPOSITOR, RECIPIENT, USDC } from '../../../contract/testing/values';
import { webhookEventTypes } from '../../../contract/schemas/webhooks';
import { bffWebhookSubscriptions } from '../../db/bff/schema/integrator';
import { signIn } from '../auth/testing/sign-in';
import { openSse } from '../live/testing/sse-reader';
import { startTestBff, type TestBff } from '../../testing/bff-harness';
import { secretHashOf } from './vault';

/** A list response of the BFF's own routes, as these tests read it. */
type Listed = { data: { id: string; type: string; webhookId: string }[] };

let t: TestBff;
let admin: { cookie: string; address: string };
beforeAll(async () => {
  t = await startTestBff();
  // Receiver URLs must point at this test server's port (PUBLIC_URL is read per request).
  t.ctx.publicUrl = t.base;
  const s = await signIn(t);
  admin = { cookie: s.cookie, address: s.account.address.toLowerCase() };
});
afterAll(() => t.close());

const asAdmin = (path: string, init: RequestInit = {}) =>
  t.fetch(path, {
    ...init,
    headers: { cookie: admin.cookie, ...(init.headers as Record<string, string>) },
  });
const postJson = (path: string, body: unknown) =>
  asAdmin(path, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
const addressRequest = {
  destination: { token: { chainId: 8453, address: USDC.base }, recipient: RECIPIENT },
  refundAddresses: [{ namespace: 'evm', address: DEPOSITOR }],
};
let depositAddress = '';

describe('integrator features through the BFF', () => {
  it('records deposit addresses created through Ferry (upsert), lists, searches and reopens them', async () => {
    const first = await postJson('/api/deposit-addresses', addressRequest);
    expect(first.status).toBe(200);
    const record = (await first.json()) as {
      id: string;
      depositInstructions: { depositAddress: { address: string } }[];
    };
    depositAddress = record.depositInstructions[0]!.depositAddress.address;
    expect((await postJson('/api/deposit-addresses', addressRequest)).status).toBe(200);

    const list = (await (await asAdmin('/api/ferry/deposit-addresses')).json()) as Listed;
    expect(list.data).toHaveLength(1);
    expect(list.data[0]).toMatchObject({
      id: record.id,
      address: depositAddress,
      recipient: expect.stringMatching(new RegExp(`^${RECIPIENT}$`, 'i')),
      destination: { chainId: 8453, token: USDC.base, symbol: 'USDC' },
      refundAddresses: [DEPOSITOR],
      createdBy: admin.address,
    });
    for (const q of [
      depositAddress.slice(2, 12).toUpperCase(),
      RECIPIENT.slice(0, 10),
      'usdc',
      record.id,
    ]) {
      const hit = (await (
        await asAdmin(`/api/ferry/deposit-addresses?q=${encodeURIComponent(q)}`)
      ).json()) as Listed;
      expect(hit.data.map((d: { id: string }) => d.id)).toEqual([record.id]);
    }
    const miss = (await (await asAdmin('/api/ferry/deposit-addresses?q=%25_')).json()) as Listed;
    expect(miss.data).toEqual([]);
    const one = await asAdmin(`/api/ferry/deposit-addresses/${record.id}`);
    expect(((await one.json()) as { record: unknown }).record).toEqual(record);
    expect((await asAdmin('/api/ferry/deposit-addresses/da_nope')).status).toBe(404);
    expect((await t.fetch('/api/ferry/deposit-addresses')).status).toBe(401);
  });

  it('names a deposit address in Ferry: searched with the rest, kept across a repeat create, cleared with null; bad labels → 400', async () => {
    const created = (await (await postJson('/api/deposit-addresses', addressRequest)).json()) as {
      id: string;
    };
    const label = (body: unknown, id = created.id) =>
      postJson(`/api/ferry/deposit-addresses/${id}/label`, body);
    const named = await label({ label: '  Payouts for Acme  ' });
    expect(named.status).toBe(200);
    expect(await named.json()).toMatchObject({ id: created.id, label: 'Payouts for Acme' });
    const found = (await (await asAdmin('/api/ferry/deposit-addresses?q=acme')).json()) as Listed;
    expect(found.data.map((d: { id: string }) => d.id)).toEqual([created.id]);
    // The service responds to a repeat create with the same record: the name stays.
    expect((await postJson('/api/deposit-addresses', addressRequest)).status).toBe(200);
    const again = (await (await asAdmin(`/api/ferry/deposit-addresses/${created.id}`)).json()) as {
      label: string | null;
    };
    expect(again.label).toBe('Payouts for Acme');
    for (const bad of [{ label: 'x'.repeat(81) }, { label: 'a\u0000b' }, { label: 3 }, {}]) {
      const res = await label(bad);
      expect(res.status, JSON.stringify(bad)).toBe(400);
      expect(((await res.json()) as { message: string }).message).toContain("'label'");
    }
    expect((await label({ label: 'x' }, 'da_nope')).status).toBe(404);
    const cleared = await label({ label: null });
    expect(((await cleared.json()) as { label: string | null }).label).toBeNull();
    const bare = await t.fetch(`/api/ferry/deposit-addresses/${created.id}/label`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ label: 'x' }),
    });
    expect(bare.status).toBe(401);
  });

  it('vault + receiver + inbox + stream: a real delivery from the service is verified, stored once and streamed', async () => {
    const { url } = (await (await asAdmin('/api/ferry/webhooks/receiver-url')).json()) as {
      url: string;
    };
    expect(url.startsWith(`${t.base}/api/ferry/webhooks/receive/rcv_`)).toBe(true);
    const created = await postJson('/api/v1/webhooks/subscriptions', {
      url,
      filter: { eventTypes: [...webhookEventTypes] },
    });
    expect(created.status).toBe(201);
    const sub = (await created.json()) as { id: string; secret: string; secretHash: string };
    expect(sub.secret).toMatch(/^whsec_/);

    const [row] = await t.ctx.db
      .select()
      .from(bffWebhookSubscriptions)
      .where(eq(bffWebhookSubscriptions.subscriptionId, sub.id));
    expect(row).toMatchObject({
      url,
      createdBy: admin.address,
      secretHash: secretHashOf(sub.secret),
      deletedAt: null,
    });
    expect(row!.receiverId).toBe(url.split('/').at(-1));
    expect(JSON.stringify(row)).not.toContain(sub.secret.slice(6));

    const stream = await openSse(`${t.base}/api/ferry/webhooks/events/stream`, {
      cookie: admin.cookie,
    });
    await stream.until((m) => m.some((x) => x.event === 'ready'));
    const arrival = await t.service.fetch('/sandbox/deposits', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        depositAddress,
        originChainId: 42161,
        inputToken: USDC.arbitrum,
        amount: '100000000',
      }),
    });
    expect(arrival.status).toBe(202);
    for (let i = 0; i < 10; i++) await t.service.clock.advance(10_000);
    await stream.until((m) => m.filter((x) => x.event === 'webhook').length >= 3, 10_000);
    const types = stream.messages
      .filter((m) => m.event === 'webhook')
      .map((m) => JSON.parse(m.data).type);
    expect(types).toEqual([
      'pda_transfer.deposit-pending',
      'pda_transfer.deposit-confirmed',
      'pda_transfer.filled',
    ]);
    stream.close();

    const inbox = (await (
      await asAdmin(`/api/ferry/webhooks/events?address=${depositAddress}`)
    ).json()) as Listed;
    expect(inbox.data.map((e: { type: string }) => e.type)).toEqual([...types].reverse());
    expect(inbox.data[0]).toMatchObject({
      subscriptionId: sub.id,
      status: 'filled',
      depositAddress: depositAddress.toLowerCase(),
    });

    const secretSeen = [...t.logs, ...t.service.logs].filter((l) =>
      l.includes(sub.secret.slice(6)),
    );
    expect(secretSeen).toEqual([]);

    expect(
      (await asAdmin(`/api/v1/webhooks/subscriptions/${sub.id}`, { method: 'DELETE' })).status,
    ).toBe(204);
    const [gone] = await t.ctx.db
      .select()
      .from(bffWebhookSubscriptions)
      .where(eq(bffWebhookSubscriptions.subscriptionId, sub.id));
    expect(gone!.deletedAt).not.toBeNull();
  });

  it('in the whole app: no signature headers → 401 before any body byte is read (endless chunked body)', async () => {
    const status = await new Promise<number>((resolve) => {
      const req = request(
        `${t.base}/api/ferry/webhooks/receive/rcv_x`,
        { method: 'POST', headers: { 'content-type': 'application/json' } },
        (res) => {
          res.resume();
          resolve(res.statusCode ?? 0);
          req.destroy();
        },
      );
      req.on('error', () => undefined);
      req.write('{"never":"ends');
      setTimeout(() => {
        resolve(-1); // nothing responded: something is waiting for the body
        req.destroy();
      }, 1_000);
    });
    expect(status).toBe(401);
  });
});
