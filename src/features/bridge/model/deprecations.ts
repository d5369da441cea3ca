// Dated chain deprecations for the notice above the form: ended ones from the service's
// capabilities, and announced future ones from the chain catalogue.
import type { IntlShape } from 'react-intl';
import { CHAINS } from '../../../contract/chains';
import type { CapabilityChain } from '../../../contract/schemas/v1-capabilities';
import { deprecationDate, longDay } from './reasons';

export interface Deprecation {
  chainId: number;
  name: string;
  /** YYYY-MM-DD, the first day without support. */
  date: string;
  ended: boolean;
}

/** The deprecation in one sentence: support ended (nothing moves), or ends on a coming day. */
export function deprecationSentence(t: IntlShape, d: Deprecation): string {
  return t.formatMessage(
    {
      id: 'bridge.deprecation.sentence',
      defaultMessage:
        '{ended, select, yes {{chain}: support ended on {date}. Transfers from or to {chain} are no longer possible.} other {{chain}: support ends on {date}. Move funds off {chain} before then.}}',
    },
    { ended: d.ended ? 'yes' : 'no', chain: d.name, date: longDay(t, d.date) },
  );
}

export function datedDeprecations(chains: readonly CapabilityChain[], now: Date): Deprecation[] {
  const byId = new Map<number, Deprecation>();
  for (const chain of chains) {
    if (chain.reason?.code !== 'CHAIN_DEPRECATED') continue;
    const date = deprecationDate(chain.reason, [chain.chainId]);
    if (date) byId.set(chain.chainId, entry(chain.chainId, chain.name, date, now));
  }
  for (const chain of CHAINS) {
    if (!chain.deprecatedFrom || byId.has(chain.id)) continue;
    if (!chains.some((c) => c.chainId === chain.id)) continue; // only chains the service lists
    byId.set(chain.id, entry(chain.id, chain.name, chain.deprecatedFrom, now));
  }
  return [...byId.values()].sort((a, b) => a.date.localeCompare(b.date));
}

function entry(chainId: number, name: string, date: string, now: Date): Deprecation {
  const ended = now.getTime() >= Date.parse(`${date}T00:00:00Z`);
  return { chainId, name, date, ended };
}
