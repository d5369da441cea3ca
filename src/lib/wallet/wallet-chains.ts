// The wallet's chains by id, and where their reads go, without viem's chain objects or wagmi:
// the first page needs these responses before (and without) the wallet layer.

/** Every EVM chain a transfer can start from (or, for HyperCore, be signed on); see ../wagmi.ts. */
export const walletChainIds = [1, 10, 42161, 8453, 137, 56, 130, 480, 57073] as const;
export type WalletChainId = (typeof walletChainIds)[number];

export function isWalletChain(chainId: number): chainId is WalletChainId {
  return (walletChainIds as readonly number[]).includes(chainId);
}

/** Ferry's own JSON-RPC for a chain, which the BFF serves or refuses (never a public RPC). */
export function rpcPath(chainId: number): string {
  return `/api/rpc/${chainId}`;
}
