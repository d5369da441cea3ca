import { CopyButton } from '../../../components/ui/CopyButton';
import { T, useT } from '../../../i18n/useT';

/** Ferry's RPC URL for one sandbox chain, whole (a wallet needs all of it), one click to copy. */
export function SandboxRpcUrl({ url, chainName }: { url: string; chainName: string }) {
  const t = useT();
  return (
    <div className="space-y-1">
      <p className="font-medium">
        <T
          id="bridge.sandboxRpc.title"
          defaultMessage="Ferry’s RPC URL for {chain}"
          values={{ chain: chainName }}
        />
      </p>
      <div className="flex flex-wrap items-center gap-2">
        <code className="min-w-0 rounded-md border border-border bg-surface px-2 py-1 font-mono text-xs break-all">
          {url}
        </code>
        <CopyButton
          text={url}
          label={t.formatMessage(
            { id: 'bridge.sandboxRpc.copy', defaultMessage: 'Copy the RPC URL for {chain}' },
            { chain: chainName },
          )}
        />
      </div>
    </div>
  );
}
