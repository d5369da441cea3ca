// Which prerendered document (src/cli/prerender-pages.ts) a request for a page gets: the page
// by its path, in the language the browser will open it in — the one the person chose (a
// cookie mirrors that choice: src/i18n/choice.ts), else the first of Accept-Language that Ferry
// speaks, as the browser does with navigator.languages. None for other paths. A page with a
// variant drawn for what the request tells of its visitor (signed out) sends the variant when
// that holds. A page of many paths (a transfer's tracker) comes with the path's own value, for
// spa.ts to write in place of the sample it was drawn with.
import { getCookie } from 'hono/cookie';
import type { Context } from 'hono';
import {
  PRERENDERED_DIR,
  PRERENDERED_PAGES,
  type PathValue,
  type PrerenderAssumption,
  type PrerenderedPage,
} from '../../app/prerender/prerendered';
import { LOCALE_COOKIE } from '../../i18n/locale-cookie';
import { LOCALES, matchLocale, type ShippedLocale } from '../../i18n/locales';
import { SESSION_COOKIE_NAMES } from './auth/sessions';

export interface ChosenPage {
  file: string;
  locale: ShippedLocale;
  /** For a page of many paths: how it was drawn, and this path's value. */
  value?: { of: PathValue; is: string };
}

export function prerenderedPage(c: Context): ChosenPage | undefined {
  const pathname = c.req.path.length > 1 ? c.req.path.replace(/\/$/, '') : c.req.path;
  const chosen = (page: PrerenderedPage) => {
    const locale = pageLocale(getCookie(c, LOCALE_COOKIE), c.req.header('accept-language'));
    return { file: `${PRERENDERED_DIR}/${locale}/${page.name}.html`, locale };
  };
  for (const page of PRERENDERED_PAGES) {
    const value = page.forEvery?.pattern.exec(pathname)?.[1];
    if (value) return { ...chosen(page), value: { of: page.forEvery!, is: value } };
  }
  const drawings = PRERENDERED_PAGES.filter((p) => p.path === pathname && !p.forEvery);
  const page =
    drawings.find((p) => p.assumes && HOLDS[p.assumes](c)) ?? drawings.find((p) => !p.assumes);
  return page && chosen(page);
}

/** When a variant's assumption holds, by the request alone. */
const HOLDS = {
  'signed-out': (c) => !hasSessionCookie(c.req.header('cookie')),
} satisfies Record<PrerenderAssumption, (c: Context) => boolean>;

/**
 * Whether a session cookie came, whatever its value: the session may have expired and a value
 * may be garbage, but only the BFF's session check can say, so the page asks it.
 */
export function hasSessionCookie(header: string | undefined): boolean {
  if (!header) return false;
  // By name on the raw header: a value hono's getCookie refuses to parse still came.
  return header.split(';').some((pair) => {
    const name = pair.split('=', 1)[0]!.trim();
    return (SESSION_COOKIE_NAMES as readonly string[]).includes(name);
  });
}

export function pageLocale(
  cookie: string | undefined,
  acceptLanguage: string | undefined,
): ShippedLocale {
  // Only a shipped language: the pseudo-locale and a forged value have no pages.
  const chosen = LOCALES.find((l) => l.code === cookie)?.code;
  return chosen ?? matchLocale(preferredLanguages(acceptLanguage ?? ''));
}

/** Accept-Language's tags, most wanted first ("es-ES,es;q=0.9,en;q=0.8" → es-ES, es, en). */
export function preferredLanguages(header: string): string[] {
  const wanted: { tag: string; q: number; index: number }[] = [];
  header.split(',').forEach((part, index) => {
    const [tag = '', ...params] = part.split(';').map((p) => p.trim());
    if (!LANGUAGE_TAG.test(tag)) return;
    const weight = params.find((p) => p.startsWith('q='));
    // A weight that is not one (q=abc, q=2) makes the entry unreadable: left out.
    const q = weight === undefined ? 1 : WEIGHT.test(weight.slice(2)) ? Number(weight.slice(2)) : 0;
    if (q > 0) wanted.push({ tag, q, index });
  });
  return wanted.sort((a, b) => b.q - a.q || a.index - b.index).map((l) => l.tag);
}

const LANGUAGE_TAG = /^[A-Za-z]{1,8}(-[A-Za-z0-9]{1,8})*$/;
const WEIGHT = /^(0(\.\d{0,3})?|1(\.0{0,3})?)$/;
