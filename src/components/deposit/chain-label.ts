import type { IntlShape } from 'react-intl';
import { defineMessages } from 'react-intl';
import { getChain } from '../../contract/chains';
import { nestedMessage, type Message } from './message';

const m = defineMessages({
  unnamed: { id: 'components.chain.unnamed', defaultMessage: 'Chain {chainId}' },
});

/**
 * "Base", or for an id this build does not list, a message with its id, formatted where shown: pure
 * modules (the timeline, the outcome) put this in their messages' values.
 */
export function chainName(chainId: number): string | Message {
  // The id as written in code and explorers (no digit grouping): it names, it does not count.
  return getChain(chainId)?.name ?? { ...m.unnamed, values: { chainId: String(chainId) } };
}

/** "Base", or "Chain 12345" in `t`'s language for an id this build does not list. */
export function chainLabel(
  chainId: number,
  t: Pick<IntlShape, 'locale' | 'formatMessage'>,
): string {
  const name = chainName(chainId);
  return typeof name === 'string' ? name : nestedMessage(t, name);
}
