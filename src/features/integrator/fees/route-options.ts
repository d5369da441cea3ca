// Origin, destination and token choices for the fees page, from capabilities. Deprecated
// chains stay listed, marked with the date support ends or ended.
import { getChain, longDate } from '../../../contract/chains';
import type {
  CapabilitiesResponse,
  CapabilityToken,
} from '../../../contract/schemas/v1-capabilities';
import { reasonLabel } from '../deposit-addresses/destination-options';

export interface ChainChoice {
  value: string;
  label: string;
  reason: string | null;
}

function chainLabel(caps: CapabilitiesResponse, chainId: number): ChainChoice {
  const chain = caps.chains.find((c) => c.chainId === chainId);
  const name = chain?.name ?? getChain(chainId)?.name ?? `Chain ${chainId}`;
  if (chain && chain.status !== 'available') {
    return { value: String(chainId), label: name, reason: reasonLabel(chain.reason, chainId) };
  }
  const ends = getChain(chainId)?.deprecatedFrom;
  return {
    value: String(chainId),
    label: ends ? `${name} (deprecated: support ends on ${longDate(ends)})` : name,
    reason: null,
  };
}

export function originChoices(caps: CapabilitiesResponse): ChainChoice[] {
  const ids = [...new Set(caps.routes.map((r) => r.originChainId))];
  return ids.map((id) => chainLabel(caps, id)).sort((a, b) => a.label.localeCompare(b.label));
}

export function destinationChoices(caps: CapabilitiesResponse, origin: number): ChainChoice[] {
  return caps.routes
    .filter((r) => r.originChainId === origin)
    .map((r) => {
      const choice = chainLabel(caps, r.destinationChainId);
      return r.status === 'available' || choice.reason
        ? choice
        : { ...choice, reason: reasonLabel(r.reason, r.destinationChainId) };
    })
    .sort((a, b) => a.label.localeCompare(b.label));
}

export function tokenChoices(
  caps: CapabilitiesResponse,
  origin: number,
  destination: number,
): CapabilityToken[] {
  const route = caps.routes.find(
    (r) => r.originChainId === origin && r.destinationChainId === destination,
  );
  return route?.tokens ?? [];
}
