// The loaded half of the wallet state: wagmi's provider (which restores a stored connection on
// mount) and its account, published to WalletStateProvider above the page.
import { useContext, useEffect } from 'react';
import { useAccount, WagmiProvider, type ResolvedRegister } from 'wagmi';
import { WalletPublishContext } from './wallet-context';

/** `config` is the app's (src/lib/wagmi.ts), or a test wallet's of the same shape. */
export function WalletSync({ config }: { config: ResolvedRegister['config'] }) {
  return (
    <WagmiProvider config={config}>
      <Publish config={config} />
    </WagmiProvider>
  );
}

function Publish({ config }: { config: ResolvedRegister['config'] }) {
  const publish = useContext(WalletPublishContext);
  const { address, chainId, connector, status } = useAccount();
  useEffect(() => {
    publish({
      config,
      failed: false,
      account: { address, chainId, connector, status, isConnected: status === 'connected' },
    });
  }, [publish, config, address, chainId, connector, status]);
  return null;
}
