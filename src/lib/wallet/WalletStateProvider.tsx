import { useState, type ReactNode } from 'react';
import { NO_WALLET, WalletContext, WalletPublishContext, type WalletState } from './wallet-context';

/**
 * Holds the wallet state for everything below it. `runtime` (WalletSync with a wagmi config,
 * once loaded) fills it; it is a sibling of the page, so the page is never remounted when the
 * wallet layer arrives and keeps what the person typed.
 */
export function WalletStateProvider({
  runtime,
  children,
}: {
  runtime?: ReactNode;
  children: ReactNode;
}) {
  const [state, setState] = useState<WalletState>(NO_WALLET);
  return (
    <>
      <WalletContext.Provider value={state}>{children}</WalletContext.Provider>
      <WalletPublishContext.Provider value={setState}>{runtime}</WalletPublishContext.Provider>
    </>
  );
}
