// How the BFF sends a page rendered on the server (spa.ts), with a stand-in for the server entry
// (the real one is the built app: e2e/server-rendered.spec.ts): the page's language, its own CSP
// nonce, its data asked through the BFF's own routes, compression, and what a visitor gets when
// rendering fails or the upstream is slow.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PageRequest, RenderedPage } from '../../app/ssr/server-entry';
import { mountSpa } from './spa';
import { securityHeaders } from './security/headers';

const template =
  '<!doctype html><html lang="en"><head><title>Ferry</title>' +
  '<script type="module" crossorigin src="/assets/main.js"></script></head>' +
  '<body><div id="root"></div></body></html>';
let dist = '';
beforeAll(() => {
  dist = mkdtempSync(path.join(tmpdir(), 'ferry-ssr-'));
  writeFileSync(path.join(dist, 'index.html'), template);
});
afterAll(() => rmSync(dist, { recursive: true, force: true }));

const streamOf = (html: string) => new Response(html).body!;

/** A BFF with the SPA mounted, a transfer route, and `render` as its server entry. */
function bff(render: (page: PageRequest) => Promise<RenderedPage>, dataWithinMs = 300) {
  const app = new Hono();
  app.use('*', securityHeaders({ https: false }));
  app.get('/api/v1/transfers/:id', async (c) => {
    if (c.req.param('id') === 'slow') await new Promise(() => {});
    return c.json({ id: c.req.param('id'), cookie: c.req.header('cookie') ?? null });
  });
  mountSpa(app, dist, { serverEntry: Promise.resolve(render), dataWithinMs });
  return app;
}

describe('a page rendered on the server', () => {
  it('comes inside the built document, in the language of the cookie, with its title', async () => {
    const asked: PageRequest[] = [];
    const app = bff(async (page) => {
      asked.push(page);
      return { status: 200, title: 'Transferencia · Ferry', body: streamOf('<h1>25 USDC</h1>') };
    });
    const res = await app.request('/transfers/0xabc', {
      headers: { 'accept-language': 'zh-CN', cookie: 'ferry_locale=ar' },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('vary')).toBe('Accept-Encoding, Accept-Language, Cookie');
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(asked[0]!.locale).toBe('ar');
    expect(await res.text()).toBe(
      '<!doctype html><html lang="ar" dir="rtl"><head><title>Transferencia · Ferry</title>' +
        '<script type="module" crossorigin src="/assets/main.js"></script></head>' +
        '<body><div id="root"><h1>25 USDC</h1></div></body></html>',
    );
  });

  it('allows its inline scripts by a nonce of its own, never unsafe-inline', async () => {
    const nonces: string[] = [];
    const app = bff(async (page) => {
      nonces.push(page.nonce);
      return { status: 200, title: 'Ferry', body: streamOf('<script nonce="x"></script>') };
    });
    const policies = [];
    for (let i = 0; i < 2; i++) {
      const res = await app.request('/');
      policies.push(res.headers.get('content-security-policy')!);
    }
    expect(nonces[0]).not.toBe(nonces[1]);
    expect(nonces[0]).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    policies.forEach((policy, i) => {
      expect(policy).toContain(`script-src 'self' 'nonce-${nonces[i]}'`);
      expect(policy).not.toMatch(/script-src[^;]*unsafe-inline/);
    });
  });

  it('asks its data through the BFF’s own routes, with the visitor’s cookie', async () => {
    const app = bff(async (page) => {
      const res = await page.fetch('/api/v1/transfers/0xabc');
      return { status: 200, title: 'Ferry', body: streamOf(await res.text()) };
    });
    const html = await (await app.request('/', { headers: { cookie: 'ferry_session=s' } })).text();
    expect(html).toContain('{"id":"0xabc","cookie":"ferry_session=s"}');
  });

  it('is rendered without a response the upstream is too slow to give: the browser asks later', async () => {
    const app = bff(async (page) => {
      const outcome = await page.fetch('/api/v1/transfers/slow').then(
        () => 'responded',
        () => 'without it',
      );
      return { status: 200, title: 'Ferry', body: streamOf(outcome) };
    }, 20);
    expect(await (await app.request('/')).text()).toContain('<div id="root">without it</div>');
  });

  it('never asks for anything but a read of /api while rendering', async () => {
    const app = bff(async (page) => {
      const refused = await Promise.all([
        page.fetch('/api/v1/transfers/0xabc', { method: 'POST' }).catch(() => 'refused'),
        page.fetch('http://evil.example/x').catch(() => 'refused'),
      ]);
      return { status: 200, title: 'Ferry', body: streamOf(refused.join(',')) };
    });
    expect(await (await app.request('/')).text()).toContain('refused,refused');
  });

  it('is compressed for a browser that accepts it', async () => {
    const app = bff(async () => ({
      status: 200,
      title: 'Ferry',
      body: streamOf('x'.repeat(5000)),
    }));
    const res = await app.request('/', { headers: { 'accept-encoding': 'br' } });
    expect(res.headers.get('content-encoding')).toBe('br');
    const html = brotliDecompressSync(Buffer.from(await res.arrayBuffer())).toString();
    expect(html).toContain(`<div id="root">${'x'.repeat(5000)}</div>`);
  });

  it('keeps the status the router gave it (a page not found) and follows its redirects', async () => {
    const notFound = bff(async () => ({ status: 404, title: 'Ferry', body: streamOf('gone') }));
    expect((await notFound.request('/nowhere')).status).toBe(404);
    const moved = bff(async () => ({ status: 307, location: '/explorer?q=0xabc' }));
    const res = await moved.request('/explorer/tx/0xabc');
    expect(res.status).toBe(307);
    expect(res.headers.get('location')).toBe('/explorer?q=0xabc');
  });

  it('when rendering fails, is the empty document the browser renders itself, not a 5xx', async () => {
    const app = bff(async () => {
      throw new Error('the upstream is down');
    });
    const res = await app.request('/transfers/0xabc');
    expect(res.status).toBe(200);
    expect(await res.text()).toBe(template);
  });
});
