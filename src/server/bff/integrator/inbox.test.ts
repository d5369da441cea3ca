import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { bffWebhookEvents } from '../../db/bff/schema/integrator';
import { openSse } from '../live/testing/sse-reader';
import { eventBody, startIntegrator, type IntegratorHarness } from './testing/integrator-harness';

// Two Ferry deployments of two integrators on one database: `h` acts for integrator A and
// `hb` for integrator B. Each has its own admins; ADMIN_1 and ADMIN_2 are two admins of A.
let h: IntegratorHarness;
let hb: IntegratorHarness;
const INTEGRATOR_A = '0xaaaa';
const INTEGRATOR_B = '0xbbbb';
const ADMIN_1 = '0xaaaa000000000000000000000000000000000001';
const ADMIN_2 = '0xaaaa000000000000000000000000000000000002';
const ADMIN_B = '0xbbbb000000000000000000000000000000000002';
beforeAll(async () => {
  h = await startIntegrator({ integratorId: INTEGRATOR_A });
  hb = await startIntegrator({ database: h.database, clock: h.clock, integratorId: INTEGRATOR_B });
  await h.addSubscription('sub_A', ADMIN_1);
  await hb.addSubscription('sub_B', ADMIN_B);
});
afterAll(async () => {
  await hb.close({ keepDatabase: true });
  await h.close({ keepDatabase: true });
  await h.database.close();
});

const as = (who: string) => ({ 'x-test-admin': who });
const getJson = async (path: string, who = ADMIN_1, ferry = h) => {
  const res = await fetch(`${ferry.base}${path}`, { headers: as(who) });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
};
/** Store events as the receiver would, many rows in one statement. */
async function bulkStore(items: { owner: 'A' | 'B'; n: number }[]) {
  await h.ctx.db.insert(bffWebhookEvents).values(
    items.map(({ owner, n }) => ({
      webhookId: `msg_bulk_${n}`,
      eventId: `evt_bulk_${n}`,
      type: 'pda_transfer.deposit-pending',
      subscriptionId: `sub_${owner}`,
      owner: owner === 'A' ? INTEGRATOR_A : INTEGRATOR_B,
      depositAddress: '0x7a61c9a6a4e5d10d1c3b0f2e8e0c7b6a5d4c3b2a',
      payload: eventBody('pda_transfer.deposit-pending', { txn: `0xbulk${n}` }),
      receivedAt: h.clock.now(),
    })),
  );
}
const stream = (ferry: IntegratorHarness, who: string) =>
  openSse(`${ferry.base}/api/ferry/webhooks/events/stream`, as(who));

