// The language a page is rendered in on the server: the one the browser will open it in — the
// one the person chose (a cookie mirrors that choice: src/i18n/choice.ts), else the first of
// Accept-Language that Ferry speaks, as the browser does with navigator.languages.
import { LOCALES, matchLocale, type ShippedLocale } from '../../i18n/locales';

export function pageLocale(
  cookie: string | undefined,
  acceptLanguage: string | undefined,
): ShippedLocale {
  // Only a shipped language: the pseudo-locale and a forged value are not rendered.
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
