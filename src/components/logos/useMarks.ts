// The chain and token marks, fetched once per page as their own chunk the first time a logo is
// drawn; every logo on the page re-renders with its mark when it arrives.
import { useEffect, useSyncExternalStore } from 'react';
import type { CHAIN_MARKS, TOKEN_MARKS } from './icon-set';

export interface Marks {
  chains: typeof CHAIN_MARKS;
  tokens: typeof TOKEN_MARKS;
}

let marks: Marks | undefined;
let loading: Promise<void> | undefined;
const listeners = new Set<() => void>();

function load(): Promise<void> {
  loading ??= import('./icon-set').then(
    (m) => {
      marks = { chains: m.CHAIN_MARKS, tokens: m.TOKEN_MARKS };
      for (const listener of listeners) listener();
    },
    () => {
      loading = undefined; // offline or a stale deploy: initials stay, a later logo tries again
    },
  );
  return loading;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The marks once loaded (undefined until then, and on the server). */
export function useMarks(): Marks | undefined {
  const current = useSyncExternalStore(
    subscribe,
    () => marks,
    () => undefined,
  );
  useEffect(() => {
    if (!marks) void load();
  }, []);
  return current;
}
