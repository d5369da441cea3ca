import { useState } from 'react';
import { useT } from '../../../i18n/useT';
import { typedAmountText } from '../../../lib/typed-amount';
import { canonicalAmountText } from '../model/amount';

// The same shape src/app/search.ts accepts for ?amount=: digits, optionally a dot and digits.
const URL_AMOUNT = /^\d{1,30}(\.\d{1,36})?$/;

/**
 * The amount as typed, kept exactly (never reformatted), mirrored into the URL whenever it is a
 * well-formed number (".5" as "0.5"), so a link carries it. The field reads and writes the page
 * language's decimal separator ("1,5" in Spanish); the URL always carries a dot, so a link works
 * in every language. Text the URL cannot hold ("1,5" in English, "1.234" in Spanish) stays on
 * screen with its error, and the URL drops its amount: a link never carries a value typed on
 * the way ("1.23" before the "4") that the field no longer holds.
 *
 * The URL is read once, when the page opens. Afterwards the field is the source of truth:
 * URL updates land asynchronously, and following them back would overwrite keystrokes typed
 * in the meantime (the bridge replaces history entries, so Back leaves the page anyway).
 */
export function useUrlAmount(
  urlAmount: string | undefined,
  onUrlAmount: (amount: string | undefined) => void,
): [string, (text: string) => void] {
  const t = useT();
  const [text, setText] = useState(() =>
    urlAmount === undefined ? '' : typedAmountText(urlAmount, t.locale),
  );
  const change = (next: string) => {
    setText(next);
    // ".5" is carried as "0.5", "1,5" in Spanish as "1.5": the one way a link writes a number.
    const canonical = next === '' ? undefined : canonicalAmountText(next, t);
    onUrlAmount(canonical !== undefined && URL_AMOUNT.test(canonical) ? canonical : undefined);
  };
  return [text, change];
}
