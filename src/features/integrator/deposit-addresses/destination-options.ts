// Where a deposit address can send to, from the service's capabilities: every destination chain
// and, for one chain, every token that arrives there. Unavailable ones stay listed with their
// reason (a person should see why USDT on BNB is not offered, not wonder where it went).
import { defineMessage, defineMessages, type IntlShape } from 'react-intl';
import { getChain } from '../../../contract/chains';
import type {
  CapabilitiesResponse,
  UnavailableReason,
  UnavailableReasonCode,
} from '../../../contract/schemas/v1-capabilities';

export interface Option<V> {
  value: V;
  label: string;
  available: boolean;
  /** Why not, in our words; null when available. */
  reason: string | null;
}

export interface TokenOption extends Option<string> {
  symbol: string;
  decimals: number;
}

const REASONS = defineMessages({
  CHAIN_DEPRECATED: {
    id: 'integrator.reason.chainDeprecated',
    defaultMessage: 'No longer supported',
  },
  SAME_CHAIN: { id: 'integrator.reason.sameChain', defaultMessage: 'Same chain as the origin' },
  ROUTE_NOT_ENABLED: {
    id: 'integrator.reason.routeNotEnabled',
    defaultMessage: 'No route enabled to it',
  },
  TOKEN_NOT_ON_DESTINATION: {
    id: 'integrator.reason.tokenNotOnDestination',
    defaultMessage: 'Not available on this chain',
  },
  LIQUIDITY_PAUSED: {
    id: 'integrator.reason.liquidityPaused',
    defaultMessage: 'Relayer liquidity paused',
  },
  SWAP_REQUIRED: { id: 'integrator.reason.swapRequired', defaultMessage: 'Reached only by a swap' },
  SWAP_QUOTE_UNAVAILABLE: { id: 'integrator.reason.noSwapRoute', defaultMessage: 'No swap route' },
  unknown: { id: 'integrator.reason.unavailable', defaultMessage: 'Unavailable' },
}) satisfies Record<UnavailableReasonCode, unknown>;

const ended = defineMessage<{ date: string }>({
  id: 'integrator.reason.supportEnded',
  defaultMessage: 'Support ended on {date}',
});

/** A calendar day ("2026-06-30") in the page's language, as a day (no time zone shift). */
export const dayText = (t: IntlShape, isoDay: string) =>
  t.formatDate(`${isoDay}T00:00:00Z`, { dateStyle: 'long', timeZone: 'UTC' });

export function reasonLabel(
  t: IntlShape,
  reason: UnavailableReason | null,
  chainId?: number,
): string {
  if (!reason) return t.formatMessage(REASONS.unknown);
  const date = chainId === undefined ? undefined : getChain(chainId)?.deprecatedFrom;
  if (reason.code === 'CHAIN_DEPRECATED' && date)
    return t.formatMessage(ended, { date: dayText(t, date) });
  return t.formatMessage(REASONS[reason.code]);
}

/** Destination chains: those the service lists, available first, then by name. */
export function destinationChains(t: IntlShape, caps: CapabilitiesResponse): Option<number>[] {
  const reachable = new Set(
    caps.routes.filter((r) => r.status === 'available').map((r) => r.destinationChainId),
  );
  return caps.chains
    .map((chain) => {
      const chainOk = chain.status === 'available';
      const available = chainOk && reachable.has(chain.chainId);
      const reason = available
        ? null
        : chainOk
          ? t.formatMessage(REASONS.ROUTE_NOT_ENABLED)
          : reasonLabel(t, chain.reason, chain.chainId);
      return { value: chain.chainId, label: chain.name, available, reason };
    })
    .sort((a, b) => Number(b.available) - Number(a.available) || a.label.localeCompare(b.label));
}

/** Tokens arriving on `chainId`: available when any route delivers it now. */
export function destinationTokens(
  t: IntlShape,
  caps: CapabilitiesResponse,
  chainId: number,
): TokenOption[] {
  const byAddress = new Map<string, TokenOption>();
  for (const route of caps.routes) {
    if (route.destinationChainId !== chainId) continue;
    for (const token of route.tokens ?? []) {
      const key = token.output.address.toLowerCase();
      const available = route.status === 'available' && token.status === 'available';
      const known = byAddress.get(key);
      if (known?.available) continue;
      byAddress.set(key, {
        value: token.output.address,
        label: `${token.output.symbol}`,
        symbol: token.output.symbol,
        decimals: token.output.decimals,
        available,
        reason: available
          ? null
          : (known?.reason ??
            reasonLabel(t, route.status === 'available' ? token.reason : route.reason, chainId)),
      });
    }
  }
  return [...byAddress.values()].sort(
    (a, b) => Number(b.available) - Number(a.available) || a.label.localeCompare(b.label),
  );
}
