// Chains and tokens the pickers offer, from capabilities (enriched with /swap/tokens). Nothing
// unavailable is dropped: it is listed, disabled, with its reason.
import { defineMessages } from 'react-intl';
import { getChain } from '../../../contract/chains';
import type { TokenRef } from '../../../contract/schemas/common';
import type { SwapToken } from '../../../contract/schemas/legacy-swap';
import type {
  CapabilitiesResponse,
  CapabilityRoute,
} from '../../../contract/schemas/v1-capabilities';
import { phrase, untyped, type Phrase } from './messages';
import { reasonText, type ReasonText } from './reasons';

export interface ChainOption {
  chainId: number;
  name: string;
  available: boolean;
  reason?: ReasonText;
}

export interface TokenOption {
  /** The input token's address, lower-case: unique on the origin chain. */
  id: string;
  symbol: string;
  name: string;
  logoUrl: string | null;
  priceUsd: string | null;
  input: TokenRef;
  output: TokenRef;
  available: boolean;
  reason?: ReasonText;
  limits: { min: bigint; max: bigint };
}

/** Available first; among unavailable ones, the service's order. */
function availableFirst<T extends { available: boolean }>(items: T[]): T[] {
  return [...items.filter((i) => i.available), ...items.filter((i) => !i.available)];
}

export function originOptions(caps: CapabilitiesResponse): ChainOption[] {
  return availableFirst(
    caps.chains.map((chain) => ({
      chainId: chain.chainId,
      name: chain.name,
      available: chain.status === 'available',
      ...(chain.status === 'available'
        ? {}
        : { reason: reasonText(chain.reason, [chain.chainId]) }),
    })),
  );
}

export function findRoute(
  caps: CapabilitiesResponse | undefined,
  originChainId: number | undefined,
  destinationChainId: number | undefined,
): CapabilityRoute | undefined {
  return caps?.routes.find(
    (r) => r.originChainId === originChainId && r.destinationChainId === destinationChainId,
  );
}

/** Every chain as a destination from `originChainId`: the route's status, else the chain's. */
export function destinationOptions(
  caps: CapabilitiesResponse,
  originChainId: number | undefined,
): ChainOption[] {
  return availableFirst(
    caps.chains.map((chain) => {
      const route = findRoute(caps, originChainId, chain.chainId);
      const status = route ?? chain;
      const available = status.status === 'available';
      const ids = originChainId === undefined ? [chain.chainId] : [originChainId, chain.chainId];
      return {
        chainId: chain.chainId,
        name: chain.name,
        available,
        ...(available ? {} : { reason: reasonText(status.reason, ids) }),
      };
    }),
  );
}

/** The route's tokens, with logo and price from /swap/tokens where it has them. */
export function tokenOptions(
  route: CapabilityRoute | undefined,
  swapTokens: readonly SwapToken[] = [],
): TokenOption[] {
  if (!route?.tokens) return [];
  const extra = new Map(
    swapTokens.map((t) => [`${t.chainId}:${t.address.toLowerCase()}`, t] as const),
  );
  const ids = [route.originChainId, route.destinationChainId];
  return availableFirst(
    route.tokens.map((t) => {
      const listed = extra.get(`${t.input.chainId}:${t.input.address.toLowerCase()}`);
      const available = t.status === 'available' && route.status === 'available';
      const reason = t.status === 'available' ? route.reason : t.reason;
      return {
        id: t.input.address.toLowerCase(),
        symbol: t.symbol,
        name: t.name,
        logoUrl: listed?.logoUrl ?? t.logoUrl ?? null,
        priceUsd: listed?.priceUsd ?? t.priceUsd,
        input: t.input,
        output: t.output,
        available,
        ...(available ? {} : { reason: reasonText(reason, ids) }),
        limits: {
          min: BigInt(t.limits.minInputAmount),
          max: BigInt(t.limits.maxInputAmount),
        },
      };
    }),
  );
}

/** A token from the URL: its symbol (case-insensitive) or its address on the origin chain. */
export function findToken(
  options: readonly TokenOption[],
  param: string | undefined,
): TokenOption | undefined {
  if (!param) return undefined;
  const p = param.toLowerCase();
  return options.find((o) => o.id === p) ?? options.find((o) => o.symbol.toLowerCase() === p);
}

/** Words for a chain that has no name to show: before one is chosen, or one no list knows. */
export const SOME_CHAIN = untyped(
  defineMessages({
    origin: { id: 'bridge.form.originChain', defaultMessage: 'the origin chain' },
    destination: { id: 'bridge.form.destinationChain', defaultMessage: 'the destination chain' },
    unnamed: { id: 'bridge.chain.unnamed', defaultMessage: 'Chain {chainId}' },
  }),
);

/** The chain's name, or for a chain no list names, words with its id (said where shown). */
export function chainLabel(chainId: number, caps?: CapabilitiesResponse): string | Phrase {
  return (
    caps?.chains.find((c) => c.chainId === chainId)?.name ??
    getChain(chainId)?.name ??
    phrase(SOME_CHAIN.unnamed, { chainId: String(chainId) })
  );
}
