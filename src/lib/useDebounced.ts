import { useEffect, useState } from 'react';

/**
 * `value` once `key` has stayed the same for `ms` (the quote waits for typing to settle).
 * Returns the settled value and whether a newer one is still waiting.
 */
export function useDebounced<T>(value: T, key: string, ms: number): { value: T; pending: boolean } {
  const [settled, setSettled] = useState({ key, value });
  useEffect(() => {
    if (settled.key === key) return;
    const timer = setTimeout(() => setSettled({ key, value }), ms);
    return () => clearTimeout(timer);
  }, [key, value, ms, settled.key]);
  return { value: settled.value, pending: settled.key !== key };
}
