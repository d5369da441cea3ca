// EIP-5792 v2: whether a wallet can send several calls as one atomic batch on a chain. The wallet
// answers wallet_getCapabilities per chain id, and "0x0" for what holds on every chain; "ready"
// means it can upgrade the account first (EIP-7702) and will ask the person to.

export type AtomicStatus = 'supported' | 'ready' | 'unsupported';

/** viem's parsed answer: capabilities keyed by chain id (0 for every chain). */
export type WalletCapabilities = Record<number, Record<string, unknown> | undefined>;

const STATUSES: ReadonlySet<string> = new Set(['supported', 'ready', 'unsupported']);

function statusIn(capabilities: Record<string, unknown> | undefined): AtomicStatus | undefined {
  const atomic = capabilities?.atomic as { status?: unknown } | undefined;
  const status = atomic?.status;
  return typeof status === 'string' && STATUSES.has(status) ? (status as AtomicStatus) : undefined;
}

/** The chain's own answer first, then the one for every chain; undefined when neither says. */
export function atomicStatus(
  capabilities: WalletCapabilities | undefined,
  chainId: number,
): AtomicStatus | undefined {
  if (!capabilities) return undefined;
  return statusIn(capabilities[chainId]) ?? statusIn(capabilities[0]);
}

/** Approve and deposit go in one confirmation only where the wallet says it can do it atomically. */
export function canBatch(capabilities: WalletCapabilities | undefined, chainId: number): boolean {
  const status = atomicStatus(capabilities, chainId);
  return status === 'supported' || status === 'ready';
}
