// Compression as the BFF and the embedded service send it: JSON responses over 1 KB in the
// browser's preferred coding with every other header kept; live streams never held back.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestBff, TEST_API_KEY, type TestBff } from '../testing/bff-harness';
import { createQuote, quoteRequest } from '../testing/service-upstream';
import { API_CSP } from './security/headers';

const BROWSER = { 'accept-encoding': 'gzip, deflate, br, zstd' };

let t: TestBff;
beforeAll(async () => {
  t = await startTestBff();
});
afterAll(() => t.close());

describe('JSON responses through the BFF', () => {
  it('a quote comes brotli-compressed, with the security headers and Vary on Origin too', async () => {
    const res = await t.fetch('/api/v1/quotes', {
      method: 'POST',
      headers: { ...BROWSER, 'content-type': 'application/json' },
      body: JSON.stringify(quoteRequest()),
    });
    expect(res.status).toBe(201);
    expect(res.headers.get('content-encoding')).toBe('br');
    expect(res.headers.get('vary')).toBe('Origin, Accept-Encoding');
    expect(res.headers.get('content-security-policy')).toBe(API_CSP);
    expect(res.headers.get('cache-control')).toBe('no-store');
    // fetch decodes brotli as a browser does.
    expect(await res.json()).toMatchObject({ quoteId: expect.stringMatching(/^0x/) });
  });

  it('the same quote to a client that asks for no compression is sent as it is', async () => {
    const res = await t.fetch('/api/v1/quotes', {
      method: 'POST',
      headers: { 'accept-encoding': 'identity', 'content-type': 'application/json' },
      body: JSON.stringify(quoteRequest()),
    });
    expect(res.status).toBe(201);
    expect(res.headers.get('content-encoding')).toBeNull();
    expect(res.headers.get('vary')).toBe('Origin');
  });

  it('the embedded service compresses its own JSON responses for a client that asks', async () => {
    const res = await fetch(`${t.service.base}/v1/capabilities`, {
      headers: { ...BROWSER, authorization: `Bearer ${TEST_API_KEY}` },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-encoding')).toBe('br');
    expect(await res.json()).toHaveProperty('chains');
  });
});

describe('live streams while compression is on', () => {
  it('a transfer stream delivers its first event at once, uncompressed', async () => {
    const quote = await createQuote(t.service);
    const abort = new AbortController();
    const res = await t.fetch(`/api/v1/transfers/${quote.quoteId}/events`, {
      headers: { accept: 'text/event-stream', ...BROWSER },
      signal: abort.signal,
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/event-stream/);
    expect(res.headers.get('content-encoding')).toBeNull();
    const reader = res.body!.getReader();
    const decoder = new TextDecoder();
    let text = '';
    // The stream stays open until the transfer ends: held back, its first event would never
    // come, and this loop would wait out the test's timeout.
    while (!text.includes('\n\n')) {
      const { value, done } = await reader.read();
      expect(done).toBe(false);
      text += decoder.decode(value, { stream: true });
    }
    expect(text).toMatch(/event: transfer\n/);
    abort.abort();
  });
});
