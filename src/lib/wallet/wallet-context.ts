// The wallet as the page sees it, whether or not wagmi has loaded. wagmi, its connectors and
// viem's clients load on a person's first wallet action or to restore a stored connection
// (src/app/wallet/WalletRoot.tsx); until then every reader gets "no wallet", so the first page
// renders without any of that code. Only types come from wagmi here.
import { createContext, useContext } from 'react';
import type { Address } from 'viem';
import type { Config, Connector } from 'wagmi';

export interface WalletAccount {
  /** Also set while a stored connection is being restored, as wagmi's useAccount does. */
  address: Address | undefined;
  chainId: number | undefined;
  connector: Connector | undefined;
  status: 'connected' | 'connecting' | 'reconnecting' | 'disconnected';
  isConnected: boolean;
}

export interface WalletState {
  account: WalletAccount;
  /** wagmi's config once the wallet layer has loaded, for actions (sign, send, read). */
  config: Config | undefined;
  /** The wallet layer could not be downloaded: connecting needs a reload. */
  failed: boolean;
}

export const NO_WALLET: WalletState = {
  account: {
    address: undefined,
    chainId: undefined,
    connector: undefined,
    status: 'disconnected',
    isConnected: false,
  },
  config: undefined,
  failed: false,
};

export const WalletContext = createContext<WalletState>(NO_WALLET);

/** Filled by WalletSync, inside wagmi's provider, once the layer has loaded. */
export const WalletPublishContext = createContext<(state: WalletState) => void>(() => {});

/** The connected account, or a disconnected one while no wallet layer has loaded. */
export function useWalletAccount(): WalletAccount {
  return useContext(WalletContext).account;
}

/** The whole state, for the app's wallet button (which also needs `failed`). */
export function useWalletState(): WalletState {
  return useContext(WalletContext);
}

/** wagmi's config, or undefined until the wallet layer has loaded. */
export function useWalletConfig(): Config | undefined {
  return useContext(WalletContext).config;
}
