// Serves the built SPA: any GET outside /api that is not a file gets its page rendered on the
// server (page-render.ts) inside the built index.html, so deep links like /transfers/0x… arrive
// rendered; without a server entry (an API-only test's build), the empty index.html.
import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import type { Context, Hono } from 'hono';
import { getCookie } from 'hono/cookie';
import type { RenderedPage } from '../../app/ssr/server-entry';
import { LOCALE_COOKIE } from '../../i18n/locale-cookie';
import { directionOf, type Locale } from '../../i18n/locales';
import { chooseCoding, CODINGS, type ContentCoding } from '../compression/accept-encoding';
import { compressOnce, MIN_COMPRESSED_BYTES } from '../compression/compress';
import type { Logger } from '../logger';
import {
  EMBEDDED_SERVICE_META,
  type EmbeddedServiceSetting,
} from '../../lib/embedded-service-setting';
import { ownRoutesFetch, type RenderPage } from './page-render';
import { pageLocale } from './page-locale';
import { gatherResponseHeaders } from './security/response-headers';
import { spaCsp } from './security/headers';
import { precompressedFiles } from './static-files';
import { streamedDocument } from './streamed-document';
import {
  TRUSTED_CONTRACTS_META,
  type TrustedContractsSetting,
} from '../../contract/deployments/trusted-contracts';

export const WALLETCONNECT_META = 'ferry-walletconnect-project-id';

const attribute = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/**
 * Settings the page needs before any request, written into index.html: the public WalletConnect
 * project id, when one is configured, the contracts the review trusts beyond (or instead of)
 * the protocol's records, and, on the embedded service, that it is (links then go to Ferry's own
 * explorer) and its clock speed.
 */
export function withPageSettings(html: string, settings: PageSettings) {
  const metas: string[] = [];
  // The id is validated at start (32 hex characters): nothing in it needs escaping.
  const id = settings.walletConnectProjectId;
  if (id) metas.push(`<meta name="${WALLETCONNECT_META}" content="${id}">`);
  if (settings.trustedContracts) {
    const json = attribute(JSON.stringify(settings.trustedContracts));
    metas.push(`<meta name="${TRUSTED_CONTRACTS_META}" content="${json}">`);
  }
  if (settings.embeddedService) {
    const json = attribute(JSON.stringify(settings.embeddedService));
    metas.push(`<meta name="${EMBEDDED_SERVICE_META}" content="${json}">`);
  }
  if (metas.length === 0) return html;
  const meta = metas.join('');
  return html.includes('</head>') ? html.replace('</head>', `${meta}</head>`) : meta + html;
}

export interface PageSettings {
  walletConnectProjectId?: string;
  trustedContracts?: TrustedContractsSetting;
  /** Set when the upstream is the embedded service. */
  embeddedService?: EmbeddedServiceSetting;
}

export interface SpaSettings extends PageSettings {
  /** Renders a page on the server (page-render.ts); without it, the empty document is sent. */
  serverEntry?: Promise<RenderPage | undefined>;
  /** For each page's own policy, with its nonce (security/headers.ts). */
  csp?: { https: boolean; remoteWallets: boolean };
  /** How long a render waits for a response its loaders asked for. */
  dataWithinMs?: number;
  logger?: Logger;
}

/** Caches keep one copy of a page per language and visitor, and per encoding. */
const PAGE_VARY = 'Accept-Encoding, Accept-Language, Cookie';

/** Past this, a page is rendered without that response: the browser asks for it itself. */
const DATA_WITHIN_MS = 300;

