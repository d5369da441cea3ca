// Ferry's own receiver is subscribed once per event set, as any other URL: its URL is the same
// for the same set (in any order), so a second subscription meets the service's ConflictError;
// once deleted, the same set can be subscribed again.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../auth/testing/sign-in';
import { startTestBff, type TestBff } from '../../testing/bff-harness';

let t: TestBff;
let cookie: string;
beforeAll(async () => {
  t = await startTestBff();
  t.ctx.publicUrl = t.base;
  cookie = (await signIn(t)).cookie;
});
afterAll(() => t.close());

async function receiverUrl(eventTypes?: string) {
  const query = eventTypes === undefined ? '' : `?eventTypes=${encodeURIComponent(eventTypes)}`;
  const res = await t.fetch(`/api/ferry/webhooks/receiver-url${query}`, { headers: { cookie } });
  expect(res.status).toBe(200);
  return ((await res.json()) as { url: string }).url;
}

async function subscribe(url: string, eventTypes: string[]) {
  const res = await t.fetch('/api/v1/webhooks/subscriptions', {
    method: 'POST',
    headers: { cookie, 'content-type': 'application/json' },
    body: JSON.stringify({ url, filter: { eventTypes } }),
  });
  return { status: res.status, body: (await res.json()) as { id?: string; error?: string } };
}

describe("Ferry's receiver, once per event set", () => {
  const filled = ['pda_transfer.filled', 'pda_transfer.refunded'];

  it('suggests one URL per event set, whatever the order', async () => {
    const url = await receiverUrl(filled.join(','));
    expect(await receiverUrl(filled.join(','))).toBe(url);
    expect(await receiverUrl([...filled].reverse().join(','))).toBe(url);
    expect(await receiverUrl('pda_transfer.filled')).not.toBe(url);
    expect(await receiverUrl()).not.toBe(url);
  });

  it('refuses unknown event types in the query', async () => {
    const res = await t.fetch('/api/ferry/webhooks/receiver-url?eventTypes=pda_transfer.bogus', {
      headers: { cookie },
    });
    expect(res.status).toBe(400);
  });

  it('a second subscription of the same set is a conflict; after a delete it can be made again', async () => {
    const url = await receiverUrl(filled.join(','));
    const first = await subscribe(url, filled);
    expect(first.status).toBe(201);
    const again = await subscribe(await receiverUrl(filled.join(',')), filled);
    expect(again).toMatchObject({ status: 409, body: { error: 'ConflictError' } });
    const del = await t.fetch(`/api/v1/webhooks/subscriptions/${first.body.id}`, {
      method: 'DELETE',
      headers: { cookie },
    });
    expect(del.status).toBe(204);
    expect((await subscribe(url, filled)).status).toBe(201);
  });
});
