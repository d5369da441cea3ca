import { useCallback, useEffect, useState } from 'react';
import { copyText } from './copy-text';

export type CopyState = 'idle' | 'copied' | 'failed';

/** Copies text and says how it went, for `resetMs`: a "Copied" should not stay for good. */
export function useCopy(resetMs = 2000) {
  const [result, setResult] = useState<{ state: CopyState; at: number }>({ state: 'idle', at: 0 });
  useEffect(() => {
    if (result.state === 'idle') return;
    const timer = setTimeout(() => setResult((r) => ({ ...r, state: 'idle' })), resetMs);
    return () => clearTimeout(timer);
  }, [result, resetMs]);
  // `at` counts the copies, so a second copy within `resetMs` restarts the wait.
  const copy = useCallback(async (text: string) => {
    const ok = await copyText(text);
    setResult((r) => ({ state: ok ? 'copied' : 'failed', at: r.at + 1 }));
    return ok;
  }, []);
  return { state: result.state, copy };
}
