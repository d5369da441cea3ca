import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Hono } from 'hono';
import { brotliDecompressSync, constants, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SAMPLE_DEPOSIT_ID, SAMPLE_ORDER_ID } from '../../app/prerender/prerendered';
import type { PageRenderer } from './page-render/renderer';
import { hasSessionCookie, pageLocale, preferredLanguages } from './prerendered-pages';
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
      for (const name of ['integrator', 'integrator-signed-out']) {
        writeFileSync(
          path.join(dist, 'prerendered', locale, `${name}.html`),
          page(`${name}-${locale}`),
        );
      }
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

  it('sends the dashboard drawn signed out to a visitor with no session cookie', async () => {
    const res = await get('/integrator', { 'accept-language': 'es', cookie: 'ferry_locale=en' });
    expect(await res.text()).toContain('integrator-signed-out-en');
    expect(res.headers.get('vary')).toBe('Accept-Encoding, Accept-Language, Cookie');
    expect(await (await get('/integrator/')).text()).toContain('integrator-signed-out-en');
  });

  it.each([
    ['a session cookie', 'ferry_session=Vq3cVbSGXq5r6mCDL1nFqKV0TBZ6fbEmgXUtrYr4v7Y'],
    ['the secure one among others', 'ferry_locale=es; __Host-ferry_session=expired-or-not'],
    ['a garbage value', 'ferry_session="a,b\\ c"; x=%E0%A4%A'],
    ['an empty value', 'ferry_session='],
  ])('sends the dashboard still checking the session to %s', async (_, cookie) => {
    const res = await get('/integrator', { 'accept-language': 'es', cookie });
    expect(res.status).toBe(200);
    expect(await res.text()).toMatch(/<div id="root">integrator-(en|es)<\/div>/);
  });
});

