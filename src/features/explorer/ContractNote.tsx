import { defineMessage, defineMessages } from 'react-intl';
import type { ContractRole } from '../../contract/deployments/trusted-contracts';
import { useSwapTokens } from '../../api/tokens';
import { explorerAddressUrl } from '../../contract/chains';
import { chainLabel } from '../../components/deposit/chain-label';
import { Notice } from '../../components/ui/Notice';
import { linkClass } from '../../components/ui/link-class';
import { T, useT } from '../../i18n/useT';
import { cn } from '../../lib/cn';
import { useEmbeddedService } from '../../lib/useEmbeddedService';
import { knownContracts } from './known-contracts';

/** The protocol's own list of its contracts on every chain. */
export const PROTOCOL_CONTRACTS_DOCS = 'https://docs.across.to/reference/contract-addresses';

const WHAT = defineMessages<Record<ContractRole, { chain: string }>>({
  spokePool: {
    id: 'explorer.contract.spokePool',
    defaultMessage:
      'The protocol’s spoke pool on {chain}: the contract deposits are sent to and fills come from',
  },
  periphery: {
    id: 'explorer.contract.periphery',
    defaultMessage:
      'The protocol’s spoke pool periphery on {chain}: it swaps or takes a signed authorization, then deposits',
  },
  swapProxy: {
    id: 'explorer.contract.swapProxy',
    defaultMessage: 'The protocol’s swap proxy on {chain}, which the periphery swaps through',
  },
  multicallHandler: {
    id: 'explorer.contract.multicallHandler',
    defaultMessage:
      'The protocol’s multicall handler on {chain}: it runs a fill’s actions on the destination',
  },
});

const TOKEN = defineMessage<{ symbol: string; name: string; chain: string }>({
  id: 'explorer.contract.token',
  defaultMessage: 'The {symbol} token contract ({name}) on {chain}',
});

/**
 * A searched address that is a contract: what it is and on which chains, how the sandbox runs it,
 * and where the protocol documents it. Its deposits (usually none) follow as for any address.
 */
export function ContractNote({ address }: { address: string }) {
  const t = useT();
  const tokens = useSwapTokens();
  const sandbox = useEmbeddedService() !== undefined;
  const found = knownContracts(address, tokens.data);
  if (found.length === 0) return null;
  const protocol = found.some((c) => c.kind !== 'token');
  const publicUrl = (chainId: number) => explorerAddressUrl(chainId, address);
  return (
    <Notice
      tone="info"
      title={t.formatMessage({
        id: 'explorer.contract.title',
        defaultMessage: 'A contract, not a person’s address',
      })}
    >
      <ul className="list-disc space-y-1 ps-5">
        {found.map((c) => {
          const href = publicUrl(c.chainId);
          return (
            <li key={`${c.kind}-${c.chainId}`}>
              {c.kind === 'token'
                ? t.formatMessage(TOKEN, {
                    symbol: c.symbol,
                    name: c.name,
                    chain: chainLabel(c.chainId, t),
                  })
                : t.formatMessage(WHAT[c.kind], { chain: chainLabel(c.chainId, t) })}
              {href && !sandbox && (
                <>
                  {' · '}
                  <a
                    href={href}
                    target="_blank"
                    rel="noopener noreferrer"
                    className={cn('font-medium', linkClass)}
                  >
                    <T
                      id="explorer.contract.onPublicExplorer"
                      defaultMessage="On {chain}’s explorer"
                      values={{ chain: chainLabel(c.chainId, t) }}
                    />
                  </a>
                </>
              )}
            </li>
          );
        })}
      </ul>
      {sandbox && (
        <p className="mt-2">
          <T
            id="explorer.contract.sandbox"
            defaultMessage="On Ferry’s sandbox it runs at this same address on a local copy of each chain, so a public explorer shows the real network’s contract and none of the sandbox’s transactions: search them here."
          />
        </p>
      )}
      {protocol && (
        <p className="mt-2">
          <a
            href={PROTOCOL_CONTRACTS_DOCS}
            target="_blank"
            rel="noopener noreferrer"
            className={cn('font-medium', linkClass)}
          >
            <T
              id="explorer.contract.docs"
              defaultMessage="The protocol’s contract addresses and documentation"
            />
          </a>
        </p>
      )}
    </Notice>
  );
}
