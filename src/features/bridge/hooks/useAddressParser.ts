// The address check (src/contract/address.ts) verifies EIP-55 checksums with viem's keccak256,
// about 5 KB compressed that a first visit never uses: the recipient and refund fields start
// empty. It loads when a field is focused or pressed, or once one holds text.
import { useEffect, useState } from 'react';
import type { parseAddressInput } from '../../../contract/address';

type ParseAddress = typeof parseAddressInput;

let parser: ParseAddress | undefined;
const load = () => import('../../../contract/address').then((m) => (parser = m.parseAddressInput));

/** Starts the check's download, for a field about to be typed in (a second call costs nothing). */
export const preloadAddressParser = () => void load();

/** The check once loaded; `needed` loads it. Undefined until then (nothing is parsed yet). */
export function useAddressParser(needed: boolean): ParseAddress | undefined {
  const [loaded, setLoaded] = useState<ParseAddress | undefined>(() => parser);
  useEffect(() => {
    if (!needed || loaded) return;
    let live = true;
    void load().then((parse) => live && setLoaded(() => parse));
    return () => {
      live = false;
    };
  }, [needed, loaded]);
  return loaded ?? parser;
}
