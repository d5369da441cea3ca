// The chain picker lists the chains that can be used; the unavailable ones (each with its
// reason) follow under one collapsed section, and testnets only when asked for. The chain
// already chosen always stays listed.
import { getChain } from '../../../contract/chains';
import type { ChainOption } from './route-options';

export interface SectionedChain {
  option: ChainOption;
  section: string | undefined;
}

export function chainSections(
  options: readonly ChainOption[],
  opts: {
    showTestnets: boolean;
    selected: number | undefined;
    /** The heading of the unavailable chains, which counts them. */
    unavailableTitle: (count: number) => string;
  },
): { rows: SectionedChain[]; unavailableTitle: string | undefined; testnets: number } {
  const isTestnet = (o: ChainOption) => getChain(o.chainId)?.testnet === true;
  const listed = options.filter(
    (o) => opts.showTestnets || !isTestnet(o) || o.chainId === opts.selected,
  );
  const unavailable = listed.filter((o) => !o.available);
  const title = unavailable.length > 0 ? opts.unavailableTitle(unavailable.length) : undefined;
  return {
    rows: [
      ...listed.filter((o) => o.available).map((option) => ({ option, section: undefined })),
      ...unavailable.map((option) => ({ option, section: title })),
    ],
    unavailableTitle: title,
    testnets: options.filter(isTestnet).length,
  };
}
