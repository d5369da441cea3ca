// A chain the service moves nothing from or to (support ended, or never enabled). A shared link
// to it is answered by saying so, never by quietly changing the link's other choices.
import type { CapabilitiesResponse } from '../../../contract/schemas/v1-capabilities';
import { reasonText, type ReasonText } from './reasons';

export interface ClosedChain {
  /** Which end of the route is closed. */
  side: 'origin' | 'destination';
  chainId: number;
  name: string;
  reason: ReasonText;
}

/** The origin if it is closed, else the destination if it is, else nothing. */
export function closedChain(
  caps: CapabilitiesResponse | undefined,
  origin: number | undefined,
  destination: number | undefined,
): ClosedChain | undefined {
  const ends = [
    ['origin', origin],
    ['destination', destination],
  ] as const;
  for (const [side, chainId] of ends) {
    const chain = caps?.chains.find((c) => c.chainId === chainId);
    if (chain && chain.status !== 'available') {
      return {
        side,
        chainId: chain.chainId,
        name: chain.name,
        reason: reasonText(chain.reason, [chain.chainId]),
      };
    }
  }
  return undefined;
}
