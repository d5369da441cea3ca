// The prerender's own Node process (src/cli/prerender-pages.ts builds it beside the app): a DOM
// for the code that expects a browser (the router reads window and history as it starts, the
// stored preferences read storage), then every page in every language, rendered and written.
// A process of its own, so none of these globals reach the build.
//
// Run as a worker thread instead, it is the BFF's render worker (src/server/bff/page-render/):
// it draws a tracker as it is asked for, with the transfer's record the BFF has asked for. A
// thread of its own for the same reason: its globals never reach the BFF's.
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { isMainThread, parentPort, workerData } from 'node:worker_threads';
import { JSDOM } from 'jsdom';
import {
  PRERENDERED_DIR,
  PRERENDERED_PAGES,
  type PrerenderAssumption,
} from '../app/prerender/prerendered';
import type { DrawnPage, RenderAsk, RenderReply } from '../app/prerender/render-messages';
import { LOCALES, type Locale } from '../i18n/locales';
import { pageDocument } from './prerender-document';

const dom = new JSDOM('<!doctype html><html><head></head><body></body></html>', {
  url: 'http://localhost/',
});
// The window's properties, its prototypes' too (addEventListener), on Node's global object,
// where Node has none of its own.
const window = dom.window as Record<string, unknown>;
for (let from: object | null = window; from && from !== Object.prototype;) {
  for (const key of Object.getOwnPropertyNames(from)) {
    if (key in globalThis) continue;
    const value = window[key];
    Object.defineProperty(globalThis, key, {
      configurable: true,
      value: typeof value === 'function' && from !== window ? value.bind(window) : value,
    });
  }
  from = Object.getPrototypeOf(from) as object | null;
}

// After the DOM is in place: the app's modules may read it as they load. The app is built as
// an entry of its own beside this one (prerender-pages.ts), loaded by its file name.
const { renderPage } = (await import(new URL('./render-page.js', import.meta.url).href)) as {
  renderPage: (
    path: string,
    locale: Locale,
    assumes?: PrerenderAssumption,
    withAnswers?: boolean,
  ) => Promise<DrawnPage>;
};

if (isMainThread) await writePages(process.argv[2]);
else await serveRenders((workerData as { distDir: string }).distDir);

async function writePages(outDir: string | undefined) {
  if (!outDir) throw new Error('usage: prerender-runner <dist folder>');
  const template = await readFile(path.join(outDir, 'index.html'), 'utf8');
  for (const { code: locale } of LOCALES) {
    const dir = path.join(outDir, PRERENDERED_DIR, locale);
    await mkdir(dir, { recursive: true });
    for (const page of PRERENDERED_PAGES) {
      const drawn = await renderPage(page.path, locale, page.assumes);
      const document = pageDocument(template, locale, drawn, page.assumes);
      await writeFile(path.join(dir, `${page.name}.html`), document);
    }
  }
}

async function serveRenders(distDir: string) {
  const template = await readFile(path.join(distDir, 'index.html'), 'utf8');
  const reply = (message: RenderReply) => parentPort!.postMessage(message);
  // One at a time: the answers (fetch) and the moment drawn are the process's own globals.
  let queue = Promise.resolve();
  parentPort!.on('message', (ask: RenderAsk) => {
    queue = queue.then(async () => {
      let html: string | undefined;
      try {
        globalThis.fetch = answersOnly(ask.answers);
        const drawn = await renderPage(ask.path, ask.locale, undefined, true);
        if (drawn.drawnAt !== undefined) html = pageDocument(template, ask.locale, drawn);
      } catch (err) {
        console.error('drawing', ask.path, 'failed:', err);
      }
      reply({ id: ask.id, html });
    });
  });
  reply({ ready: true });
}

/** Fetch for the app while it draws: the answers the BFF gave, nothing from the network. */
function answersOnly(answers: Record<string, string>): typeof fetch {
  return (input) => {
    const body = typeof input === 'string' ? answers[input] : undefined;
    if (body === undefined) return Promise.reject(new Error(`not among the answers: ${input}`));
    const headers = { 'content-type': 'application/json' };
    return Promise.resolve(new Response(body, { status: 200, headers }));
  };
}
