// requireAdmin: 401 without a session, 403 for a non-admin or a locked dashboard, in the
// envelope of the path it guards; the admin rule under each configuration.
import { Hono, type Context } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestService, type TestService } from '../../testing/service-upstream';
import { startTestBff, type TestBff } from '../../testing/bff-harness';
import { AUTH_PREFIX, sessionResponse } from '../../../contract/schemas/ferry-auth';
import { getSession, requireAdmin } from './guard';
import { newAccount, signIn } from './testing/sign-in';

const admin = newAccount();
let service: TestService;
let allowlist: TestBff; // embedded, DASHBOARD_ADMINS = admin (written lower-case)
let locked: TestBff; // real upstream, no DASHBOARD_ADMINS
let real: TestBff; // real upstream, DASHBOARD_ADMINS = admin
beforeAll(async () => {
  service = await startTestService();
  const env = { RATE_LIMIT_API: '0' };
  const admins = { ...env, DASHBOARD_ADMINS: admin.address.toLowerCase() };
  [allowlist, locked, real] = await Promise.all([
    startTestBff({ service, env: admins }),
    startTestBff({ service, env, embedded: false }),
    startTestBff({ service, env: admins, embedded: false }),
  ]);
});
afterAll(async () => {
  await Promise.all([allowlist.close(), locked.close(), real.close()]);
  await service.close();
});

/** A stand-in for the integrator's routes: the three envelopes a guarded path can have. */
function guarded(b: TestBff) {
  const app = new Hono();
  const ok = async (c: Context) => c.json({ who: (await getSession(c, b.ctx))?.address });
  app.post('/api/deposit-addresses', requireAdmin(b.ctx), ok);
  app.get('/api/v1/webhooks/subscriptions', requireAdmin(b.ctx), ok);
  app.get('/api/ferry/integrator/addresses', requireAdmin(b.ctx), ok);
  return (method: string, path: string, cookie?: string) =>
    app.request(path, { method, headers: cookie ? { cookie } : {} });
}

const paths = [
  ['POST', '/api/deposit-addresses', 'legacy'],
  ['GET', '/api/v1/webhooks/subscriptions', 'named'],
  ['GET', '/api/ferry/integrator/addresses', 'own'],
] as const;

function expectEnvelope(body: Record<string, unknown>, kind: string, status: 401 | 403) {
  if (kind === 'legacy') {
    // The service's own legacy 401/403 carry no code.
    expect(body).toMatchObject({ type: 'ServiceApiError', status });
    expect(body).not.toHaveProperty('code');
  } else {
    expect(body.error).toBe(status === 401 ? 'UnauthorizedError' : 'ForbiddenError');
  }
  expect(typeof body.message).toBe('string');
}

describe('requireAdmin', () => {
  it.each(paths)('%s %s without a session → 401 in the %s envelope', async (method, path, kind) => {
    const res = await guarded(allowlist)(method, path);
    expect(res.status).toBe(401);
    expectEnvelope((await res.json()) as Record<string, unknown>, kind, 401);
  });

  it.each(paths)('%s %s as a non-admin → 403 in the %s envelope', async (method, path, kind) => {
    const { cookie } = await signIn(allowlist);
    const res = await guarded(allowlist)(method, path, cookie);
    expect(res.status).toBe(403);
    expectEnvelope((await res.json()) as Record<string, unknown>, kind, 403);
  });

  it('an address in DASHBOARD_ADMINS passes, compared case-insensitively', async () => {
    const { cookie } = await signIn(allowlist, admin);
    for (const [method, path] of paths) {
      const res = await guarded(allowlist)(method, path, cookie);
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ who: admin.address });
    }
  });

  it('real upstream without DASHBOARD_ADMINS: locked, 403 naming DASHBOARD_ADMINS, even signed in', async () => {
    const { cookie } = await signIn(locked);
    const res = await guarded(locked)('GET', '/api/v1/webhooks/subscriptions', cookie);
    expect(res.status).toBe(403);
    expect(((await res.json()) as { message: string }).message).toMatch(/DASHBOARD_ADMINS/);
    const s = await locked.fetch(`${AUTH_PREFIX}/session`, { headers: { cookie } });
    expect(sessionResponse.parse(await s.json())).toMatchObject({
      signedIn: true,
      isAdmin: false,
      adminRule: 'locked',
      dashboardLocked: true,
      lockedReason: expect.stringMatching(/DASHBOARD_ADMINS/),
    });
  });

  it('real upstream with DASHBOARD_ADMINS: the admin passes, another wallet gets 403', async () => {
    const asAdmin = await signIn(real, admin);
    const ok = await guarded(real)('GET', '/api/ferry/integrator/addresses', asAdmin.cookie);
    expect(ok.status).toBe(200);
    const other = await signIn(real);
    const res = await guarded(real)('GET', '/api/ferry/integrator/addresses', other.cookie);
    expect(res.status).toBe(403);
    const s = await real.fetch(`${AUTH_PREFIX}/session`, { headers: { cookie: other.cookie } });
    expect(sessionResponse.parse(await s.json())).toMatchObject({
      isAdmin: false,
      adminRule: 'allowlist',
      dashboardLocked: false,
    });
  });
});
