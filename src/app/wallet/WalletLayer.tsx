// The lazily loaded half of WalletButton: RainbowKit's provider and the account controls.
import { AccountControls } from './AccountControls';
import { WalletProviders } from './WalletProviders';

export default function WalletLayer({ openRequests }: { openRequests: number }) {
  return (
    <WalletProviders>
      <AccountControls openRequests={openRequests} />
    </WalletProviders>
  );
}
