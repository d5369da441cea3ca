import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompressDir } from '../../../build/precompress-assets';
import { mountSpa, withPageSettings } from './spa';

// A build as `vite build` leaves it: hashed assets with their precompressed copies, an image
// in the root (no copies), and a document over 1 KB.
let dist = '';
const script = `export const rows = [${'{ "amount": "1000000", "chain": 8453 },'.repeat(200)}];`;
// An image: not a type worth compressing, so it has no copies.
const png = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c489',
  'hex',
);
const documentHtml = `<!doctype html><html><head>${'<link rel="modulepreload" crossorigin href="/assets/a.js">'.repeat(30)}</head><body><div id="root"></div></body></html>`;
let app: Hono;

beforeAll(async () => {
  dist = mkdtempSync(path.join(tmpdir(), 'ferry-spa-'));
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(path.join(dist, 'assets', 'index-abc123.js'), script);
  writeFileSync(path.join(dist, 'ferry.png'), png);
  writeFileSync(path.join(dist, 'index.html'), documentHtml);
  await precompressDir(dist);
  app = new Hono();
  mountSpa(app, dist);
});
afterAll(() => rmSync(dist, { recursive: true, force: true }));

const get = (url: string, headers: Record<string, string> = {}, method = 'GET') =>
  app.request(url, { method, headers });
const bytes = async (res: Response) => Buffer.from(await res.arrayBuffer());

describe('hashed assets, precompressed at build', () => {
  const url = '/assets/index-abc123.js';

  it('a browser that accepts brotli gets the brotli copy, cached for a year', async () => {
    const res = await get(url, { 'accept-encoding': 'gzip, deflate, br, zstd' });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-encoding')).toBe('br');
    expect(res.headers.get('vary')).toBe('Accept-Encoding');
    expect(res.headers.get('content-type')).toMatch(/^text\/javascript/);
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const body = await bytes(res);
    expect(res.headers.get('content-length')).toBe(String(body.length));
    expect(body.length).toBeLessThan(script.length / 4);
    expect(brotliDecompressSync(body).toString()).toBe(script);
  });

  it('one that accepts gzip only gets the gzip copy', async () => {
    const res = await get(url, { 'accept-encoding': 'gzip, deflate' });
    expect(res.headers.get('content-encoding')).toBe('gzip');
    expect(res.headers.get('vary')).toBe('Accept-Encoding');
    expect(gunzipSync(await bytes(res)).toString()).toBe(script);
  });

  it.each([
    ['no Accept-Encoding', {}],
    ['identity only', { 'accept-encoding': 'identity' }],
    ['both refused', { 'accept-encoding': 'br;q=0, gzip;q=0' }],
  ])('%s: the file itself, never a compressed copy', async (_name, headers) => {
    const res = await get(url, headers);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-encoding')).toBeNull();
    expect(res.headers.get('vary')).toBe('Accept-Encoding');
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect((await bytes(res)).toString()).toBe(script);
  });

  it('HEAD responds with the headers of the copy it would send, without a body', async () => {
    const res = await get(url, { 'accept-encoding': 'br' }, 'HEAD');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-encoding')).toBe('br');
    expect(Number(res.headers.get('content-length'))).toBe(
      readFileSync(path.join(dist, 'assets', 'index-abc123.js.br')).length,
    );
    expect((await bytes(res)).length).toBe(0);
  });

  it('the copies are not a way around the build: a path outside it is not found', async () => {
    const res = await get('/assets/..%2f..%2fetc%2fpasswd', { 'accept-encoding': 'br' });
    expect(res.status).toBe(404);
    expect(await res.text()).toBe('Not found');
  });
});

describe('files without copies', () => {
  it('an image in the root is served as before, uncompressed', async () => {
    const res = await get('/ferry.png', { 'accept-encoding': 'gzip, br' });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
    expect(res.headers.get('content-encoding')).toBeNull();
    expect((await bytes(res)).equals(png)).toBe(true);
  });
});

describe('files that are not there', () => {
  it.each(['/robots.txt', '/favicon.ico', '/assets/index-gone123.js', '/assets/gone'])(
    '%s: 404, never the document',
    async (url) => {
      const res = await get(url, { 'accept-encoding': 'gzip, br' });
      expect(res.status).toBe(404);
      expect(res.headers.get('content-type')).toMatch(/^text\/plain/);
    },
  );
});

describe('the document', () => {
  it.each(['/', '/index.html', '/transfers/0xabc', '/explorer/deposits/42161/1234'])(
    '%s: compressed for a browser that accepts it, never cached without revalidation',
    async (url) => {
      for (let i = 0; i < 2; i++) {
        const res = await get(url, { 'accept-encoding': 'gzip, deflate, br' });
        expect(res.status).toBe(200);
        expect(res.headers.get('content-encoding')).toBe('br');
        expect(res.headers.get('vary')).toBe('Accept-Encoding');
        expect(res.headers.get('cache-control')).toBe('no-cache');
        expect(res.headers.get('content-type')).toBe('text/html; charset=UTF-8');
        expect(brotliDecompressSync(await bytes(res)).toString()).toBe(documentHtml);
      }
    },
  );

  it('as it is to a client that accepts no compression', async () => {
    const res = await get('/', {});
    expect(res.headers.get('content-encoding')).toBeNull();
    expect(res.headers.get('vary')).toBe('Accept-Encoding');
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(await res.text()).toBe(documentHtml);
  });
});

describe('settings written into the document', () => {
  it('names the contracts the review trusts beyond the records, escaped for an attribute', () => {
    const html = withPageSettings('<html><head></head><body></body></html>', {
      trustedContracts: { '8453': { periphery: ['0x3333333333333333333333333333333333333333'] } },
    });
    expect(html).toBe(
      '<html><head><meta name="ferry-trusted-contracts" content="{&quot;8453&quot;:{&quot;periphery&quot;:[&quot;0x3333333333333333333333333333333333333333&quot;]}}"></head><body></body></html>',
    );
    expect(withPageSettings('<html><head></head></html>', {})).toBe('<html><head></head></html>');
  });

  it('says the service is the embedded one, with its clock speed, only when it is', () => {
    const html = withPageSettings('<html><head></head></html>', {
      embeddedService: { clockSpeed: 60 },
    });
    expect(html).toBe(
      '<html><head><meta name="ferry-embedded-service" content="{&quot;clockSpeed&quot;:60}"></head></html>',
    );
  });
});
