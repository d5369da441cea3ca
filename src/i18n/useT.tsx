// How a component formats a message: `useT()` gives the active language's react-intl object
// (messages, numbers, dates, relative times, lists), and `<T>` one message as JSX. Both take
// an explicit id and the English text as `defaultMessage`: `npm run i18n:extract` collects
// them into lang/<area>/en.json, which every other language translates.
//
// Outside the app's provider (a component rendered alone in a test) they speak English from the
// English catalogue (./english.ts), so a test needs no provider to read what a person reads.
import { useContext, type ReactNode } from 'react';
import { IntlContext, type IntlShape, type MessageDescriptor } from 'react-intl';
import { english } from './english';

export function useT(): IntlShape {
  return useContext(IntlContext) ?? english;
}

type Values = Record<string, ReactNode | ((chunks: ReactNode[]) => ReactNode)>;

/** One message; `values` fill its placeholders, and functions render its tags (<b>…</b>). */
export function T({ values, ...descriptor }: MessageDescriptor & { values?: Values }) {
  return <>{useT().formatMessage(descriptor, values)}</>;
}
