// Message descriptors as plain MessageDescriptor: react-intl types each descriptor made by
// defineMessages as taking no values, so one with placeholders could not be formatted with them.
// A Phrase is a message with its values, made where the facts are known (the checks of what is
// signed, the review's rows) and said where it is shown, in the reader's language.
import type { IntlShape, MessageDescriptor } from 'react-intl';

export const untyped = <K extends string>(messages: Record<K, MessageDescriptor>) => messages;

/** An amount with its symbol ("25 USDC"): read left to right inside right-to-left text. */
export interface LeftToRight {
  ltr: string;
}

export type PhraseValue = string | number | Phrase | LeftToRight;

export const ltr = (text: string): LeftToRight => ({ ltr: text });

export interface Phrase {
  message: MessageDescriptor;
  values?: Record<string, PhraseValue>;
}

export const phrase = (message: MessageDescriptor, values?: Record<string, PhraseValue>): Phrase =>
  values ? { message, values } : { message };

const plain = (t: IntlShape, v: PhraseValue): string | number =>
  typeof v !== 'object' ? v : 'ltr' in v ? v.ltr : sayPhrase(t, v);

/** A phrase (its values that are phrases said first) or text that needs no words, as read. */
export function sayPhrase(t: IntlShape, p: Phrase | LeftToRight | string): string {
  if (typeof p === 'string') return p;
  if ('ltr' in p) return p.ltr;
  const values =
    p.values && Object.fromEntries(Object.entries(p.values).map(([k, v]) => [k, plain(t, v)]));
  return t.formatMessage(p.message, values);
}
