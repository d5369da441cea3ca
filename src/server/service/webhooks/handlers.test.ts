// Webhook subscriptions over HTTP, on a service configured as in production (no local urls) with
// a fake DNS: create / list / delete, the {error, message} failures, and the secret shown once.
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoints } from '../../../contract/endpoints';
import { ServiceError } from '../../../contract/errors';
import { defaultServiceKeys } from '../../config';
import type { Resolver } from '../../net/ssrf';
import { startTestService, type TestService } from '../testing/harness';

const OTHER_KEY = 'sk_sandbox_other';
const dns: Record<string, string[]> = {
  'hooks.example.com': ['93.184.216.34'],
  'private.example.com': ['10.0.0.7'],
  'mixed.example.com': ['93.184.216.34', '192.168.1.1'],
};
const resolver: Resolver = async (host) => {
  const records = dns[host];
  if (!records) throw new Error(`ENOTFOUND ${host}`);
  return records.map((address) => ({ address, family: 4 }));
};

let t: TestService;
const secrets: string[] = [];
/**
 * Every response body read after a secret was issued (docs/reliability.md#a-secret-is-shown-once).
 */
const laterBodies: string[] = [];

beforeAll(async () => {
  t = await startTestService({
    allowLocalWebhooks: false,
    webhooks: { resolver },
    keys: [
      ...defaultServiceKeys,
      { key: OTHER_KEY, integratorId: '0xcafe', permissions: ['deposit-address'] },
    ],
  });
});
afterAll(() => t.close());

const filter = { eventTypes: ['pda_transfer.deposit-pending', 'pda_transfer.filled'] as const };
const create = async (url: string, key?: string) => {
  const r = await t.client(key).call(endpoints.createWebhookSubscription, {
    body: { url, filter: { eventTypes: [...filter.eventTypes] } },
  });
  secrets.push(r.secret);
  return r;
};
const raw = async (method: string, path: string, body?: unknown, key?: string | null) => {
  const res = await t.fetch(path, {
    method,
    ...(body !== undefined && {
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    }),
    ...(key !== undefined && { key }),
  });
  const text = await res.text();
  laterBodies.push(text);
  return {
    status: res.status,
    text,
    body: text ? (JSON.parse(text) as Record<string, unknown>) : undefined,
  };
};
const PATH = '/v1/webhooks/subscriptions';

