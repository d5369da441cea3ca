import { getChain } from '../../contract/chains';

/** "Base", or "chain 12345" for an id this build does not list. */
export function chainLabel(chainId: number): string {
  return getChain(chainId)?.name ?? `chain ${chainId}`;
}
