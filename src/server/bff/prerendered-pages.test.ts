import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pageLocale, preferredLanguages } from './prerendered-pages';
import { mountSpa } from './spa';

describe('the language a prerendered page is sent in', () => {
  it('reads Accept-Language most wanted first, by weight then by order', () => {
    expect(preferredLanguages('en;q=0.5, es-ES, zh-CN;q=0.9, ar;q=0.9')).toEqual([
      'es-ES',
      'zh-CN',
      'ar',
      'en',
    ]);
  });

  it('skips what is not a language tag, a wildcard and a weight of zero', () => {
    expect(preferredLanguages('*, fr;q=0, <script>, es;q=abc, ar')).toEqual(['ar']);
    expect(preferredLanguages('')).toEqual([]);
  });

  it('takes the stored choice first, then the browser languages Ferry speaks, then English', () => {
    expect(pageLocale('ar', 'es-ES,es;q=0.9')).toBe('ar');
    expect(pageLocale(undefined, 'fr-FR, es-MX;q=0.8')).toBe('es');
    expect(pageLocale(undefined, 'zh-TW')).toBe('zh-CN');
    expect(pageLocale(undefined, 'fr, de')).toBe('en');
    // A cookie naming no shipped language (a forged one, the pseudo-locale) is ignored.
    expect(pageLocale('xx', 'es')).toBe('es');
    expect(pageLocale('en-XA', undefined)).toBe('en');
  });
});

describe('documents for a first visit', () => {
  let dist = '';
  let app: Hono;
  const page = (marker: string) =>
    `<!doctype html><html lang="x"><head></head><body><div id="root">${marker}</div></body></html>`;

  beforeAll(() => {
    dist = mkdtempSync(path.join(tmpdir(), 'ferry-prerendered-'));
    writeFileSync(path.join(dist, 'index.html'), page('empty'));
    for (const locale of ['en', 'es']) {
      mkdirSync(path.join(dist, 'prerendered', locale), { recursive: true });
      writeFileSync(
        path.join(dist, 'prerendered', locale, 'bridge.html'),
        page(`bridge-${locale}`),
      );
      writeFileSync(
        path.join(dist, 'prerendered', locale, 'explorer.html'),
        page(`explorer-${locale}`),
      );
    }
    app = new Hono();
    mountSpa(app, dist);
  });
  afterAll(() => rmSync(dist, { recursive: true, force: true }));

  const get = (url: string, headers: Record<string, string> = {}) => app.request(url, { headers });

  it('sends the page drawn in the browser language, and says caches must tell them apart', async () => {
    const res = await get('/', { 'accept-language': 'es-AR,es;q=0.9' });
    expect(await res.text()).toContain('bridge-es');
    expect(res.headers.get('vary')).toBe('Accept-Encoding, Accept-Language, Cookie');
    expect(res.headers.get('cache-control')).toBe('no-cache');
  });

  it('sends the chosen language over the browser one, with or without a trailing slash', async () => {
    const res = await get('/explorer/', { 'accept-language': 'es', cookie: 'ferry_locale=en' });
    expect(await res.text()).toContain('explorer-en');
  });

  it('sends the empty document for a page that has no drawing, or none in that language', async () => {
    expect(await (await get('/transfers/0xabc')).text()).toContain('empty');
    // History is not in this build: the app draws it itself.
    expect(await (await get('/history', { 'accept-language': 'es' })).text()).toContain('empty');
    expect(await (await get('/', { 'accept-language': 'ar' })).text()).toContain('empty');
  });
});
