// The protocol terms the bridge would otherwise print, with the plain words shown instead; the
// term and its meaning go on hover, so an expert still finds the name they know. The term is the
// protocol's own name, the same in every language; its meaning is a message.
import { defineMessage, type MessageDescriptor } from 'react-intl';

export interface TermText {
  term: string;
  meaning: MessageDescriptor;
}

export const TERMS = {
  erc3009: {
    term: 'ERC-3009',
    meaning: defineMessage({
      id: 'bridge.term.erc3009',
      defaultMessage:
        'the USDC standard for a signed payment permit: one exact amount, to one named contract, once, before a deadline. You pay no gas.',
    }),
  },
  spokePool: {
    term: 'spoke pool',
    meaning: defineMessage({
      id: 'bridge.term.spokePool',
      defaultMessage:
        'the bridge protocol’s contract on each chain: it takes deposits, and pays out deliveries and refunds.',
    }),
  },
  approval: {
    term: 'ERC-20 approval',
    meaning: defineMessage({
      id: 'bridge.term.approval',
      defaultMessage:
        'a transaction that lets one named contract move up to an amount of one token from your wallet. It moves nothing by itself.',
    }),
  },
  dexPool: {
    term: 'DEX pool',
    meaning: defineMessage({
      id: 'bridge.term.dexPool',
      defaultMessage:
        'a pool of two tokens on a decentralised exchange that trades one for the other.',
    }),
  },
} as const satisfies Record<string, TermText>;

/** The swap provider and liquidity sources a quote names, as the term behind "an exchange". */
export function swapSourcesTerm(provider: string | null, sources: readonly string[]): TermText {
  if (provider === null && sources.length === 0) return TERMS.dexPool;
  const named = [provider, sources.length > 0 ? `(${sources.join(', ')})` : null];
  return {
    term: named.filter(Boolean).join(' '),
    meaning: defineMessage({
      id: 'bridge.term.swapSources',
      defaultMessage: 'the swap provider and the liquidity sources the quote names.',
    }),
  };
}