describe('webhook subscriptions', () => {
  it('creates with a whsec_ secret shown once and its SHA-256 hash', async () => {
    const r = await create('https://hooks.example.com/a');
    expect(r.id).toMatch(/^sub_[0-9a-f]{24}$/);
    expect(r.secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    expect(r.secretHash).toBe(createHash('sha256').update(r.secret).digest('hex'));
  });

  it('lists the caller’s subscriptions oldest first, without secrets', async () => {
    const b = await create('https://hooks.example.com/b');
    await create('https://hooks.example.com/c?token=x');
    await create('https://hooks.example.com/a', OTHER_KEY); // same url, another integrator: allowed
    const listed = await raw('GET', PATH);
    expect(listed.status).toBe(200);
    const data = (listed.body as { data: Record<string, unknown>[] }).data;
    expect(data.map((s) => s.url)).toEqual([
      'https://hooks.example.com/a',
      'https://hooks.example.com/b',
      'https://hooks.example.com/c?token=x',
    ]);
    expect(data[1]).toEqual({
      id: b.id,
      url: 'https://hooks.example.com/b',
      filter,
      enabled: true,
      secretHash: b.secretHash,
    });
    expect(data.every((s) => !('secret' in s))).toBe(true);
  });

  it('409 ConflictError for a url the integrator already subscribed', async () => {
    const r = await raw('POST', PATH, { url: 'https://hooks.example.com/a', filter });
    expect(r).toMatchObject({
      status: 409,
      body: { error: 'ConflictError', message: expect.stringContaining('url') },
    });
    const spelledOtherwise = await raw('POST', PATH, {
      url: 'https://HOOKS.example.com:443/a',
      filter,
    });
    expect(spelledOtherwise.status).toBe(409);
  });

  it('deletes with 204 and an empty body; 404 NotFoundError for an unknown or another integrator’s id', async () => {
    const mine = await create('https://hooks.example.com/delete-me');
    const theirs = await create('https://hooks.example.com/theirs', OTHER_KEY);
    expect(await raw('DELETE', `${PATH}/${theirs.id}`)).toMatchObject({
      status: 404,
      body: { error: 'NotFoundError' },
    });
    expect(await raw('DELETE', `${PATH}/${mine.id}`)).toMatchObject({ status: 204, text: '' });
    expect(await raw('DELETE', `${PATH}/${mine.id}`)).toMatchObject({
      status: 404,
      body: { error: 'NotFoundError' },
    });
    const other = await t.client(OTHER_KEY).call(endpoints.listWebhookSubscriptions);
    expect(other.data.map((s) => s.id)).toContain(theirs.id);
    await expect(
      t.client().call(endpoints.deleteWebhookSubscription, { params: { id: 'sub_missing' } }),
    ).rejects.toMatchObject({
      status: 404,
      code: 'NotFoundError',
    });
  });

  it.each([
    ['a missing filter', { url: 'https://hooks.example.com/x' }, /filter/, undefined],
    [
      'an unknown event type',
      { url: 'https://hooks.example.com/x', filter: { eventTypes: ['pda_transfer.bogus'] } },
      /eventTypes/,
      undefined,
    ],
    [
      'an empty filter',
      { url: 'https://hooks.example.com/x', filter: { eventTypes: [] } },
      /eventTypes/,
      undefined,
    ],
    [
      'an unknown field',
      { url: 'https://hooks.example.com/x', filter, extra: 1 },
      /extra/,
      undefined,
    ],
    [
      'http:// while local urls are not allowed',
      { url: 'http://127.0.0.1:9/hook', filter },
      /scheme http/,
      'scheme',
    ],
    ['a loopback address', { url: 'https://127.0.0.1/hook', filter }, /127\.0\.0\.1/, 'loopback'],
    ['a private IP', { url: 'https://10.0.0.1/hook', filter }, /10\.0\.0\.1/, 'private'],
    [
      'the metadata address',
      { url: 'https://169.254.169.254/latest', filter },
      /169\.254\.169\.254/,
      'link-local',
    ],
    [
      'a name resolving to a private IP',
      { url: 'https://private.example.com/hook', filter },
      /10\.0\.0\.7/,
      'private',
    ],
    [
      'a name with one private record',
      { url: 'https://mixed.example.com/hook', filter },
      /192\.168\.1\.1/,
      'private',
    ],
    [
      'credentials in the url',
      { url: 'https://a@hooks.example.com/hook', filter },
      /credentials/,
      'credentials',
    ],
    [
      'a name that does not resolve',
      { url: 'https://nowhere.example.com/hook', filter },
      /did not resolve/,
      'unresolved',
    ],
  ])(
    '400 ValidationError for %s, naming why a url is refused',
    async (_n, body, message, reason) => {
      const r = await raw('POST', PATH, body);
      expect(r.status).toBe(400);
      expect(r.body).toEqual({
        error: 'ValidationError',
        message: expect.stringMatching(message),
        ...(reason && { param: 'url', reason }),
      });
    },
  );

  it('rejects every SSRF target of the table at registration (400 ValidationError, nothing stored)', async () => {
    const targets = [
      'http://hooks.example.com/',
      'https://localhost/',
      'https://127.0.0.1/',
      'https://127.1/',
      'https://2130706433/',
      'https://0x7f000001/',
      'https://0177.0.0.1/',
      'https://0.0.0.0/',
      'https://[::1]/',
      'https://[::]/',
      'https://[::ffff:127.0.0.1]/',
      'https://[::ffff:169.254.169.254]/',
      'https://169.254.169.254/',
      'https://metadata.google.internal/',
      'https://10.0.0.1/',
      'https://172.16.0.1/',
      'https://192.168.1.1/',
      'https://100.64.0.1/',
      'https://[fc00::1]/',
      'https://[fe80::1]/',
      'https://private.example.com/',
      'https://mixed.example.com/',
      'https://a@127.0.0.1/',
      'file:///etc/passwd',
      'gopher://hooks.example.com/',
      'ftp://hooks.example.com/',
    ];
    const before = (await t.client().call(endpoints.listWebhookSubscriptions)).data.length;
    for (const url of targets) {
      const r = await raw('POST', PATH, { url, filter });
      expect({ url, status: r.status, error: r.body?.error }).toEqual({
        url,
        status: 400,
        error: 'ValidationError',
      });
    }
    expect((await t.client().call(endpoints.listWebhookSubscriptions)).data).toHaveLength(before);
  });

  it('403 ForbiddenError naming the permission, 401 UnauthorizedError, on every endpoint', async () => {
    const calls: [string, string, unknown?][] = [
      ['POST', PATH, { url: 'https://hooks.example.com/z', filter }],
      ['GET', PATH],
      ['DELETE', `${PATH}/sub_x`],
    ];
    for (const [method, path, body] of calls) {
      expect(await raw(method, path, body, 'sk_sandbox_basic')).toMatchObject({
        status: 403,
        body: { error: 'ForbiddenError', message: expect.stringContaining('deposit-address') },
      });
      for (const key of [null, 'sk_wrong']) {
        expect(await raw(method, path, body, key)).toMatchObject({
          status: 401,
          body: {
            error: 'UnauthorizedError',
            message: expect.stringContaining('A valid Bearer key header is required'),
          },
        });
      }
    }
    const typed = await t
      .client('sk_sandbox_basic')
      .call(endpoints.listWebhookSubscriptions)
      .catch((e: unknown) => e);
    expect(typed).toBeInstanceOf(ServiceError);
  });

  it('no secret in any later response nor in any log line', () => {
    expect(secrets.length).toBeGreaterThanOrEqual(5);
    const logs = t.logs.join('');
    for (const secret of secrets) {
      for (const needle of [secret, secret.slice('whsec_'.length)]) {
        expect(laterBodies.filter((b) => b.includes(needle))).toHaveLength(0);
        expect(logs.includes(needle)).toBe(false);
      }
    }
  });
});
