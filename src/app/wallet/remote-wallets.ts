// With a WalletConnect project id (handed to the page by the server, see src/server/bff/spa.ts),
// the connect modal also offers RainbowKit's default wallets: WalletConnect (a wallet on a phone
// or another device, by QR code), Coinbase Wallet, Rainbow and MetaMask. They are added when the
// person first asks to connect, never at page load: setting them up may reach WalletConnect's
// relay, and a visit that connects nothing should make no request to another host.
import { connectorsForWallets } from '@rainbow-me/rainbowkit';
import {
  coinbaseWallet,
  metaMaskWallet,
  rainbowWallet,
  walletConnectWallet,
} from '@rainbow-me/rainbowkit/wallets';
import { wagmiConfig } from '../../lib/wagmi';

const META = 'ferry-walletconnect-project-id';

export function walletConnectProjectId(): string | undefined {
  const id = document.querySelector<HTMLMetaElement>(`meta[name="${META}"]`)?.content;
  return id && /^[0-9a-f]{32}$/i.test(id) ? id : undefined;
}

let added = false;

/**
 * Adds the remote wallets once, listed under `groupName` (in the page's language when first
 * asked); false when none are configured.
 */
export function addRemoteWallets(groupName: string): boolean {
  const projectId = walletConnectProjectId();
  if (!projectId) return false;
  if (added) return true;
  added = true;
  const fns = connectorsForWallets(
    [
      {
        groupName,
        wallets: [metaMaskWallet, coinbaseWallet, rainbowWallet, walletConnectWallet],
      },
    ],
    { appName: 'Ferry', projectId },
  );
  const connectors = wagmiConfig._internal.connectors;
  const created = fns.map((fn) => connectors.setup(fn));
  connectors.setState((existing) => [...existing, ...created]);
  return true;
}
