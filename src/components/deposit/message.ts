// A message with its values: pure modules (the status map, the timeline) make these, and the
// component showing one says it in the page's language with `useWords()`.
import type { IntlShape, MessageDescriptor } from 'react-intl';
import { english } from '../../i18n/english';
import { directionOf, isLocale } from '../../i18n/locales';
import { useT } from '../../i18n/useT';

export type Message = MessageDescriptor & { values?: Record<string, string | number> };

type Values = Record<string, string | number>;

/** Values that choose a variant of a message (ICU select), not text shown. */
const SELECTORS = new Set(['refund']);

/** Already isolated: the page's formatters (useFormat) isolate an amount themselves. */
const isIsolated = (v: string) => v.startsWith('\u2066') && v.endsWith('\u2069');

/**
 * The values of a message, each kept left to right in a right-to-left language: they are
 * amounts, addresses, hashes and chain names, which the bidi algorithm would otherwise reorder
 * ("24.9 USDC" read as "USDC 24.9"). Left alone in a left-to-right one.
 */
export function isolated(t: IntlShape, values: Values | undefined): Values | undefined {
  if (!values || !isLocale(t.locale) || directionOf(t.locale) !== 'rtl') return values;
  return Object.fromEntries(
    Object.entries(values).map(([k, v]) => [
      k,
      typeof v === 'string' && v && !SELECTORS.has(k) && !isIsolated(v) ? `\u2066${v}\u2069` : v,
    ]),
  );
}

/** A message in `t`'s language; a string is words already said (a feature's own). */
export const wordsOf = (t: IntlShape, text: Message | string): string =>
  typeof text === 'string' ? text : t.formatMessage(text, isolated(t, text.values));

/** `wordsOf` in the page's language: `const words = useWords(); words(step.label)`. */
export function useWords(): (text: Message | string) => string {
  const t = useT();
  return (text) => wordsOf(t, text);
}

/** The English words of a message, for callers that still take a string. */
export const inEnglish = (m: Message): string => wordsOf(english, m);

/** `values` for `t.formatMessage`, each isolated left to right when the page reads right to left. */
export const keptLtr = <V extends Record<string, string | number>>(t: IntlShape, values: V): V =>
  (isolated(t, values) ?? values) as V;
