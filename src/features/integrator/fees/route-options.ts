// Origin, destination and token choices for the fees page, from capabilities. Deprecated
// chains stay listed, marked with the date support ends or ended.
import { defineMessage, type IntlShape } from 'react-intl';
import { getChain } from '../../../contract/chains';
import type {
  CapabilitiesResponse,
  CapabilityToken,
} from '../../../contract/schemas/v1-capabilities';
import { dayText, reasonLabel } from '../deposit-addresses/destination-options';
import { chainName } from '../deposit-addresses/input-format';

export interface ChainChoice {
  value: string;
  label: string;
  reason: string | null;
}

const deprecated = defineMessage<{ chain: string; date: string }>({
  id: 'integrator.fees.deprecatedChain',
  defaultMessage: '{chain} (deprecated: support ends on {date})',
});

function chainLabel(t: IntlShape, caps: CapabilitiesResponse, chainId: number): ChainChoice {
  const chain = caps.chains.find((c) => c.chainId === chainId);
  const name = chain?.name ?? chainName(chainId, t);
  if (chain && chain.status !== 'available') {
    return { value: String(chainId), label: name, reason: reasonLabel(t, chain.reason, chainId) };
  }
  const ends = getChain(chainId)?.deprecatedFrom;
  return {
    value: String(chainId),
    label: ends ? t.formatMessage(deprecated, { chain: name, date: dayText(t, ends) }) : name,
    reason: null,
  };
}

export function originChoices(t: IntlShape, caps: CapabilitiesResponse): ChainChoice[] {
  const ids = [...new Set(caps.routes.map((r) => r.originChainId))];
  return ids
    .map((id) => chainLabel(t, caps, id))
    .sort((a, b) => a.label.localeCompare(b.label, t.locale));
}

export function destinationChoices(
  t: IntlShape,
  caps: CapabilitiesResponse,
  origin: number,
): ChainChoice[] {
  return caps.routes
    .filter((r) => r.originChainId === origin)
    .map((r) => {
      const choice = chainLabel(t, caps, r.destinationChainId);
      return r.status === 'available' || choice.reason
        ? choice
        : { ...choice, reason: reasonLabel(t, r.reason, r.destinationChainId) };
    })
    .sort((a, b) => a.label.localeCompare(b.label, t.locale));
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
