// One chain or token mark, fetched the first time any logo draws it (its own chunk, see
// marks.ts); every logo showing it re-renders when it arrives.
import { useEffect, useSyncExternalStore } from 'react';
import type { Mark, MarkLoader } from './marks';

const loaded = new Map<MarkLoader, Mark>();
const loading = new Set<MarkLoader>();
const listeners = new Set<() => void>();

function load(loader: MarkLoader) {
  if (loaded.has(loader) || loading.has(loader)) return;
  loading.add(loader);
  loader()
    .then(
      (module) => {
        loaded.set(loader, module.default);
        for (const listener of listeners) listener();
      },
      () => {
        // Offline or a stale deploy: the initials stay, and a later logo tries again.
      },
    )
    .finally(() => loading.delete(loader));
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * The mark once loaded (undefined until then, on the server, and for no loader). In an object:
 * a component handed straight from a hook reads, to React's lint, as one made during render.
 */
export function useMark(loader: MarkLoader | undefined): { Mark: Mark | undefined } {
  const mark = useSyncExternalStore(
    subscribe,
    () => (loader ? loaded.get(loader) : undefined),
    () => undefined,
  );
  useEffect(() => {
    if (loader) load(loader);
  }, [loader]);
  return { Mark: mark };
}
