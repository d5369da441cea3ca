// A refused webhook URL reaches the browser with its reason as data (param "url" and one of
// webhook-url-refusals.ts), whether the upstream names it (the embedded service) or not (an
// upstream that responds with {error, message} only, as the real service may).
import { createServer, type Server } from 'node:http';
import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newAccount, signIn } from '../auth/testing/sign-in';
import { startTestBff, type TestBff } from '../../testing/bff-harness';

const filter = { eventTypes: ['pda_transfer.filled'] };

async function subscribe(t: TestBff, cookie: string, url: string) {
  const res = await t.fetch('/api/v1/webhooks/subscriptions', {
    method: 'POST',
    headers: { cookie, 'content-type': 'application/json' },
    body: JSON.stringify({ url, filter }),
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

describe('against the embedded service', () => {
  let t: TestBff;
  let cookie: string;
  beforeAll(async () => {
    t = await startTestBff();
    cookie = (await signIn(t)).cookie;
  });
  afterAll(() => t.close());

  it.each([
    ['http://example.com/hook', 'scheme'],
    ['https://10.0.0.1/hook', 'private'],
    ['https://169.254.169.254/latest', 'link-local'],
  ])('%s is refused as %s', async (url, reason) => {
    expect(await subscribe(t, cookie, url)).toEqual({
      status: 400,
      body: { error: 'ValidationError', message: expect.any(String), param: 'url', reason },
    });
  });
});

describe('against an upstream that names no reason', () => {
  let t: TestBff;
  let cookie: string;
  let upstream: Server;
  beforeAll(async () => {
    upstream = createServer((_req, res) => {
      res.writeHead(400, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ error: 'ValidationError', message: 'url is not acceptable' }));
    });
    upstream.listen(0, '127.0.0.1');
    await once(upstream, 'listening');
    const port = (upstream.address() as AddressInfo).port;
    const admin = newAccount();
    t = await startTestBff({
      upstreamBase: `http://127.0.0.1:${port}`,
      embedded: false,
      env: { DASHBOARD_ADMINS: admin.address },
    });
    cookie = (await signIn(t, admin)).cookie;
  });
  afterAll(async () => {
    await t.close();
    upstream.close();
  });

  it.each([
    ['http://example.com/hook', 'scheme'],
    ['https://127.0.0.1/hook', 'loopback'],
    ['https://intranet/hook', 'not-qualified'],
  ])('%s is named %s by the check the embedded service runs', async (url, reason) => {
    expect(await subscribe(t, cookie, url)).toEqual({
      status: 400,
      body: { error: 'ValidationError', message: 'url is not acceptable', param: 'url', reason },
    });
  });

  it('a refusal the check cannot name passes through as it came', async () => {
    expect(await subscribe(t, cookie, 'https://93.184.215.14/hook')).toEqual({
      status: 400,
      body: { error: 'ValidationError', message: 'url is not acceptable' },
    });
  });
});
