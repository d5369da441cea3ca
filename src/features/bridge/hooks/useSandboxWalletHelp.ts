// Whether the bridge explains how to use one's own wallet on a sandbox chain: only on a sandbox
// chain of the embedded service, and until the person hides it, which is remembered per browser.
// Storage that cannot be used (private mode, full) only means it shows again on the next visit.
import { useState } from 'react';
import { useSandboxChains } from '../../../api/rpc-chains';

export const SANDBOX_WALLET_HELP_KEY = 'ferry.sandboxWalletHelpHidden';

function hidden(): boolean {
  try {
    return localStorage.getItem(SANDBOX_WALLET_HELP_KEY) === 'true';
  } catch {
    return false;
  }
}

export function useSandboxWalletHelp(chainId: number | undefined) {
  const [isHidden, setHidden] = useState(hidden);
  const sandboxChains = useSandboxChains();
  const sandbox = chainId !== undefined && sandboxChains.data?.includes(chainId) === true;
  const hide = () => {
    setHidden(true);
    try {
      localStorage.setItem(SANDBOX_WALLET_HELP_KEY, 'true');
    } catch {
      // Not remembered; hidden for this visit.
    }
  };
  return { shown: sandbox && !isHidden, hide };
}
