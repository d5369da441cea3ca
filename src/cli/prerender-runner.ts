// The prerender's own Node process (src/cli/prerender-pages.ts builds it beside the app): a DOM
// for the code that expects a browser (the router reads window and history as it starts, the
// stored preferences read storage), then every page in every language, rendered and written.
// A process of its own, so none of these globals reach the build.
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { JSDOM } from 'jsdom';
import {
  PRERENDERED_DIR,
  PRERENDERED_PAGES,
  type PrerenderAssumption,
} from '../app/prerender/prerendered';
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

const outDir = process.argv[2];
if (!outDir) throw new Error('usage: prerender-runner <dist folder>');
// After the DOM is in place: the app's modules may read it as they load. The app is built as
// an entry of its own beside this one (prerender-pages.ts), loaded by its file name.
const { renderPage } = (await import(new URL('./render-page.js', import.meta.url).href)) as {
  renderPage: (
    path: string,
    locale: Locale,
    assumes?: PrerenderAssumption,
  ) => Promise<{ html: string; title: string }>;
};
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
