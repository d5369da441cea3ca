import { T, useT } from '../../i18n/useT';
import { useEmbeddedService } from '../../lib/useEmbeddedService';
import { txLink } from '../../lib/explorer-links';
import { chainLabel } from './chain-label';
import type { TxLink } from './timeline';
import { linkClass } from '../ui/link-class';
import { cn } from '../../lib/cn';

const short = (ref: string) => (ref.length > 18 ? `${ref.slice(0, 10)}…${ref.slice(-6)}` : ref);

/**
 * A transaction on its chain's explorer (Ferry's own on the embedded service, whose chains no
 * public explorer knows); the plain reference when the chain has none.
 */
export function ExplorerTxLink({ tx, label }: { tx: TxLink; label: string }) {
  // `?? null`: no setting while hydrating means the real-service page the server rendered.
  const link = txLink(tx.chainId, tx.txnRef, useEmbeddedService() ?? null);
  const t = useT();
  const chain = chainLabel(tx.chainId, t);
  if (!link) {
    return (
      <span className="text-xs text-muted [overflow-wrap:anywhere]">
        <T
          id="components.txLink.plain"
          defaultMessage="{label}: <ref>{txnRef}</ref>"
          values={{
            label,
            txnRef: tx.txnRef,
            ref: (ref) => (
              <bdi dir="ltr" className="font-mono">
                {ref}
              </bdi>
            ),
          }}
        />
      </span>
    );
  }
  return (
    <a
      href={link.href}
      target="_blank"
      rel="noopener noreferrer"
      className={cn('text-sm font-medium', linkClass)}
      title={tx.txnRef}
    >
      <T
        id="components.txLink.onChain"
        defaultMessage="{label} on {chain}: <ref>{txnRef}</ref>"
        values={{
          label,
          chain,
          txnRef: short(tx.txnRef),
          ref: (ref) => (
            <bdi dir="ltr" className="font-mono whitespace-nowrap">
              {ref}
            </bdi>
          ),
        }}
      />
      <span className="sr-only">
        {' '}
        {link.ferry ? (
          <T
            id="components.txLink.newTabFerry"
            defaultMessage="(opens Ferry’s explorer in a new tab)"
          />
        ) : (
          <T
            id="components.txLink.newTab"
            defaultMessage="(opens the {chain} explorer in a new tab)"
            values={{ chain }}
          />
        )}
      </span>
    </a>
  );
}
