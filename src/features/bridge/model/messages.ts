// Message descriptors as plain MessageDescriptor: react-intl types each descriptor made by
// defineMessages as taking no values, so one with placeholders could not be formatted with them.
// A Phrase is a message with its values, made where the facts are known (the checks of what is
// signed, the review's rows) and said where it is shown, in the reader's language.
import type { IntlShape, MessageDescriptor } from 'react-intl';
import { formatsFor, type Formats } from '../../../lib/format';

export const untyped = <K extends string>(messages: Record<K, MessageDescriptor>) => messages;

/**
 * An amount with its symbol ("25 USDC"): read left to right inside right-to-left text. Its
 * figures may be written when said, in the reader's language.
 */
export interface LeftToRight {
  ltr: string | ((f: Formats) => string);
}

/** A figure (a percentage, a date) written when said, in the reader's language. */
export interface Figure {
  figure: (f: Formats) => string;
}

export type PhraseValue = string | number | Phrase | LeftToRight | Figure;

export const ltr = (text: LeftToRight['ltr']): LeftToRight => ({ ltr: text });

export const figure = (write: Figure['figure']): Figure => ({ figure: write });

/** "25 USDC", every digit of the token's decimals, in the reader's language. */
export const exactAmount = (value: bigint, token: { decimals: number; symbol: string }) =>
  ltr((f) => `${f.amount(value, token.decimals, token.decimals)} ${token.symbol}`);

/** A left-to-right value's or a figure's text, in `t`'s language. */
export function written(t: IntlShape, v: LeftToRight | Figure): string {
  if ('figure' in v) return v.figure(formatsFor(t));
  return typeof v.ltr === 'string' ? v.ltr : v.ltr(formatsFor(t));
}

export interface Phrase {
  message: MessageDescriptor;
  values?: Record<string, PhraseValue>;
}

export const phrase = (message: MessageDescriptor, values?: Record<string, PhraseValue>): Phrase =>
  values ? { message, values } : { message };

const plain = (t: IntlShape, v: PhraseValue): string | number =>
  typeof v !== 'object' ? v : 'ltr' in v || 'figure' in v ? written(t, v) : sayPhrase(t, v);

/** A phrase (its values that are phrases said first) or text that needs no words, as read. */
export function sayPhrase(t: IntlShape, p: Phrase | LeftToRight | Figure | string): string {
  if (typeof p === 'string') return p;
  if ('ltr' in p || 'figure' in p) return written(t, p);
  const values =
    p.values && Object.fromEntries(Object.entries(p.values).map(([k, v]) => [k, plain(t, v)]));
  return t.formatMessage(p.message, values);
}
