// Dated chain deprecations for the notice above the form: ended ones from the service's
// capabilities, and announced future ones from the chain catalogue.
import { CHAINS, longDate } from '../../../contract/chains';
import type { CapabilityChain } from '../../../contract/schemas/v1-capabilities';
import { deprecationDate } from './reasons';

export interface Deprecation {
  chainId: number;
  name: string;
  /** YYYY-MM-DD, the first day without support. */
  date: string;
  ended: boolean;
  sentence: string;
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
  const sentence = ended
    ? `${name}: support ended on ${longDate(date)}. Transfers from or to ${name} are no longer possible.`
    : `${name}: support ends on ${longDate(date)}. Move funds off ${name} before then.`;
  return { chainId, name, date, ended, sentence };
}
