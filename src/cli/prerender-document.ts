// A prerendered page's document: the build's index.html with the page drawn into #root, its
// language and direction on <html>, and its title. Its scripts are fetched at low priority: the
// page is on screen without them, so on a slow network the stylesheet comes first.
import { PRERENDERED_ATTRIBUTE } from '../app/prerender/prerendered';
import { directionOf, type Locale } from '../i18n/locales';

export function pageDocument(
  template: string,
  locale: Locale,
  drawn: { html: string; title: string },
): string {
  const title = drawn.title.replace(/[<&]/g, (c) => (c === '<' ? '&lt;' : '&amp;'));
  const replaced = template
    .replace(/<html lang="[^"]*">/, () => `<html lang="${locale}" dir="${directionOf(locale)}">`)
    .replace(/<title>[^<]*<\/title>/, () => `<title>${title}</title>`)
    .replace(/<script type="module" /g, '<script type="module" fetchpriority="low" ')
    .replace(/<link rel="modulepreload" /g, '<link rel="modulepreload" fetchpriority="low" ')
    // The page's own chunks, preloaded by theme-init.js from this table, likewise.
    .replace(
      '<script type="application/json" id="ferry-route-chunks">',
      '<script type="application/json" id="ferry-route-chunks" data-fetchpriority="low">',
    )
    // Inert until React has taken it over: a tap before then would be lost.
    // (Functions, not strings: a "$" in the page is text, not a replacement pattern.)
    .replace(
      '<div id="root"></div>',
      () => `<div id="root" inert ${PRERENDERED_ATTRIBUTE}="${locale}">${drawn.html}</div>`,
    );
  if (!replaced.includes(PRERENDERED_ATTRIBUTE)) throw new Error('index.html has no empty #root');
  return replaced;
}
