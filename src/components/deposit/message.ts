// A message with its values: pure modules (the status map, the timeline) make these, and the
// component showing one formats it in the page's language with `useMessages()`.
import type { IntlShape, MessageDescriptor } from 'react-intl';
import { english } from '../../i18n/english';
import { directionOf, isLocale } from '../../i18n/locales';
import { useT } from '../../i18n/useT';

/** A value may be a message itself (a chain no list names), formatted in the same language. */
export type Message = MessageDescriptor & {
  values?: { [name: string]: string | number | Message };
};

type Values = Record<string, string | number>;

/** useT()'s object, or any that formats messages in a language. */
type MessageFormatter = Pick<IntlShape, 'locale' | 'formatMessage'>;

/** Values that choose a variant of a message (ICU select), not text shown. */
const SELECTORS = new Set(['refund']);

const rightToLeft = (t: Pick<MessageFormatter, 'locale'>) =>
  isLocale(t.locale) && directionOf(t.locale) === 'rtl';

/**
 * Already isolated: the page's formatters (useFormat) isolate an amount themselves, and messages
 * formatted in the page's language (`nestedMessage`) are isolated by their first letter.
 */
const isIsolated = (v: string) => /^[\u2066-\u2068]/.test(v) && v.endsWith('\u2069');

/**
 * The values of a message, each kept left to right in a right-to-left language: they are
 * amounts, addresses, hashes and chain names, which the bidi algorithm would otherwise reorder
 * ("24.9 USDC" read as "USDC 24.9"). Left alone in a left-to-right one.
 */
export function isolated(t: MessageFormatter, values: Values | undefined): Values | undefined {
  if (!values || !rightToLeft(t)) return values;
  return Object.fromEntries(
    Object.entries(values).map(([k, v]) => [
      k,
      typeof v === 'string' && v && !SELECTORS.has(k) && !isIsolated(v) ? `\u2066${v}\u2069` : v,
    ]),
  );
}

/**
 * A formatted message placed as a value inside another sentence ("Chain 12345" in "Deposited on
 * …"): in a right-to-left language isolated by their first strong letter, so Arabic words read
 * right to left even among the left-to-right values, and `isolated` leaves them alone.
 */
export function nestedMessage(t: MessageFormatter, text: Message): string {
  const formatted = messageOf(t, text);
  return rightToLeft(t) ? `\u2068${formatted}\u2069` : formatted;
}

/** The values of a message, those that are messages formatted first, the rest isolated. */
function valuesOf(t: MessageFormatter, values: Message['values']): Values | undefined {
  if (!values) return undefined;
  const plain: Values = {};
  const nested: Values = {};
  for (const [k, v] of Object.entries(values))
    if (typeof v === 'object') nested[k] = nestedMessage(t, v);
    else plain[k] = v;
  return { ...isolated(t, plain), ...nested };
}

/** A message in `t`'s language; a string is text already formatted (a feature's own). */
export const messageOf = (t: MessageFormatter, text: Message | string): string =>
  typeof text === 'string' ? text : t.formatMessage(text, valuesOf(t, text.values));

/** `messageOf` in the page's language: `const format = useMessages(); format(step.label)`. */
export function useMessages(): (text: Message | string) => string {
  const t = useT();
  return (text) => messageOf(t, text);
}

/** A message formatted in English, for callers that still take a string. */
export const inEnglish = (m: Message): string => messageOf(english, m);

/** `values` for `t.formatMessage`, each isolated left to right when the page reads right to left. */
export const keptLtr = <V extends Record<string, string | number>>(
  t: MessageFormatter,
  values: V,
): V => (isolated(t, values) ?? values) as V;
