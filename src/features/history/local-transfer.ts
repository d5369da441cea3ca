// A transfer this browser remembers, as history needs it. The transfers feature keeps the list
// (localStorage); the route passes its entries in, and any entry of that shape fits here.
export type LocalRef =
  | { kind: 'order'; orderId: string }
  | { kind: 'deposit'; originChainId: number; depositId: string };

export interface LocalTransfer {
  ref: LocalRef;
  submittedAt: string;
  originChainId: number;
  destinationChainId: number;
  input: { symbol: string; decimals: number; amount: string };
  output: { symbol: string; decimals: number; amount: string };
  depositor?: string;
}

/** What the service says about a local entry now (its order's deposit and state), if known. */
export interface LocalResolution {
  state?: string;
  /** 'transfer' states for orders, 'deposit' statuses for gasless deposits. */
  kind: 'transfer' | 'deposit';
  deposit?: { originChainId: number; depositId: string; txnRef?: string };
}
