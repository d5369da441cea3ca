import { explorerTxUrl } from '../../contract/chains';
import { chainLabel } from './chain-label';
import type { TxLink } from './timeline';
import { linkClass } from '../ui/link-class';
import { cn } from '../../lib/cn';

const short = (ref: string) => (ref.length > 18 ? `${ref.slice(0, 10)}…${ref.slice(-6)}` : ref);

/** A transaction on its chain's explorer; the plain reference when the chain has none. */
export function ExplorerTxLink({ tx, label }: { tx: TxLink; label: string }) {
  const url = explorerTxUrl(tx.chainId, tx.txnRef);
  const chain = chainLabel(tx.chainId);
  if (!url) {
    return (
      <span className="font-mono text-xs break-all text-muted">
        {label}: {tx.txnRef}
      </span>
    );
  }
  return (
    <a
      href={url}
      target="_blank"
      rel="noopener noreferrer"
      className={cn('text-sm font-medium', linkClass)}
      title={tx.txnRef}
    >
      {label} on {chain}: <span className="font-mono whitespace-nowrap">{short(tx.txnRef)}</span>
      <span className="sr-only"> (opens the {chain} explorer in a new tab)</span>
    </a>
  );
}
