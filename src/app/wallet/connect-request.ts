// "Open the wallet modal" from anywhere (the bridge's own Connect button), without importing
// RainbowKit: the header's WalletButton loads the modal's chunk if needed and opens it.
type Listener = () => void;

const listeners = new Set<Listener>();

/** Ask the header's wallet button to open the connect modal (loading it first if needed). */
export function requestWalletConnect(): void {
  listeners.forEach((listener) => listener());
}

export function subscribeConnectRequests(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
