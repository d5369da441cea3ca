// What the form knows about the wallet's balance of the chosen token.
export type BalanceState =
  | { kind: 'no-wallet' }
  | { kind: 'loading' }
  /** This Ferry cannot read that chain at all (no node configured, wallet elsewhere). */
  | { kind: 'unreadable' }
  /** A read was tried and failed. */
  | { kind: 'unavailable' }
  | { kind: 'known'; value: bigint };
