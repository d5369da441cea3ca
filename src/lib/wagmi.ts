// Wallet configuration: wagmi core with injected wallets found through EIP-6963 — no
// WalletConnect, no RainbowKit code (its modal loads lazily, see src/app/wallet), no public RPCs.
// Not part of the first page: it loads with the wallet layer (src/app/wallet/WalletRoot.tsx);
// what the page needs before that is in ./wallet/wallet-chains.ts.
import { createConfig, fallback, http, injected, unstable_connector, type Transport } from 'wagmi';
import {
  arbitrum,
  base,
  bsc,
  ink,
  mainnet,
  optimism,
  polygon,
  unichain,
  worldchain,
} from 'viem/chains';
import { rpcPath, type WalletChainId } from './wallet/wallet-chains';

/** Every EVM chain a transfer can start from (or, for HyperCore, be signed on); their ids are
 * also listed in ./wallet/wallet-chains.ts, which the first page reads. */
export const chains = [
  mainnet,
  optimism,
  arbitrum,
  base,
  polygon,
  bsc,
  unichain,
  worldchain,
  ink,
] as const;
/*
 * RPC URL decision: reads (balances) go first to the connected wallet's own provider, but only
 * when it is on that chain (unstable_connector checks eth_chainId and otherwise fails over), then
 * to our own origin, `/api/rpc/{chainId}`, which the BFF serves or refuses. A bare `http()` would
 * silently use the chain's public RPC from viem/chains, leaking the user's address and IP to a
 * third party. Nothing here is called at load. Batching is off so each call maps to one request
 * the BFF can allowlist and cache.
 */
// A balance that cannot be read is shown as unavailable; retrying each hop would only delay
// that respond and repeat requests, so neither the hops nor the fallback retry.
const transports = Object.fromEntries(
  chains.map((chain) => [
    chain.id,
    fallback(
      [
        unstable_connector(injected, { retryCount: 0 }),
        http(rpcPath(chain.id), {
          batch: false,
          retryCount: 0,
          // The BFF refuses state-changing requests without it (CSRF), JSON-RPC POSTs included.
          fetchOptions: { headers: { 'X-Ferry-Client': 'web' } },
        }),
      ],
      { retryCount: 0 },
    ),
  ]),
) as Record<WalletChainId, Transport>;

export const wagmiConfig = createConfig({
  chains,
  // Installed wallets announce themselves (EIP-6963) and RainbowKit lists them under
  // "Installed"; a wallet that only sets window.ethereum is not listed.
  connectors: [],
  multiInjectedProviderDiscovery: true,
  transports,
});

declare module 'wagmi' {
  interface Register {
    config: typeof wagmiConfig;
  }
}
