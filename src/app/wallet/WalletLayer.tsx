// The lazily loaded half of WalletButton: RainbowKit's provider and the account controls.
import type { Config } from 'wagmi';
import { AccountControls } from './AccountControls';
import { WalletProviders } from './WalletProviders';

export default function WalletLayer({
  config,
  openRequests,
}: {
  config: Config;
  openRequests: number;
}) {
  return (
    <WalletProviders config={config}>
      <AccountControls openRequests={openRequests} />
    </WalletProviders>
  );
}
