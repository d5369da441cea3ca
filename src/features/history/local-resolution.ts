// What history learns about a transfer this browser remembers (src/lib/recent-transfers.ts).

/** What the service says about a local entry now (its order's deposit and state), if known. */
export interface LocalResolution {
  state?: string;
  /** 'transfer' states for orders, 'deposit' statuses for gasless deposits. */
  kind: 'transfer' | 'deposit';
  deposit?: { originChainId: number; depositId: string; txnRef?: string };
}