describe('event inbox', () => {
  it('is admin-only: 401 without a session, for the list, one event and the stream', async () => {
    for (const path of ['events', 'events/1', 'events/stream', 'receiver-url']) {
      expect((await fetch(`${h.base}/api/ferry/webhooks/${path}`)).status).toBe(401);
    }
  });

  it('1,000 mixed events for integrators A and B on one database → 0 leaks between their live streams; handles back to baseline < 1 s after disconnect', async ({
    annotate,
  }) => {
    const baseline = {
      listeners: h.feedListeners() + hb.feedListeners(),
      timers: h.clock.pending(),
    };
    const sa = await stream(h, ADMIN_1);
    const sb = await stream(hb, ADMIN_B);
    await sa.until((m) => m.some((x) => x.event === 'ready'));
    await sb.until((m) => m.some((x) => x.event === 'ready'));
    // 900 rows stored straight into the table in bulk and 100 real signed deliveries through
    // the receiver, interleaved: the feed must route all 1,000 by owner.
    const owners = Array.from({ length: 1_000 }, (_, i) => ((i * 7919) % 3 === 0 ? 'B' : 'A'));
    for (let i = 0; i < owners.length; i += 100) {
      const batch = owners.slice(i, i + 100);
      await bulkStore(batch.slice(10).map((o, j) => ({ owner: o, n: i + 10 + j })));
      await Promise.all([h.feedKick(), hb.feedKick()]);
      await Promise.all(
        batch
          .slice(0, 10)
          .map((o, j) =>
            (o === 'A' ? h : hb)
              .deliver(
                `sub_${o}`,
                eventBody('pda_transfer.deposit-pending', { txn: `0x${o}${i + j}` }),
              )
              .then((r) => expect(r.status).toBe(200)),
          ),
      );
    }
    const wantA = owners.filter((o) => o === 'A').length;
    const webhooks = (s: typeof sa) => s.messages.filter((m) => m.event === 'webhook');
    await sa.until(() => webhooks(sa).length >= wantA, 10_000);
    await sb.until(() => webhooks(sb).length >= 1_000 - wantA, 10_000);
    const subsOf = (s: typeof sa) =>
      webhooks(s).map((m) => (JSON.parse(m.data) as { subscriptionId: string }).subscriptionId);
    const leaks =
      subsOf(sa).filter((x) => x !== 'sub_A').length +
      subsOf(sb).filter((x) => x !== 'sub_B').length;
    expect(leaks).toBe(0);
    expect(webhooks(sa)).toHaveLength(wantA);
    expect(webhooks(sb)).toHaveLength(1_000 - wantA);

    // Disconnecting releases every subscription and timer (how fast is annotated, not asserted:
    // the close travels over real sockets on a shared machine).
    sa.close();
    sb.close();
    const started = performance.now();
    const listeners = () => h.feedListeners() + hb.feedListeners();
    await vi.waitFor(() => {
      expect(listeners()).toBe(baseline.listeners);
      expect(h.clock.pending()).toBe(baseline.timers);
    });
    await annotate(`leaks ${leaks}, released in ${(performance.now() - started).toFixed(0)} ms`);
  });

  it('lists the integrator’s events to every one of its admins alike, newest first, with filters and a cursor', async () => {
    const second = await getJson('/api/ferry/webhooks/events?limit=5', ADMIN_2);
    expect(second.body).toEqual((await getJson('/api/ferry/webhooks/events?limit=5')).body);
    const first = await getJson('/api/ferry/webhooks/events?limit=2');
    const data = first.body.data as { id: string; subscriptionId: string }[];
    expect(data).toHaveLength(2);
    expect(Number(data[0]!.id)).toBeGreaterThan(Number(data[1]!.id));
    expect(data.every((e) => e.subscriptionId === 'sub_A')).toBe(true);
    const next = await getJson(
      `/api/ferry/webhooks/events?limit=2&cursor=${String(first.body.nextCursor)}`,
    );
    expect(Number((next.body.data as { id: string }[])[0]!.id)).toBeLessThan(Number(data[1]!.id));
    const byType = await getJson('/api/ferry/webhooks/events?type=pda_transfer.filled');
    expect(byType.body.data).toEqual([]);
    const byAddress = await getJson(
      `/api/ferry/webhooks/events?limit=100&address=${'0x7A61C9A6A4E5D10D1C3B0F2E8E0C7B6A5D4C3B2A'}`,
    );
    expect((byAddress.body.data as unknown[]).length).toBe(100);
    expect((await getJson('/api/ferry/webhooks/events?limit=101')).status).toBe(400);
    expect((await getJson('/api/ferry/webhooks/events?cursor=%2e%2e')).status).toBe(400);
    expect((await getJson('/api/ferry/webhooks/events?bogus=1')).status).toBe(400);
  });

  it('reopens one event by id for any admin of its integrator, and never for another integrator', async () => {
    const list = await getJson('/api/ferry/webhooks/events?limit=1');
    const id = (list.body.data as { id: string }[])[0]!.id;
    const one = await getJson(`/api/ferry/webhooks/events/${id}`);
    expect(one.status).toBe(200);
    expect(one.body).toMatchObject({
      id,
      subscriptionId: 'sub_A',
      type: 'pda_transfer.deposit-pending',
    });
    expect((await getJson(`/api/ferry/webhooks/events/${id}`, ADMIN_2)).status).toBe(200);
    expect((await getJson(`/api/ferry/webhooks/events/${id}`, ADMIN_B, hb)).status).toBe(404);
    expect((await getJson('/api/ferry/webhooks/events/abc')).status).toBe(404);
  });

  it('suggests a receiver URL under PUBLIC_URL with a fresh receiver id', async () => {
    const { body } = await getJson('/api/ferry/webhooks/receiver-url');
    expect(body.url).toBe(
      `https://ferry.example/api/ferry/webhooks/receive/${String(body.receiverId)}`,
    );
    expect(String(body.receiverId)).toMatch(/^rcv_[A-Za-z0-9_-]{22}$/);
    expect(body).toMatchObject({ localAllowed: false, serviceAccepts: true });
  });

  it("says whether the service takes http:// on loopback, and so Ferry's receiver there", async () => {
    const { config, publicUrl, embedded } = h.ctx;
    const reach = async (allowLocal: boolean, onEmbedded = true) => {
      h.ctx.config = { ...config, SERVICE_ALLOW_LOCAL_WEBHOOKS: allowLocal };
      h.ctx.embedded = onEmbedded;
      const { body } = await getJson('/api/ferry/webhooks/receiver-url');
      return { localAllowed: body.localAllowed, serviceAccepts: body.serviceAccepts };
    };
    try {
      h.ctx.publicUrl = 'http://127.0.0.1:3000';
      expect(await reach(true)).toEqual({ localAllowed: true, serviceAccepts: true });
      expect(await reach(false)).toEqual({ localAllowed: false, serviceAccepts: false });
      // A real service never takes a loopback URL, whatever this Ferry's settings say.
      expect(await reach(true, false)).toEqual({ localAllowed: false, serviceAccepts: false });
    } finally {
      Object.assign(h.ctx, { config, publicUrl, embedded });
    }
  });

  it('keeps stored events across a restart (new BFF on the same database)', async () => {
    const before = await getJson('/api/ferry/webhooks/events?limit=100');
    await h.close({ keepDatabase: true });
    h = await startIntegrator({
      database: h.database,
      clock: h.clock,
      integratorId: INTEGRATOR_A,
    });
    const after = await getJson('/api/ferry/webhooks/events?limit=100');
    expect(after.body.data).toEqual(before.body.data);
    expect((after.body.data as unknown[]).length).toBe(100);
  });
});
