// docs/reliability.md#session-cookie (the session cookie's six attributes),
// docs/reliability.md#sign-in-with-ethereum's session rotation, sign-out, expiry and what GET
// /session says; docs/reliability.md#the-api-key-never-leaves-the-server for the key, and the
// session id kept out of logs too.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestService, type TestService } from '../../testing/service-upstream';
import { startTestBff, TEST_API_KEY, type TestBff } from '../../testing/bff-harness';
import { AUTH_PREFIX, sessionResponse } from '../../../contract/schemas/ferry-auth';
import { bffAuthSessions } from '../../db/bff/schema/auth';
import { SESSION_TTL_MS } from './sessions';
import { newAccount, sessionCookieOf, signIn } from './testing/sign-in';

let service: TestService;
let t: TestBff; // loopback http (the default)
let https: TestBff; // PUBLIC_URL https://ferry.example
let lan: TestBff; // PUBLIC_URL http://ferry.lan:3000: plain http, not loopback
const sessionIds: string[] = [];
beforeAll(async () => {
  service = await startTestService();
  const env = { RATE_LIMIT_API: '0' };
  [t, https, lan] = await Promise.all([
    startTestBff({ service, env }),
    startTestBff({ service, env: { ...env, PUBLIC_URL: 'https://ferry.example' } }),
    startTestBff({ service, env: { ...env, PUBLIC_URL: 'http://ferry.lan:3000' } }),
  ]);
});
afterAll(async () => {
  for (const b of [t, https, lan]) {
    const logs = b.logs.join('\n');
    expect(logs).not.toContain(TEST_API_KEY);
    for (const id of sessionIds) expect(logs).not.toContain(id);
  }
  await Promise.all([t.close(), https.close(), lan.close()]);
  await service.close();
});

async function session(b: TestBff, cookie?: string) {
  const res = await b.fetch(`${AUTH_PREFIX}/session`, { headers: cookie ? { cookie } : {} });
  expect(res.status).toBe(200);
  expect(res.headers.get('cache-control')).toBe('no-store');
  return sessionResponse.parse(await res.json());
}

describe('session cookie', () => {
  it.each([
    ['loopback http (PUBLIC_URL unset)', () => t],
    ['https PUBLIC_URL', () => https],
  ])('%s: __Host- prefix, Secure, HttpOnly, SameSite=Strict, Path=/, no Domain', async (_n, b) => {
    const { res } = await signIn(b());
    const c = sessionCookieOf(res)!;
    sessionIds.push(c.value);
    expect(res.headers.getSetCookie()).toHaveLength(1);
    expect(c.name).toBe('__Host-ferry_session');
    expect(c.attributes.has('secure')).toBe(true);
    expect(c.attributes.has('httponly')).toBe(true);
    expect(c.attributes.get('samesite')).toBe('Strict');
    expect(c.attributes.get('path')).toBe('/');
    expect(c.attributes.has('domain')).toBe(false);
    // And a real session id: 32 random bytes.
    expect(Buffer.from(c.value, 'base64url')).toHaveLength(32);
    expect(Number(c.attributes.get('max-age'))).toBe(SESSION_TTL_MS / 1000);
  });

  it('plain-http non-loopback PUBLIC_URL: ferry_session without Secure (it would be dropped)', async () => {
    const { res } = await signIn(lan);
    const c = sessionCookieOf(res)!;
    sessionIds.push(c.value);
    expect(c.name).toBe('ferry_session');
    expect(c.attributes.has('secure')).toBe(false);
    expect(c.attributes.get('samesite')).toBe('Strict');
    expect(c.attributes.has('httponly')).toBe(true);
    expect(lan.logs.join('\n')).toMatch(/session cookie cannot be Secure/);
  });
});

describe('session lifecycle', () => {
  it('reports signed out without a cookie, and with a made-up one', async () => {
    expect(await session(t)).toMatchObject({ signedIn: false, address: null, isAdmin: false });
    const fake = `__Host-ferry_session=${Buffer.alloc(32, 7).toString('base64url')}`;
    expect((await session(t, fake)).signedIn).toBe(false);
  });

  it('a new sign-in issues a new session id and the old one stops working', async () => {
    const account = newAccount();
    const first = await signIn(t, account);
    expect(await session(t, first.cookie)).toMatchObject({
      signedIn: true,
      address: account.address,
    });
    const second = await signIn(t, account, first.cookie);
    sessionIds.push(first.cookie, second.cookie);
    expect(second.cookie).not.toBe(first.cookie);
    expect((await session(t, first.cookie)).signedIn).toBe(false);
    expect((await session(t, second.cookie)).signedIn).toBe(true);
  });

  it('sign-out deletes the session and clears the cookie', async () => {
    const { cookie } = await signIn(t);
    sessionIds.push(cookie);
    const res = await t.fetch(`${AUTH_PREFIX}/logout`, { method: 'POST', headers: { cookie } });
    expect(res.status).toBe(204);
    const cleared = sessionCookieOf(res)!;
    expect(cleared.value).toBe('');
    expect(cleared.attributes.get('max-age')).toBe('0');
    expect((await session(t, cookie)).signedIn).toBe(false);
  });

  it('a session ends 12 h after sign-in (not sliding)', async () => {
    const { cookie } = await signIn(t);
    await service.clock.advance(SESSION_TTL_MS - 1_000);
    expect((await session(t, cookie)).signedIn).toBe(true);
    await service.clock.advance(2_000);
    expect((await session(t, cookie)).signedIn).toBe(false);
  });

  it('the session id is stored hashed, never as sent', async () => {
    const { cookie } = await signIn(t);
    const id = cookie.split('=')[1]!;
    const rows = await service.database.db.select().from(bffAuthSessions);
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.some((r) => r.idHash.includes(id) || r.idHash === id)).toBe(false);
  });

  it('embedded service without DASHBOARD_ADMINS: any signed-in wallet is an admin', async () => {
    const { cookie } = await signIn(t);
    expect(await session(t, cookie)).toMatchObject({
      isAdmin: true,
      adminRule: 'any-wallet',
      dashboardLocked: false,
      lockedReason: null,
    });
  });
});

describe('OpenAPI', () => {
  it('describes the four sign-in endpoints', async () => {
    const doc = (await (await t.fetch('/api/openapi.json')).json()) as {
      paths: Record<string, Record<string, unknown>>;
    };
    expect(Object.keys(doc.paths['/api/ferry/auth/nonce'] ?? {})).toEqual(['post']);
    expect(Object.keys(doc.paths['/api/ferry/auth/verify'] ?? {})).toEqual(['post']);
    expect(Object.keys(doc.paths['/api/ferry/auth/session'] ?? {})).toEqual(['get']);
    expect(Object.keys(doc.paths['/api/ferry/auth/logout'] ?? {})).toEqual(['post']);
  });
});
