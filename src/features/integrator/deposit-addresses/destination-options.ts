// Where a deposit address can send to, from the service's capabilities: every destination chain
// and, for one chain, every token that arrives there. Unavailable ones stay listed with their
// reason (a person should see why USDT on BNB is not offered, not wonder where it went).
import { getChain, longDate } from '../../../contract/chains';
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

const REASONS = {
  CHAIN_DEPRECATED: 'No longer supported',
  SAME_CHAIN: 'Same chain as the origin',
  ROUTE_NOT_ENABLED: 'No route enabled to it',
  TOKEN_NOT_ON_DESTINATION: 'Not available on this chain',
  LIQUIDITY_PAUSED: 'Relayer liquidity paused',
  SWAP_REQUIRED: 'Reached only by a swap',
  SWAP_QUOTE_UNAVAILABLE: 'No swap route',
  unknown: 'Unavailable',
} as const satisfies Record<UnavailableReasonCode, string>;

export function reasonLabel(reason: UnavailableReason | null, chainId?: number): string {
  if (!reason) return REASONS.unknown;
  const date = chainId === undefined ? undefined : getChain(chainId)?.deprecatedFrom;
  if (reason.code === 'CHAIN_DEPRECATED' && date) return `Support ended on ${longDate(date)}`;
  return REASONS[reason.code];
}

/** Destination chains: those the service lists, available first, then by name. */
export function destinationChains(caps: CapabilitiesResponse): Option<number>[] {
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
          ? REASONS.ROUTE_NOT_ENABLED
          : reasonLabel(chain.reason, chain.chainId);
      return { value: chain.chainId, label: chain.name, available, reason };
    })
    .sort((a, b) => Number(b.available) - Number(a.available) || a.label.localeCompare(b.label));
}

/** Tokens arriving on `chainId`: available when any route delivers it now. */
export function destinationTokens(caps: CapabilitiesResponse, chainId: number): TokenOption[] {
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
            reasonLabel(route.status === 'available' ? token.reason : route.reason, chainId)),
      });
    }
  }
  return [...byAddress.values()].sort(
    (a, b) => Number(b.available) - Number(a.available) || a.label.localeCompare(b.label),
  );
}
