// The wallet layer's entry, loaded on demand by WalletRoot: wagmi's config (connectors,
// transports, viem's clients) and the state it publishes to the page.
import { useEffect } from 'react';
import { wagmiConfig } from '../../lib/wagmi';
import { loadWalletActions } from '../../lib/wallet/load-wallet-actions';
import { WalletSync } from '../../lib/wallet/WalletSync';

export default function WalletRuntime() {
  // The sign and switch actions load now, so a signature never waits for a download (a wallet
  // that opens a popup needs it to open promptly after the click).
  useEffect(() => void loadWalletActions(), []);
  return <WalletSync config={wagmiConfig} />;
}
