import { useState } from 'react';
import { Spinner } from '../../../components/ui/Spinner';
import { getChain } from '../../../contract/chains';
import type { IntlShape } from 'react-intl';
import { T, useT } from '../../../i18n/useT';
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
  const t = useT();
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
          className="inline-flex min-h-8 items-center gap-1.5 rounded-lg border border-border-strong bg-surface px-3 py-1.5 text-start font-medium text-text hover:bg-surface-2"
        >
          {add.isPending && <Spinner className="size-3.5 shrink-0" />}
          <T
            id="bridge.addChain.add"
            defaultMessage="Add {chain} to your wallet"
            values={{ chain: label }}
          />
        </button>
      ) : (
        <p className="text-muted">
          <T
            id="bridge.addChain.connectFirst"
            defaultMessage="Connect a wallet to add {chain} to it from here."
            values={{ chain: label }}
          />
        </p>
      )}
      <p role="status" className={outcome === 'added' ? 'text-text' : 'font-medium text-text'}>
        {outcome && said(t, outcome, chain, label)}
      </p>
      <details open={manual} onToggle={(e) => setManual(e.currentTarget.open)}>
        <summary className="cursor-pointer font-medium">
          <T id="bridge.addChain.byHand" defaultMessage="Add it by hand instead" />
        </summary>
        <ManualSteps chain={chain} label={label} />
      </details>
    </div>
  );
}

function said(t: IntlShape, outcome: AddChainOutcome, chain: SandboxChain, label: string): string {
  switch (outcome) {
    case 'added':
      return t.formatMessage(
        {
          id: 'bridge.addChain.added',
          defaultMessage:
            'Your wallet took {label}. If it already had {chain}, check in its network settings that {chain} now uses the RPC URL above.',
        },
        { label, chain: chain.name },
      );
    case 'declined':
      return t.formatMessage({
        id: 'bridge.addChain.declined',
        defaultMessage:
          'You declined in your wallet, so nothing changed. Add it again when you are ready, or by hand.',
      });
    case 'busy':
      return t.formatMessage({
        id: 'bridge.addChain.busy',
        defaultMessage:
          'Your wallet already has a request open: answer it there, then add the chain again.',
      });
    case 'unsupported':
      return t.formatMessage(
        {
          id: 'bridge.addChain.unsupported',
          defaultMessage:
            'Your wallet could not add {label} from this page. Add it by hand with the steps below.',
        },
        { label },
      );
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
      <ol className="list-decimal space-y-1 ps-5">
        <li>
          <T
            id="bridge.addChain.step.settings"
            defaultMessage="In your wallet’s network settings, add a network by hand."
          />
        </li>
        <li>
          <T
            id="bridge.addChain.step.name"
            defaultMessage="Network name: {label}"
            values={{ label }}
          />
        </li>
        <li>
          <T id="bridge.addChain.step.rpc" defaultMessage="RPC URL: the URL above" />
        </li>
        <li>
          <T
            id="bridge.addChain.step.chainId"
            defaultMessage="Chain ID: {chainId}; currency symbol: {symbol}"
            values={{ chainId: String(chain.chainId), symbol }}
          />
        </li>
        <li>
          <T
            id="bridge.addChain.step.switch"
            defaultMessage="Switch to it while you bridge here, and back to the real {chain} for anything else."
            values={{ chain: chain.name }}
          />
        </li>
      </ol>
      {insecure && (
        <p className="text-muted">
          <T
            id="bridge.addChain.https"
            defaultMessage="Most wallets take only an RPC URL that starts with https:// (or one on this computer)."
          />
        </p>
      )}
    </div>
  );
}
