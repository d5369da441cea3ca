import { useState } from 'react';
import { Spinner } from '../../../components/ui/Spinner';
import { getChain } from '../../../contract/chains';
import {
  sandboxChainName,
  useAddSandboxChain,
  type AddChainOutcome,
  type SandboxChain,
} from '../hooks/useAddSandboxChain';

/**
 * "Add {chain} (Ferry sandbox) to your wallet", what the wallet answered, and the steps to add it
 * by hand, which open by themselves when the wallet cannot add it from the page.
 */
export function AddSandboxChain({ chain }: { chain: SandboxChain }) {
  const add = useAddSandboxChain();
  const outcome = add.data;
  const [manual, setManual] = useState(false);
  const label = sandboxChainName(chain.name);
  return (
    <div className="space-y-2">
      {add.connected ? (
        // Not the shared Button: its label never wraps, and this one must on a phone.
        <button
          type="button"
          aria-busy={add.isPending || undefined}
          onClick={() => {
            if (add.isPending) return;
            add.mutate(chain, { onSuccess: (o) => o === 'unsupported' && setManual(true) });
          }}
          className="inline-flex min-h-8 items-center gap-1.5 rounded-lg border border-border-strong bg-surface px-3 py-1.5 text-left font-medium text-text hover:bg-surface-2"
        >
          {add.isPending && <Spinner className="size-3.5 shrink-0" />}
          Add {label} to your wallet
        </button>
      ) : (
        <p className="text-muted">Connect a wallet to add {label} to it from here.</p>
      )}
      <p role="status" className={outcome === 'added' ? 'text-text' : 'font-medium text-text'}>
        {outcome && said(outcome, chain, label)}
      </p>
      <details open={manual} onToggle={(e) => setManual(e.currentTarget.open)}>
        <summary className="cursor-pointer font-medium">Add it by hand instead</summary>
        <ManualSteps chain={chain} label={label} />
      </details>
    </div>
  );
}

function said(outcome: AddChainOutcome, chain: SandboxChain, label: string): string {
  switch (outcome) {
    case 'added':
      return `Your wallet took ${label}. If it already had ${chain.name}, check in its network settings that ${chain.name} now uses the RPC URL above.`;
    case 'declined':
      return 'You declined in your wallet, so nothing changed. Add it again when you are ready, or by hand.';
    case 'busy':
      return 'Your wallet already has a request open: answer it there, then add the chain again.';
    case 'unsupported':
      return `Your wallet could not add ${label} from this page. Add it by hand with the steps below.`;
  }
}

function ManualSteps({ chain, label }: { chain: SandboxChain; label: string }) {
  const symbol = getChain(chain.chainId)?.nativeSymbol ?? 'ETH';
  // Wallets refuse a plain-http RPC unless it is on this machine.
  const insecure =
    /^http:/.test(chain.rpcUrl) &&
    !/^http:\/\/(localhost|127\.0\.0\.1|\[::1\])[:/]/.test(chain.rpcUrl);
  return (
    <div className="mt-2 space-y-2">
      <ol className="list-decimal space-y-1 pl-5">
        <li>In your wallet’s network settings, add a network by hand.</li>
        <li>Network name: {label}</li>
        <li>RPC URL: the URL above</li>
        <li>
          Chain ID: {chain.chainId}; currency symbol: {symbol}
        </li>
        <li>
          Switch to it while you bridge here, and back to the real {chain.name} for anything else.
        </li>
      </ol>
      {insecure && (
        <p className="text-muted">
          Most wallets take only an RPC URL that starts with https:// (or one on this computer).
        </p>
      )}
    </div>
  );
}
