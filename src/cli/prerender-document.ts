// A prerendered page's document: the build's index.html with the page drawn into #root, its
// language and direction on <html>, and its title. Its scripts start once it is painted
// (public/theme-init.js starts what is marked data-after-paint): the page is on screen without
// them, so on a slow network nothing competes with the HTML and stylesheet it is drawn from.
import {
  ASSUMED_ATTRIBUTE,
  DRAWN_AT_ATTRIBUTE,
  PRERENDERED_ATTRIBUTE,
  type PrerenderAssumption,
} from '../app/prerender/prerendered';
import { directionOf, type Locale } from '../i18n/locales';

export function pageDocument(
  template: string,
  locale: Locale,
  drawn: { html: string; title: string; drawnAt?: number },
  assumes?: PrerenderAssumption,
): string {
  const title = drawn.title.replace(/[<&]/g, (c) => (c === '<' ? '&lt;' : '&amp;'));
  const replaced = template
    .replace(/<html lang="[^"]*">/, () => `<html lang="${locale}" dir="${directionOf(locale)}">`)
    .replace(/<title>[^<]*<\/title>/, () => `<title>${title}</title>`)
    .replace(
      /<script type="module" crossorigin src="([^"]+)"><\/script>/g,
      (_, src: string) => `<script type="text/plain" data-after-paint data-src="${src}"></script>`,
    )
    .replace(
      /<link rel="modulepreload" crossorigin href="([^"]+)">/g,
      (_, href: string) => `<meta name="ferry-module" data-after-paint data-href="${href}">`,
    )
    // The page's own chunks, which theme-init.js preloads from this table, likewise.
    .replace(
      '<script type="application/json" id="ferry-route-chunks">',
      '<script type="application/json" id="ferry-route-chunks" data-after-paint>',
    )
    // Inert until React has taken it over: a tap before then would be lost.
    // (Functions, not strings: a "$" in the page is text, not a replacement pattern.)
    // A variant says what it assumed, for the browser to assume it too (assumed-answers.ts);
    // a page drawn with the service's answers, when (drawn-data.ts).
    .replace('<div id="root"></div>', () => {
      const assumed = assumes ? ` ${ASSUMED_ATTRIBUTE}="${assumes}"` : '';
      const at = drawn.drawnAt === undefined ? '' : ` ${DRAWN_AT_ATTRIBUTE}="${drawn.drawnAt}"`;
      return `<div id="root" inert ${PRERENDERED_ATTRIBUTE}="${locale}"${assumed}${at}>${drawn.html}</div>`;
    });
  if (!replaced.includes(PRERENDERED_ATTRIBUTE)) throw new Error('index.html has no empty #root');
  return replaced;
}
