import { useState } from 'react';
import { normalizeAmountText } from '../model/amount';

// The same shape src/app/search.ts accepts for ?amount=: digits, optionally a dot and digits.
const URL_AMOUNT = /^\d{1,30}(\.\d{1,36})?$/;

/**
 * The amount as typed, kept exactly (never reformatted), mirrored into the URL whenever it is a
 * well-formed number (".5" as "0.5"), so a link carries it. Text the URL cannot hold ("1,5")
 * stays on screen with its error; the URL keeps the last well-formed value.
 *
 * The URL is read once, when the page opens. Afterwards the field is the source of truth:
 * URL updates land asynchronously, and following them back would overwrite keystrokes typed
 * in the meantime (the bridge replaces history entries, so Back leaves the page anyway).
 */
export function useUrlAmount(
  urlAmount: string | undefined,
  onUrlAmount: (amount: string | undefined) => void,
): [string, (text: string) => void] {
  const [text, setText] = useState(urlAmount ?? '');
  const change = (next: string) => {
    setText(next);
    if (next === '') onUrlAmount(undefined);
    else {
      // ".5" is carried as "0.5": the one way a link writes a number.
      const canonical = normalizeAmountText(next);
      if (URL_AMOUNT.test(canonical)) onUrlAmount(canonical);
    }
  };
  return [text, change];
}
