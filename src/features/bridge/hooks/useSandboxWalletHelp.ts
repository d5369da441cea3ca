// Whether the bridge explains how to use one's own wallet on a sandbox chain: only on a sandbox
// chain of the embedded service, and until the person hides it, which is remembered per browser.
import { useSandboxChains } from '../../../api/rpc-chains';
import { storedValue, useStoredValue } from '../../../lib/stored-value';

export const SANDBOX_WALLET_HELP_KEY = 'ferry.sandboxWalletHelpHidden';

const helpHidden = storedValue({
  key: SANDBOX_WALLET_HELP_KEY,
  fallback: false,
  parse: (raw) => raw === 'true',
});

export function useSandboxWalletHelp(chainId: number | undefined) {
  const [isHidden, setHidden] = useStoredValue(helpHidden);
  const sandboxChains = useSandboxChains();
  const sandbox = chainId !== undefined && sandboxChains.data?.includes(chainId) === true;
  return { shown: sandbox && !isHidden, hide: () => setHidden(true) };
}
