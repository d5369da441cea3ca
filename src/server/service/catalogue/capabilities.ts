// GET /v1/capabilities (docs/interface-decisions.md#capabilities): every chain, and every route
// asked about, with the reason anything is unavailable; tokens (include=tokens) carry the limits
// pricing.ts enforces.
import type { PoolBook } from '../world/pools';
import type { z } from 'zod';
import { CHAINS, chainAvailability, getChain } from '../../../contract/chains';
import type {
  capabilitiesQuery,
  capabilitiesResponse,
} from '../../../contract/schemas/v1-capabilities';
import { iso } from '../chain-sim';
import type { ServiceContext } from '../context';
import { failure } from '../../../contract/failure';
import { limits, priceUsd } from '../world/pricing';
import {
  chainStatus,
  routeStatus,
  tokenRoutes,
  type Availability,
  type TokenRoute,
} from '../world/routes';
import { NATIVE, logoUrl, worldChainIds } from '../world/tokens';
import { swapPairs } from './swap-pairs';
import { tokenRef } from './wire';

type CapabilitiesInput = z.output<typeof capabilitiesQuery>;
type CapabilitiesWire = z.input<typeof capabilitiesResponse>;

/** Chains in catalogue order that have tokens in the world: the default route grid. */
const gridChainIds = CHAINS.map((c) => c.id).filter((id) => worldChainIds.includes(id));

/** A deprecation reason also carries its date, so a client can show it without parsing. */
type WireReason = { code: string; message: string; date?: string };

function withDate(a: Availability, chainIds: number[], at: Date): WireReason | null {
  if (a.reason?.code !== 'CHAIN_DEPRECATED') return a.reason;
  for (const id of chainIds) {
    const c = chainAvailability(id, at);
    if (!c.available && c.code === 'CHAIN_DEPRECATED') return { ...a.reason, date: c.since };
  }
  return a.reason;
}

function tokenRow(r: TokenRoute, destinationChainId: number, at: Date) {
  const open = r.status === 'available';
  const l = limits(r.input, destinationChainId);
  return {
    symbol: r.input.symbol,
    name: r.input.name,
    logoUrl: logoUrl(r.input.symbol),
    priceUsd: priceUsd(r.input),
    input: tokenRef(r.input),
    // Nothing arrives when the asset is missing on the destination: the row names the chain
    // with the zero address and the input's symbol and decimals, and says why (its reason).
    output: r.output
      ? tokenRef(r.output)
      : {
          chainId: destinationChainId,
          address: NATIVE,
          decimals: r.input.decimals,
          symbol: r.input.symbol,
        },
    status: r.status,
    reason: withDate(r, [r.input.chainId, destinationChainId], at),
    // A closed route's limits are "0" (docs/interface-decisions.md#legacy-query-parameters), never
    // figures it would not honour.
    limits: {
      minInputAmount: open ? l.minDeposit.toString() : '0',
      maxInputAmount: open ? l.maxDeposit.toString() : '0',
    },
  };
}

function knownChain(field: 'originChainId' | 'destinationChainId', id: number | undefined) {
  if (id === undefined || getChain(id)) return;
  throw failure('v1-code', 'invalid', `Unknown chain ${id} in '${field}'`, field);
}

export function getCapabilities(
  ctx: ServiceContext,
  q: CapabilitiesInput,
  book?: PoolBook,
): CapabilitiesWire {
  const at = new Date(ctx.clock.now());
  knownChain('originChainId', q.originChainId);
  knownChain('destinationChainId', q.destinationChainId);
  const chains = CHAINS.map((c) => {
    const s = chainStatus(c.id, at);
    return {
      chainId: c.id,
      name: c.name,
      nativeSymbol: c.nativeSymbol,
      explorerUrl: c.explorer.url,
      status: s.status,
      reason: withDate(s, [c.id], at),
    };
  });
  const origins = q.originChainId === undefined ? gridChainIds : [q.originChainId];
  const destinations = q.destinationChainId === undefined ? gridChainIds : [q.destinationChainId];
  const routes = origins.flatMap((from) =>
    destinations.map((to) => {
      const s = routeStatus(from, to, at);
      return {
        originChainId: from,
        destinationChainId: to,
        status: s.status,
        reason: withDate(s, [from, to], at),
        ...(q.include === 'tokens'
          ? { tokens: tokenRoutes(from, to, at).map((r) => tokenRow(r, to, at)) }
          : {}),
        ...(q.include === 'swaps' ? { swaps: swapPairs(from, to, at, book) } : {}),
      };
    }),
  );
  return { chains, routes, generatedAt: iso(ctx.clock.now()) };
}
