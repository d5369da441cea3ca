// A message with its values: pure modules (the status map, the timeline) make these, and the
// component showing one says it in the page's language with `useWords()`.
import { createIntl, createIntlCache, type IntlShape, type MessageDescriptor } from 'react-intl';
import { useT } from '../../i18n/useT';

export type Message = MessageDescriptor & { values?: Record<string, string | number> };

/** A message in `t`'s language; a string is words already said (a feature's own). */
export const wordsOf = (t: IntlShape, text: Message | string): string =>
  typeof text === 'string' ? text : t.formatMessage(text, text.values);

/** `wordsOf` in the page's language: `const words = useWords(); words(step.label)`. */
export function useWords(): (text: Message | string) => string {
  const t = useT();
  return (text) => wordsOf(t, text);
}

const english = createIntl({ locale: 'en', messages: {}, onError: () => {} }, createIntlCache());

/** The English words of a message, for callers that still take a string. */
export const inEnglish = (m: Message): string => wordsOf(english, m);
