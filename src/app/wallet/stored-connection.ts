// Whether wagmi left a connection to restore in this browser (its persisted store under
// "wagmi.store", with the current connection's id), read without loading wagmi: only then does
// a visit load the wallet layer before the person asks for it.
const STORE_KEY = 'wagmi.store';

export function hasStoredConnection(storage: Pick<Storage, 'getItem'> | undefined): boolean {
  try {
    const raw = storage?.getItem(STORE_KEY);
    if (!raw) return false;
    const persisted = JSON.parse(raw) as { state?: { current?: unknown } } | null;
    // wagmi clears `current` on disconnect, so a disconnected wallet costs nothing either.
    return typeof persisted?.state?.current === 'string' && persisted.state.current !== '';
  } catch {
    // Storage blocked or a value that is not wagmi's: nothing to restore.
    return false;
  }
}
