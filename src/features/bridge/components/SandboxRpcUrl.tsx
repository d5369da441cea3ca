import { useState } from 'react';
import { copyText } from '../../../components/deposit/copy-text';
import { Button } from '../../../components/ui/Button';

/** Ferry's RPC URL for one sandbox chain, whole (a wallet needs all of it), one click to copy. */
export function SandboxRpcUrl({ url, chainName }: { url: string; chainName: string }) {
  const [copied, setCopied] = useState<boolean | undefined>(undefined);
  return (
    <div className="space-y-1">
      <p className="font-medium">Ferry’s RPC URL for {chainName}</p>
      <div className="flex flex-wrap items-center gap-2">
        <code className="min-w-0 rounded-md border border-border bg-surface px-2 py-1 font-mono text-xs break-all">
          {url}
        </code>
        <Button
          variant="secondary"
          size="sm"
          aria-label={`Copy the RPC URL for ${chainName}`}
          onClick={async () => setCopied(await copyText(url))}
        >
          Copy
        </Button>
        <span role="status" className="text-xs text-muted">
          {copied === true && 'Copied'}
          {copied === false && 'Could not copy: select it and copy it by hand'}
        </span>
      </div>
    </div>
  );
}