describe('an explorer deposit link', () => {
  let dist = '';
  let app: Hono;
  beforeAll(() => {
    dist = mkdtempSync(path.join(tmpdir(), 'ferry-deposit-'));
    writeFileSync(path.join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
    mkdirSync(path.join(dist, 'prerendered', 'en'), { recursive: true });
    writeFileSync(
      path.join(dist, 'prerendered', 'en', 'deposit.html'),
      `<!doctype html><html><head></head><body><div id="root"><h1>Deposit ${SAMPLE_DEPOSIT_ID}</h1>` +
        `<div aria-busy="true">Searching…</div></div></body></html>`,
    );
    app = new Hono();
    mountSpa(app, dist);
  });
  afterAll(() => rmSync(dist, { recursive: true, force: true }));

  it('gets the deposit page drawn with its placeholders and its own id, not the empty document', async () => {
    const res = await app.request('/explorer/deposits/42161/1234');
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('<h1>Deposit 1234</h1><div aria-busy="true">');
    expect(html).not.toContain(SAMPLE_DEPOSIT_ID);
  });
});

describe('whether a session cookie came', () => {
  it('reads the raw header by name, whatever the value', () => {
    expect(hasSessionCookie(undefined)).toBe(false);
    expect(hasSessionCookie('ferry_locale=es; other_session=x')).toBe(false);
    expect(hasSessionCookie('ferry_sessionx=1; xferry_session=1')).toBe(false);
    expect(hasSessionCookie('a=1;ferry_session=\u0000"')).toBe(true);
    expect(hasSessionCookie(' __Host-ferry_session=x')).toBe(true);
  });
});

/** A build as the BFF reads it: the empty document, and the tracker drawn in one language. */
function trackerBuild(locale: string, tracker: string): string {
  const dist = mkdtempSync(path.join(tmpdir(), 'ferry-tracker-'));
  writeFileSync(path.join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
  mkdirSync(path.join(dist, 'prerendered', locale), { recursive: true });
  writeFileSync(path.join(dist, 'prerendered', locale, 'transfer.html'), tracker);
  return dist;
}

describe('a tracker link', () => {
  let dist = '';
  let app: Hono;
  const orderId = `0x${'C0ffee'.repeat(10)}abcd`;
  const known = `0x${'1'.repeat(64)}`;
  // The service's side, as the test wants it: an answer now, later, or never.
  let answer: () => Promise<Response>;

  beforeAll(() => {
    // As the build draws it: the sample order's tracker, loading, in a document over 1 KB.
    dist = trackerBuild(
      'en',
      `<!doctype html><html><head>${'<meta name="x">'.repeat(80)}</head><body><div id="root">` +
        `<h1>Transfer</h1><p>Order ID ${SAMPLE_ORDER_ID}</p></div></body></html>`,
    );
    app = new Hono();
    app.get('/api/v1/transfers/:orderId', () => answer());
    mountSpa(app, dist, { answersWithinMs: 200 });
  });
  afterAll(() => rmSync(dist, { recursive: true, force: true }));

  // Written as the service writes it: a number with more digits than a double keeps.
  const record = (id: string) =>
    new Response(
      `{"orderId":"${id}","note":"</script><b>","amount":123456789012345678901234567890}`,
      { headers: { 'content-type': 'application/json' } },
    );

  it('gets the tracker drawn with its own order id, and the transfer’s record inside', async () => {
    answer = async () => record(orderId);
    const res = await app.request(`/transfers/${orderId}`, {
      headers: { 'accept-encoding': 'br' },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-encoding')).toBe('br');
    expect(res.headers.get('vary')).toBe('Accept-Encoding, Accept-Language, Cookie');
    const html = brotliDecompressSync(Buffer.from(await res.arrayBuffer())).toString();
    expect(html).toContain(`<p>Order ID ${orderId}</p>`);
    expect(html).not.toContain(SAMPLE_ORDER_ID);
    const element = /<script type="application\/json" id="ferry-primed-answers">(.*?)<\/script>/s;
    const carried = element.exec(html)?.[1];
    // The record's digits as the service wrote them, and its text unable to end the element.
    expect(carried).toBe(
      `{"/api/v1/transfers/${orderId}":{"orderId":"${orderId}","note":"\\u003c/script>\\u003cb>","amount":123456789012345678901234567890}}`,
    );
    expect(html.indexOf('ferry-primed-answers')).toBeLessThan(html.indexOf('</body>'));
  });

  it.each([
    [
      'the service does not know the transfer',
      () => Promise.resolve(Response.json({}, { status: 404 })),
    ],
    ['the service fails', () => Promise.resolve(Response.json({}, { status: 502 }))],
    ['the answer is not JSON', () => Promise.resolve(new Response('<html>'))],
    ['the service is slower than the deadline', () => new Promise<Response>(() => {})],
  ])('gets the tracker without the record when %s: the page asks for itself', async (_, slow) => {
    answer = slow;
    const res = await app.request(`/transfers/${known}`);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain(`<p>Order ID ${known}</p>`);
    expect(html).not.toContain('ferry-primed-answers');
    expect(html).toMatch(/<\/html>$/);
  });

  it('gets what comes before the page at once, so its stylesheet loads while the record is asked for', async () => {
    let release = (_: Response) => {};
    answer = () => new Promise<Response>((resolve) => (release = resolve));
    const res = await app.request(`/transfers/${known}`, {
      headers: { 'accept-encoding': 'gzip' },
    });
    const reader = res.body!.getReader();
    const parts: Uint8Array[] = [];
    const sofar = () =>
      gunzipSync(Buffer.concat(parts), { finishFlush: constants.Z_SYNC_FLUSH }).toString();
    // Read while the record is held back: the document's head comes all the same.
    while (!sofar().includes('<body>')) parts.push((await reader.read()).value!);
    expect(sofar()).toContain('</head>');
    // The page itself waits for the record (at most the deadline): it may be drawn with it.
    expect(sofar()).not.toContain('<div id="root"');
    release(record(known));
    for (let part = await reader.read(); !part.done; part = await reader.read()) {
      parts.push(part.value);
    }
    const whole = gunzipSync(Buffer.concat(parts)).toString();
    expect(whole).toContain(`<p>Order ID ${known}</p>`);
    expect(whole).toContain('ferry-primed-answers');
  });

  it('is not a way to draw anything else: a path with more than an order id gets the empty document', async () => {
    for (const other of [
      `/transfers/${known}x`,
      `/transfers/0x${'1'.repeat(63)}`,
      `/transfers/${known}/x`,
    ]) {
      expect(await (await app.request(other)).text()).toBe('<!doctype html><div id="root"></div>');
    }
  });
});

describe('a tracker link, with the render worker', () => {
  let dist = '';
  const orderId = `0x${'2'.repeat(64)}`;
  const head = '<!doctype html><html><head><title>Transfer · Ferry</title></head><body>';
  const loading = `<div id="root"><h1>Transfer</h1><p>${SAMPLE_ORDER_ID}</p></div>`;
  let drawing: (ask: { path: string; locale: string; answers: Record<string, string> }) => string;
  const asked: { path: string; locale: string; answers: Record<string, string> }[] = [];

  beforeAll(() => {
    dist = trackerBuild('es', `${head}${loading}</body></html>`);
  });
  afterAll(() => rmSync(dist, { recursive: true, force: true }));

  function appWith(renderer: PageRenderer | undefined) {
    const app = new Hono();
    app.get('/api/v1/transfers/:orderId', (c) => c.json({ orderId: c.req.param('orderId') }));
    mountSpa(app, dist, renderer ? { renderer } : {});
    return app;
  }
  const renderer: PageRenderer = {
    render: async (ask) => {
      asked.push(ask);
      return drawing(ask);
    },
    status: () => 'ready',
    close: async () => {},
  };
  const get = (app: Hono) =>
    app.request(`/transfers/${orderId}`, { headers: { 'accept-language': 'es' } });

  it('gets the tracker drawn with its transfer, the record still following it', async () => {
    drawing = (ask) =>
      `${head}<div id="root" data-drawn-at="1"><h1>25 USDC</h1>${ask.path}</div></body></html>`;
    const html = await (await get(appWith(renderer))).text();
    expect(asked.at(-1)).toEqual({
      path: `/transfers/${orderId}`,
      locale: 'es',
      answers: { [`/api/v1/transfers/${orderId}`]: `{"orderId":"${orderId}"}` },
    });
    expect(html).toMatch(
      new RegExp(
        `^${head}<div id="root" data-drawn-at="1"><h1>25 USDC</h1>/transfers/${orderId}</div><script type="application/json" id="ferry-primed-answers">.*</script></body></html>$`,
      ),
    );
  });

  it.each([
    ['the worker sends none (starting, busy or too slow)', () => undefined],
    ['the drawing is another document before its page', () => `<!doctype html><div id="root">x`],
  ])('gets the tracker loading when %s', async (_, draw) => {
    drawing = draw as typeof drawing;
    const html = await (await get(appWith(renderer))).text();
    expect(html).toContain(`<h1>Transfer</h1><p>${orderId}</p>`);
    expect(html).toContain('ferry-primed-answers');
  });
});
