// "Send test event" from the webhook console: signed with the stored secret, delivered through
// the SSRF guard, reported with the endpoint's status and the time it took.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../auth/testing/sign-in';
import { startTestBff, type TestBff } from '../../testing/bff-harness';
import { TEST_EVENT_TYPE } from './test-event';
import { createVault } from './vault';

/** A list response of the BFF's own routes, as these tests read it. */
type Listed = { data: { id: string; type: string; webhookId: string }[] };

let t: TestBff;
let admin = '';
let subscriptionId = '';

const asAdmin = (path: string, init: RequestInit = {}, cookie = admin) =>
  t.fetch(path, { ...init, headers: { cookie, ...(init.headers as Record<string, string>) } });

beforeAll(async () => {
  t = await startTestBff();
  t.ctx.publicUrl = t.base; // the receiver URL must reach this test server
  ({ cookie: admin } = await signIn(t));
  const { url } = (await (await asAdmin('/api/ferry/webhooks/receiver-url')).json()) as {
    url: string;
  };
  const created = await asAdmin('/api/v1/webhooks/subscriptions', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ url, filter: { eventTypes: ['pda_transfer.filled'] } }),
  });
  expect(created.status).toBe(201);
  subscriptionId = ((await created.json()) as { id: string }).id;
});
afterAll(() => t.close());

const sendTest = (id: string, cookie = admin) =>
  asAdmin(`/api/ferry/webhooks/subscriptions/${id}/test`, { method: 'POST' }, cookie);

describe('POST /api/ferry/webhooks/subscriptions/:id/test', () => {
  it("delivers a signed test event to Ferry's receiver, which verifies and stores it", async () => {
    const res = await sendTest(subscriptionId);
    expect(res.status).toBe(200);
    const outcome = (await res.json()) as { latencyMs: number; webhookId: string };
    expect(outcome).toMatchObject({ status: 200, ok: true, error: null });
    expect(outcome.latencyMs).toBeGreaterThanOrEqual(0);
    const inbox = (await (
      await asAdmin(`/api/ferry/webhooks/events?type=${TEST_EVENT_TYPE}`)
    ).json()) as Listed;
    expect(inbox.data.map((e: { webhookId: string }) => e.webhookId)).toContain(outcome.webhookId);
    // The secret never appears in the response or a log line.
    expect(JSON.stringify(outcome)).not.toMatch(/whsec_/);
    expect(t.logs.join('\n')).not.toMatch(/whsec_/);
  });

  it('refuses a private address through the SSRF guard and says so', async () => {
    const vault = createVault(t.ctx.db, t.ctx.keys.vault, t.ctx.clock);
    await vault.store({
      subscriptionId: 'sub_private',
      receiverId: null,
      url: 'https://10.0.0.1/hook',
      eventTypes: [],
      secret: `whsec_${Buffer.alloc(24, 3).toString('base64')}`,
      createdBy: null,
      now: t.ctx.clock.now(),
    });
    const res = await sendTest('sub_private');
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      ok: false,
      status: null,
      error: expect.stringMatching(/^Refused/),
    });
  });

  it('is 404 for a subscription Ferry holds no secret for, 401 without a session', async () => {
    expect((await sendTest('sub_nope')).status).toBe(404);
    // Subscriptions belong to the key: another admin may test them too.
    const other = await signIn(t);
    expect((await sendTest(subscriptionId, other.cookie)).status).toBe(200);
    const anonymous = await t.fetch(`/api/ferry/webhooks/subscriptions/${subscriptionId}/test`, {
      method: 'POST',
    });
    expect(anonymous.status).toBe(401);
  });

  it("counts the integrator's events for the overview, the same for every admin, and the overview needs a session", async () => {
    const overview = (await (await asAdmin('/api/ferry/overview')).json()) as {
      eventsLast24h: number;
      lastEventAt: string;
    };
    expect(overview).toMatchObject({ depositAddresses: 0, depositEventSeen: false });
    expect(overview.eventsLast24h).toBeGreaterThanOrEqual(1);
    expect(Date.parse(overview.lastEventAt)).toBeLessThanOrEqual(t.ctx.clock.now());
    const anotherAdmin = await signIn(t);
    const theirs = await (await asAdmin('/api/ferry/overview', {}, anotherAdmin.cookie)).json();
    expect(theirs).toEqual(overview);
    expect((await t.fetch('/api/ferry/overview')).status).toBe(401);
  });
});
