// One value kept in this browser (localStorage), the same way wherever it is kept. Storage may
// be refused (private modes, a full quota, a policy, a sandboxed frame): reads then give the
// fallback and a write holds for this page only. What another tab stores arrives through the
// `storage` event, so every tab follows the latest choice.
import { useSyncExternalStore } from 'react';

export interface StoredValue<T> {
  readonly key: string;
  readonly fallback: T;
  /**
   * The stored value; the fallback when nothing readable is stored or storage is refused. The
   * same object until the stored text changes, so it can be a useSyncExternalStore snapshot.
   */
  read(): T;
  /** Keeps `value`; false when storage refused it (it then holds for this page only). */
  write(value: T): boolean;
  /** Forgets the stored value: reads give the fallback again. */
  clear(): void;
  /** Calls `onChange` after a write or clear in this tab, and a change of this key in another. */
  subscribe(onChange: () => void): () => void;
}

export interface StoredValueOptions<T> {
  /**
   * New keys read `ferry.<what>`. Older ones keep their spelling: renaming a key forgets what
   * people stored under it.
   */
  key: string;
  fallback: T;
  /** The stored text as a value, or undefined when it is not one (an old or foreign shape). */
  parse: (raw: string) => T | undefined;
  /** The value as stored text; String(value) when not given. */
  format?: (value: T) => string;
}

function storage(): Storage | undefined {
  try {
    return globalThis.localStorage ?? undefined;
  } catch {
    return undefined; // reading the property itself throws where storage is denied
  }
}

export function storedValue<T>({
  key,
  fallback,
  parse,
  format = String,
}: StoredValueOptions<T>): StoredValue<T> {
  const listeners = new Set<() => void>();
  // What this page wrote while storage refused it; a stored change, here or in another tab,
  // clears it.
  let unsaved: { value: T } | undefined;
  let cache: { raw: string | null; value: T } | undefined;

  const rawValue = (): string | null => {
    try {
      return storage()?.getItem(key) ?? null;
    } catch {
      return null;
    }
  };
  const parsed = (raw: string | null): T => {
    if (raw === null) return fallback;
    try {
      return parse(raw) ?? fallback;
    } catch {
      return fallback; // e.g. JSON.parse on text that is not JSON
    }
  };
  const notify = () => listeners.forEach((l) => l());
  const keep = (change: (s: Storage) => void, held: T): boolean => {
    const s = storage();
    let ok = false;
    try {
      if (s) {
        change(s);
        ok = true;
      }
    } catch {
      // refused: held below
    }
    unsaved = ok ? undefined : { value: held };
    notify();
    return ok;
  };

  return {
    key,
    fallback,
    read() {
      if (unsaved) return unsaved.value;
      const raw = rawValue();
      if (!cache || cache.raw !== raw) cache = { raw, value: parsed(raw) };
      return cache.value;
    },
    write(value) {
      return keep((s) => s.setItem(key, format(value)), value);
    },
    clear() {
      keep((s) => s.removeItem(key), fallback);
    },
    subscribe(onChange) {
      listeners.add(onChange);
      const onStorage = (e: StorageEvent) => {
        // key null: another tab cleared the whole storage.
        if (e.key !== key && e.key !== null) return;
        unsaved = undefined;
        onChange();
      };
      globalThis.addEventListener?.('storage', onStorage);
      return () => {
        listeners.delete(onChange);
        globalThis.removeEventListener?.('storage', onStorage);
      };
    },
  };
}

/** A stored value in React: re-renders on a change in this tab or another, and a setter. */
export function useStoredValue<T>(stored: StoredValue<T>): [T, (value: T) => void] {
  const value = useSyncExternalStore(stored.subscribe, stored.read, () => stored.fallback);
  return [value, stored.write];
}
