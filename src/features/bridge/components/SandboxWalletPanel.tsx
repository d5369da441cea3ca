import { useId } from 'react';
import { Icon } from '../../../components/ui/Icon';
import { T, useT } from '../../../i18n/useT';
import { rpcPath } from '../../../lib/wallet/wallet-chains';
import { useSandboxWalletHelp } from '../hooks/useSandboxWalletHelp';
import { AddSandboxChain } from './AddSandboxChain';
import { SandboxRpcUrl } from './SandboxRpcUrl';

/**
 * On a sandbox chain of the embedded service, until hidden: its chain id is the real network's,
 * so a wallet that is not pointed at Ferry's RPC would read and send on the real network. Says
 * so, gives the URL, and offers to add the chain to the wallet.
 */
export function SandboxWalletPanel({
  chainId,
  chainName,
}: {
  chainId: number | undefined;
  chainName: string;
}) {
  const t = useT();
  const help = useSandboxWalletHelp(chainId);
  const titleId = useId();
  if (!help.shown || chainId === undefined) return null;
  const hide = t.formatMessage({
    id: 'bridge.sandboxWallet.hide',
    defaultMessage: 'Hide wallet help',
  });
  const chain = { chainId, name: chainName, rpcUrl: window.location.origin + rpcPath(chainId) };
  return (
    <section
      aria-labelledby={titleId}
      className="space-y-3 rounded-xl border border-info/30 bg-info-soft p-4 text-sm"
    >
      <div className="flex items-start justify-between gap-3">
        <h2 id={titleId} className="font-semibold">
          <T
            id="bridge.sandboxWallet.title"
            defaultMessage="Your own wallet on the sandbox {chain}"
            values={{ chain: chainName }}
          />
        </h2>
        <button
          type="button"
          onClick={help.hide}
          aria-label={hide}
          title={hide}
          className="-m-1 grid size-8 shrink-0 place-items-center rounded-md text-muted hover:bg-surface-2 hover:text-text"
        >
          <Icon name="cross" size={16} />
        </button>
      </div>
      <p>
        <T
          id="bridge.sandboxWallet.body"
          defaultMessage="{chain} here is a local test chain with the real chain id ({chainId}). Your wallet must use Ferry’s RPC for it, or it will talk to the real {chain} network."
          values={{ chain: chainName, chainId: String(chainId) }}
        />
      </p>
      <SandboxRpcUrl url={chain.rpcUrl} chainName={chainName} />
      {/* What one wallet answered for one chain. */}
      <AddSandboxChain key={chainId} chain={chain} />
    </section>
  );
}
