// Wallet configuration: injected wallets only, no WalletConnect, no public RPCs.
import { connectorsForWallets } from '@rainbow-me/rainbowkit';
import { injectedWallet } from '@rainbow-me/rainbowkit/wallets';
import { createConfig, http, type Transport } from 'wagmi';
import { arbitrum, base, bsc, mainnet, optimism, polygon } from 'viem/chains';

export const chains = [mainnet, optimism, arbitrum, base, polygon, bsc] as const;
export type WalletChainId = (typeof chains)[number]['id'];

/**
 * RPC URL decision: every chain's reads go to our own origin, `/api/rpc/{chainId}`, which the
 * BFF will serve (or refuse with a clear error) later. A bare `http()` would silently use the
 * chain's public RPC from viem/chains, leaking the user's address and IP to a third party and
 * breaking the "no external hosts" rule. Nothing here is called at load: wagmi only uses a
 * transport when a hook reads chain state; the wallet's own provider handles signing.
 * Batching is off so each call maps to one request the BFF can allowlist and cache.
 */
export function rpcPath(chainId: number): string {
  return `/api/rpc/${chainId}`;
}

const transports = Object.fromEntries(
  chains.map((chain) => [chain.id, http(rpcPath(chain.id), { batch: false })]),
) as Record<WalletChainId, Transport>;

// projectId is only read by WalletConnect-based wallets, which we do not list; injectedWallet
// plus EIP-6963 discovery below covers browser extensions without any relay host.
const connectors = connectorsForWallets([{ groupName: 'Installed', wallets: [injectedWallet] }], {
  appName: 'Ferry',
  projectId: 'ferry-no-walletconnect',
});

export const wagmiConfig = createConfig({
  chains,
  connectors,
  transports,
  multiInjectedProviderDiscovery: true,
});

declare module 'wagmi' {
  interface Register {
    config: typeof wagmiConfig;
  }
}
