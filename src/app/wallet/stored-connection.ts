// Whether wagmi left a connection to restore in this browser (its persisted store under
// "wagmi.store", with the current connection's id), read without loading wagmi: only then does
// a visit load the wallet layer before the person asks for it.
import { storedValue } from '../../lib/stored-value';

/** Whether wagmi's stored text names a current connection; wagmi clears it on disconnect. */
export function namesConnection(raw: string): boolean {
  const persisted = JSON.parse(raw) as { state?: { current?: unknown } } | null;
  return typeof persisted?.state?.current === 'string' && persisted.state.current !== '';
}

/** Only read here: wagmi writes the key. Storage refused or text not wagmi's: none to restore. */
export const storedConnection = storedValue({
  key: 'wagmi.store',
  fallback: false,
  parse: namesConnection,
});