export function mountSpa(app: Hono, distDir: string, settings: SpaSettings = {}) {
  const root = path.relative(process.cwd(), distDir) || '.';
  // Read, with the page's settings in it, and compressed once, on its first request.
  let built: Promise<PageDocument | undefined> | undefined;
  const index = () =>
    (built ??= readFile(path.join(distDir, 'index.html'), 'utf8').then(
      (html) => pageDocument(withPageSettings(html, settings)),
      () => undefined,
    ));
  // Hashed file names never change: cache them for a year.
  const immutable = 'public, max-age=31536000, immutable';
  const assets = precompressedFiles(distDir, { cacheControl: immutable });
  const plainAssets = serveStatic({
    root,
    onFound: (_path, c) => c.header('Cache-Control', immutable),
  });
  app.use('/assets/*', async (c, next) => (await assets(c)) ?? plainAssets(c, next));
  const files = precompressedFiles(distDir);
  const plainFiles = serveStatic({ root });
  app.use('*', async (c, next) => {
    if (c.req.path.startsWith('/api/') || c.req.path === '/api') return next();
    // The document itself always comes from the handler below, with the page's settings in it.
    if (c.req.path === '/' || c.req.path === '/index.html') return next();
    return (await files(c)) ?? plainFiles(c, next);
  });
  app.get('*', async (c, next) => {
    if (c.req.path.startsWith('/api/') || c.req.path === '/api') return next();
    // A file that is not there is a 404, not the document: robots.txt or a script of an older
    // build responded with a page and 200 reads as a broken file (Lighthouse: "robots.txt is not
    // valid"; a browser: a script with the wrong MIME type). App routes have no extension.
    if (c.req.path !== '/index.html' && FILE_PATH.test(c.req.path)) {
      return c.text('Not found', 404);
    }
    c.header('Cache-Control', 'no-cache');
    const doc = await index();
    if (!doc) return c.text('Ferry is not built: run npm run build', 500);
    // HEAD sends no body: nothing to render.
    const renderPage = await settings.serverEntry;
    if (!renderPage || c.req.method === 'HEAD') return sendDocument(c, doc);
    const locale = pageLocale(getCookie(c, LOCALE_COOKIE), c.req.header('accept-language'));
    const nonce = randomBytes(16).toString('base64');
    let page: RenderedPage;
    try {
      page = await renderPage({
        request: c.req.raw,
        locale,
        nonce,
        fetch: ownRoutesFetch(app, c, settings.dataWithinMs ?? DATA_WITHIN_MS),
      });
    } catch (err) {
      // The empty document, as before server rendering: the browser renders the page itself.
      settings.logger?.error({ err, path: c.req.path }, 'server rendering failed');
      return sendDocument(c, doc);
    }
    if ('location' in page) return c.redirect(page.location, page.status as 302);
    const csp = settings.csp ?? { https: false, remoteWallets: false };
    gatherResponseHeaders(c, {
      'content-security-policy': spaCsp(csp.https, csp.remoteWallets, nonce),
    });
    const [before, after] = renderedDocument(doc.html, locale, page.title);
    return streamedDocument(c, before, page.body, after, page.status, PAGE_VARY);
  });
}

/**
 * The built document around the rendered page: its language and direction on <html>, its title,
 * and the page in #root. The split is Vite's index.html as the build wrote it (its scripts and
 * stylesheet), at the empty #root it has for the page.
 */
function renderedDocument(html: string, locale: Locale, title: string): [string, string] {
  const at = html.indexOf(ROOT);
  if (at < 0) throw new Error('index.html has no empty #root');
  const head = html
    .slice(0, at)
    .replace(/<html lang="[^"]*">/, () => `<html lang="${locale}" dir="${directionOf(locale)}">`)
    .replace(/<title>[^<]*<\/title>/, () => `<title>${text(title)}</title>`);
  return [`${head}<div id="root">`, html.slice(at + ROOT.length - '</div>'.length)];
}

const ROOT = '<div id="root"></div>';
const text = (value: string) => value.replace(/[<&]/g, (ch) => (ch === '<' ? '&lt;' : '&amp;'));

const FILE_PATH = /^\/assets\/|\.[a-z0-9]{1,8}$/i;

/** The document with its compressed copies, made once (it is the same for every visit). */
interface PageDocument {
  html: string;
  compressed: Partial<Record<ContentCoding, Uint8Array<ArrayBuffer>>>;
}

function pageDocument(html: string): PageDocument {
  const bytes = Buffer.from(html);
  if (bytes.length < MIN_COMPRESSED_BYTES) return { html, compressed: {} };
  const compressed = CODINGS.map((c) => [c, new Uint8Array(compressOnce(bytes, c))] as const);
  return { html, compressed: Object.fromEntries(compressed) };
}

function sendDocument(c: Context, doc: PageDocument, vary = 'Accept-Encoding') {
  c.header('Vary', vary);
  const codings = CODINGS.filter((coding) => doc.compressed[coding]);
  if (codings.length === 0) return c.html(doc.html);
  const coding = chooseCoding(c.req.header('accept-encoding'), codings);
  if (!coding) return c.html(doc.html);
  return c.body(doc.compressed[coding]!, 200, {
    'content-type': 'text/html; charset=UTF-8',
    'content-encoding': coding,
  });
}
