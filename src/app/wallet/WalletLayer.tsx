// The lazily loaded half of WalletButton: providers and the account controls.
import { AccountControls } from './AccountControls';
import { WalletProviders } from './WalletProviders';

export default function WalletLayer({ openOnMount }: { openOnMount: boolean }) {
  return (
    <WalletProviders>
      <AccountControls openOnMount={openOnMount} />
    </WalletProviders>
  );
}
