import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { serve, type ServerType } from '@hono/node-server';
import { Hono } from 'hono';
import { streamSSE } from 'hono/streaming';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compressJson } from './json-responses';

const rows = Array.from({ length: 60 }, (_, i) => ({ orderId: `0x${i}`, amount: '1000000' }));
const big = JSON.stringify({ rows });
const small = JSON.stringify({ ok: true });

// Resolved by the test once its client has read the stream's first event.
let firstEventRead: () => void = () => {};

const app = new Hono();
app.use('*', compressJson());
app.get('/big', (c) => c.json({ rows }, 200, { vary: 'Origin', etag: '"v1"' }));
app.get('/small', (c) => c.json({ ok: true }));
app.get('/problem', (c) =>
  c.body(big, 422, { 'content-type': 'application/problem+json; charset=utf-8' }),
);
app.get('/no-transform', (c) => c.json({ rows }, 200, { 'cache-control': 'no-transform' }));
app.get('/html', (c) => c.html(`<p>${'x'.repeat(4_000)}</p>`));
app.get('/empty', (c) => c.body(null, 204));
app.get('/events', (c) =>
  streamSSE(c, async (stream) => {
    const read = new Promise<void>((resolve) => (firstEventRead = resolve));
    await stream.writeSSE({ event: 'transfer', data: big });
    // Only a client that got the first event can let the stream go on to its end.
    await read;
    await stream.writeSSE({ event: 'end', data: '{}' });
  }),
);

const ACCEPT_ALL = { 'accept-encoding': 'gzip, deflate, br, zstd' };
const get = (path: string, headers: Record<string, string> = {}, method = 'GET') =>
  app.request(path, { method, headers });
const bytes = async (res: Response) => Buffer.from(await res.arrayBuffer());

describe('compressJson', () => {
  it('a JSON response of 1 KB or more: brotli for a browser, its headers kept, Vary added', async () => {
    const res = await get('/big', ACCEPT_ALL);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-encoding')).toBe('br');
    expect(res.headers.get('vary')).toBe('Origin, Accept-Encoding');
    expect(res.headers.get('etag')).toBe('W/"v1"');
    expect(res.headers.get('content-type')).toBe('application/json');
    const body = await bytes(res);
    expect(res.headers.get('content-length')).toBe(String(body.length));
    expect(body.length).toBeLessThan(big.length / 4);
    expect(brotliDecompressSync(body).toString()).toBe(big);
  });

  it('gzip for a client that accepts only gzip; +json types and error responses too', async () => {
    const res = await get('/problem', { 'accept-encoding': 'gzip' });
    expect(res.status).toBe(422);
    expect(res.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(await bytes(res)).toString()).toBe(big);
  });

  it.each([
    ['no Accept-Encoding', '/big', {}, big],
    ['compression refused', '/big', { 'accept-encoding': 'br;q=0, gzip;q=0' }, big],
    ['under 1 KB', '/small', ACCEPT_ALL, small],
    ['Cache-Control: no-transform', '/no-transform', ACCEPT_ALL, big],
  ])('%s: sent as it is', async (_name, path, headers, text) => {
    const res = await get(path, headers);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-encoding')).toBeNull();
    expect(res.headers.get('vary')?.includes('Accept-Encoding') ?? false).toBe(false);
    expect(await res.text()).toBe(text);
  });

  it('HTML, HEAD and 204 are left alone', async () => {
    expect((await get('/html', ACCEPT_ALL)).headers.get('content-encoding')).toBeNull();
    const head = await get('/big', ACCEPT_ALL, 'HEAD');
    expect(head.headers.get('content-encoding')).toBeNull();
    const empty = await get('/empty', ACCEPT_ALL);
    expect(empty.status).toBe(204);
    expect(empty.headers.get('content-encoding')).toBeNull();
  });
});

describe('an event stream while compression is on', () => {
  let server: ServerType;
  let base = '';
  beforeAll(async () => {
    server = serve({ fetch: app.fetch, hostname: '127.0.0.1', port: 0 });
    await once(server, 'listening');
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('delivers its first event before the stream ends, uncompressed', async () => {
    const res = await fetch(`${base}/events`, {
      headers: { accept: 'text/event-stream', ...ACCEPT_ALL },
    });
    expect(res.headers.get('content-type')).toMatch(/^text\/event-stream/);
    expect(res.headers.get('content-encoding')).toBeNull();
    const reader = res.body!.getReader();
    const decoder = new TextDecoder();
    let text = '';
    while (!text.includes('\n\n')) {
      const { value, done } = await reader.read();
      // A stream held back until its end would end here, before its first event.
      expect(done).toBe(false);
      text += decoder.decode(value, { stream: true });
    }
    expect(text).toMatch(/^event: transfer\n/);
    firstEventRead();
    for (let r = await reader.read(); !r.done; r = await reader.read()) {
      text += decoder.decode(r.value, { stream: true });
    }
    expect(text).toContain('event: end');
  });
});
