// Serves the built SPA with history fallback: any GET outside /api that is not a file gets
// index.html, so deep links like /transfers/0x… work after a reload.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import type { Context, Hono } from 'hono';
import { chooseCoding, CODINGS, type ContentCoding } from '../compression/accept-encoding';
import { compressOnce, MIN_COMPRESSED_BYTES } from '../compression/compress';
import { primedAnswersElement } from '../../lib/primed-answers-element';
import {
  EMBEDDED_SERVICE_META,
  type EmbeddedServiceSetting,
} from '../../lib/embedded-service-setting';
import { askAnswers } from './page-answers';
import { prerenderedPage, type ChosenPage } from './prerendered-pages';
import type { PageRenderer } from './page-render/renderer';
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
  /** How long a page of many paths (a tracker) waits for the answers it carries. */
  answersWithinMs?: number;
  /** Draws such a page with its answers (page-render/renderer.ts); without one it is sent loading. */
  renderer?: PageRenderer;
}

/** Caches keep one copy of a drawn page per language and choice, and per encoding. */
const PAGE_VARY = 'Accept-Encoding, Accept-Language, Cookie';

/** Past this, the tracker is sent without its record: the page asks for it itself. */
const ANSWERS_WITHIN_MS = 300;
/** Past this, the tracker is sent loading with its record, rather than drawn with it. */
const DRAWN_WITHIN_MS = 250;

export function mountSpa(app: Hono, distDir: string, settings: SpaSettings = {}) {
  const root = path.relative(process.cwd(), distDir) || '.';
  // Each document is read and compressed once, on its first request.
  const documents = new Map<string, Promise<PageDocument | undefined>>();
  const documentOf = (file: string) => {
    let doc = documents.get(file);
    if (!doc) {
      doc = readFile(path.join(distDir, file), 'utf8').then(
        (html) => pageDocument(withPageSettings(html, settings)),
        () => undefined,
      );
      documents.set(file, doc);
    }
    return doc;
  };
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
    // build answered with a page and 200 reads as a broken file (Lighthouse: "robots.txt is not
    // valid"; a browser: a script with the wrong MIME type). App routes have no extension.
    if (c.req.path !== '/index.html' && FILE_PATH.test(c.req.path)) {
      return c.text('Not found', 404);
    }
    c.header('Cache-Control', 'no-cache');
    // A page drawn at build time in the person's language when there is one (a build made
    // without them has none: then the empty document, which the app draws itself).
    const page = prerenderedPage(c);
    const doc = page && (await documentOf(page.file));
    if (page?.value && doc) {
      const within = settings.answersWithinMs ?? ANSWERS_WITHIN_MS;
      const { renderer } = settings;
      return sendWithAnswers(c, doc.html, page.value, {
        ask: (paths) => askAnswers(app, c, paths, within),
        draw:
          renderer &&
          (async (answers) => {
            const ask = { path: c.req.path, locale: page.locale, answers };
            const drawn = await renderer.render(ask, DRAWN_WITHIN_MS);
            return drawn && withPageSettings(drawn, settings);
          }),
      });
    }
    if (doc) return sendDocument(c, doc, PAGE_VARY);
    const index = await documentOf('index.html');
    if (!index) return c.text('Ferry is not built: run npm run build', 500);
    return sendDocument(c, index);
  });
}

/**
 * A page of many paths (a tracker): what comes before the page itself at once (the stylesheet
 * starts loading), then the page, drawn with the answers it starts with when the render worker
 * drew it in time, else as the build drew it (loading) with the path's own value in place of
 * the sample; the answers follow it (page-answers.ts, src/api/primed-answers.ts).
 */
function sendWithAnswers(
  c: Context,
  built: string,
  value: NonNullable<ChosenPage['value']>,
  how: {
    ask: (paths: string[]) => Promise<Record<string, string>>;
    draw: ((answers: Record<string, string>) => Promise<string | undefined>) | undefined;
  },
) {
  const loading = built.replaceAll(value.of.sample, value.is);
  const root = Math.max(0, loading.indexOf('<div id="root"'));
  const before = loading.slice(0, root);
  const page = (async () => {
    // HEAD sends no body: nothing to ask the service for.
    const answers = c.req.method === 'HEAD' ? {} : await how.ask(value.of.answers(value.is));
    if (Object.keys(answers).length === 0) return loading.slice(root);
    const drawn = await how.draw?.(answers);
    // The drawing is the same document up to the page: else it is not sent (it cannot be).
    const doc = drawn?.startsWith(before) ? drawn : loading;
    const body = doc.lastIndexOf('</body>');
    const end = body < 0 ? doc.length : body;
    return doc.slice(root, end) + primedAnswersElement(answers) + doc.slice(end);
  })();
  return streamedDocument(c, before, page, PAGE_VARY);
}

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
