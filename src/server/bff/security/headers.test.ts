// docs/reliability.md#security-headers: security headers on the SPA document (and every other
// response, refusals included). A real browser iframe test runs in e2e; here the two headers that
// make a browser refuse to frame the page are asserted: CSP frame-ancestors 'none' and
// X-Frame-Options: DENY.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestService, type TestService } from '../../testing/service-upstream';
import { startTestBff, type TestBff } from '../../testing/bff-harness';
import { API_CSP } from './headers';

let service: TestService;
let t: TestBff;
let https: TestBff;
let walletConnect: TestBff;
const PROJECT_ID = '0123456789abcdef0123456789abcdef';
beforeAll(async () => {
  service = await startTestService();
  [t, https, walletConnect] = await Promise.all([
    startTestBff({ service }),
    startTestBff({ service, env: { PUBLIC_URL: 'https://ferry.example' } }),
    startTestBff({ service, env: { WALLETCONNECT_PROJECT_ID: PROJECT_ID } }),
  ]);
});
afterAll(async () => {
  await Promise.all([t.close(), https.close(), walletConnect.close()]);
  await service.close();
});

function directives(csp: string | null): Map<string, string[]> {
  const out = new Map<string, string[]>();
  for (const part of (csp ?? '').split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (name) out.set(name, sources);
  }
  return out;
}

describe('security headers on the SPA document', () => {
  it.each(['/', '/transfers/0xabc', '/integrator'])('GET %s', async (path) => {
    const res = await t.fetch(path);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/text\/html/);
    const csp = directives(res.headers.get('content-security-policy'));
    expect(csp.get('default-src')).toEqual(["'self'"]);
    expect(csp.get('script-src')).toEqual(["'self'"]); // no inline, no eval
    expect(csp.get('style-src')).toEqual(["'self'", "'unsafe-inline'"]); // RainbowKit's <style>
    expect(csp.get('img-src')).toEqual(["'self'", 'data:', 'https:']);
    expect(csp.get('connect-src')).toEqual(["'self'"]);
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
    expect(csp.get('object-src')).toEqual(["'none'"]);
    expect(csp.get('base-uri')).toEqual(["'none'"]);
    expect(csp.get('form-action')).toEqual(["'self'"]);
    expect(res.headers.get('content-security-policy')).not.toMatch(/unsafe-eval/);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(res.headers.get('permissions-policy')).toMatch(/camera=\(\)/);
    expect(res.headers.get('cross-origin-opener-policy')).toBe('same-origin');
  });

  it('would be blocked in an iframe: frame-ancestors none and X-Frame-Options DENY', async () => {
    const res = await t.fetch('/');
    expect(directives(res.headers.get('content-security-policy')).get('frame-ancestors')).toEqual([
      "'none'",
    ]);
    expect(res.headers.get('x-frame-options')).toBe('DENY');
  });

  it('HSTS only when PUBLIC_URL is https (and then upgrade-insecure-requests)', async () => {
    expect((await t.fetch('/')).headers.get('strict-transport-security')).toBeNull();
    const res = await https.fetch('/');
    expect(res.headers.get('strict-transport-security')).toBe('max-age=31536000');
    expect(
      directives(res.headers.get('content-security-policy')).has('upgrade-insecure-requests'),
    ).toBe(true);
  });
});

describe('with WalletConnect configured', () => {
  it('hands the page the public project id, and nothing of it without one', async () => {
    for (const path of ['/', '/index.html', '/transfers/0xabc']) {
      const html = await (await walletConnect.fetch(path)).text();
      expect(html).toContain(
        `<meta name="ferry-walletconnect-project-id" content="${PROJECT_ID}">`,
      );
    }
    expect(await (await t.fetch('/')).text()).not.toContain('walletconnect');
  });

  it('lets the page reach WalletConnect’s relay and Coinbase, frame the verify check, and respond to popups', async () => {
    const res = await walletConnect.fetch('/');
    const csp = directives(res.headers.get('content-security-policy'));
    expect(csp.get('connect-src')).toEqual(
      expect.arrayContaining(["'self'", 'wss://*.walletconnect.org', 'https://*.coinbase.com']),
    );
    expect(csp.get('frame-src')).toContain('https://verify.walletconnect.org');
    expect(csp.get('script-src')).toEqual(["'self'"]);
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
    expect(res.headers.get('cross-origin-opener-policy')).toBe('same-origin-allow-popups');
    // API responses are unchanged.
    const api = await walletConnect.fetch('/api/nope');
    expect(api.headers.get('content-security-policy')).toBe(API_CSP);
  });
});

describe('security headers on API responses', () => {
  it.each([
    ['a 404', '/api/nope', {}],
    ['a CSRF refusal', '/api/v1/quotes', { method: 'POST', bare: true }],
    ['a session response', '/api/ferry/auth/session', {}],
    // Proxied responses are built with every header in one record (response-headers.ts).
    ['a proxied response', '/api/v1/quotes/ping', {}],
    ['a proxied refusal', '/api/v1/quotes/ping', { method: 'DELETE' }],
    ['a proxied validation error', '/api/v1/capabilities?originChainId=x', {}],
  ] as const)('%s carries nosniff, DENY and a CSP that allows nothing', async (_n, path, init) => {
    const res = await t.fetch(path, init);
    expect(res.headers.get('content-security-policy')).toBe(API_CSP);
    expect(res.headers.get('vary')).toBe('Origin');
    expect(res.headers.get('permissions-policy')).toMatch(/camera=\(\)/);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('x-frame-options')).toBe('DENY');
    expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(res.headers.get('x-powered-by')).toBeNull();
  });
});
