// Which routes exist and why an unavailable one is unavailable
// (docs/interface-decisions.md#capabilities).
import { chainAvailability } from '../../../contract/chains';
import { counterpart, isBridgeable, tokensOn, worldChainIds, type WorldToken } from './tokens';

export interface Reason {
  code: string;
  message: string;
}
export interface Availability {
  status: 'available' | 'unavailable';
  reason: Reason | null;
}

const available: Availability = { status: 'available', reason: null };
const unavailable = (code: string, message: string): Availability => ({
  status: 'unavailable',
  reason: { code, message },
});

/** HyperCore only connects to the chains its bridge serves. */
const specialLedgerPeers = new Set([42161, 8453]);
/** Relayer liquidity for these (family, destination) pairs is paused in the simulated world. */
const pausedLiquidity = new Set(['USDT:56']);

export function chainStatus(chainId: number, at: Date): Availability {
  const a = chainAvailability(chainId, at);
  if (!a.available) return unavailable(a.code, a.message);
  if (!worldChainIds.includes(chainId)) {
    return unavailable('ROUTE_NOT_ENABLED', 'No routes to or from this chain are enabled yet.');
  }
  return available;
}

export function routeStatus(
  originChainId: number,
  destinationChainId: number,
  at: Date,
): Availability {
  if (originChainId === destinationChainId) {
    return unavailable('SAME_CHAIN', 'Origin and destination are the same chain.');
  }
  for (const id of [originChainId, destinationChainId]) {
    const c = chainStatus(id, at);
    if (c.status === 'unavailable') return c;
  }
  if (
    (originChainId === 1337 && !specialLedgerPeers.has(destinationChainId)) ||
    (destinationChainId === 1337 && !specialLedgerPeers.has(originChainId))
  ) {
    return unavailable('ROUTE_NOT_ENABLED', 'HyperCore connects only to Arbitrum One and Base.');
  }
  return available;
}

export interface TokenRoute extends Availability {
  input: WorldToken;
  output: WorldToken | undefined;
}

export function tokenRoute(input: WorldToken, destinationChainId: number, at: Date): TokenRoute {
  const route = routeStatus(input.chainId, destinationChainId, at);
  const output = counterpart(input, destinationChainId);
  if (route.status === 'unavailable') return { ...route, input, output };
  if (!isBridgeable(input)) {
    return {
      ...unavailable(
        'SWAP_REQUIRED',
        `${input.symbol} is not bridged itself; it reaches another chain by a swap to a bridged asset.`,
      ),
      input,
      output,
    };
  }
  if (!output) {
    return {
      ...unavailable(
        'TOKEN_NOT_ON_DESTINATION',
        `${input.symbol} is not available on the destination chain.`,
      ),
      input,
      output,
    };
  }
  if (pausedLiquidity.has(`${input.family}:${destinationChainId}`)) {
    return {
      ...unavailable(
        'LIQUIDITY_PAUSED',
        `Relayer liquidity for ${output.symbol} on this chain is paused.`,
      ),
      input,
      output,
    };
  }
  return { ...available, input, output };
}

/** Every token route out of `originChainId` to `destinationChainId`, unavailable ones included. */
export function tokenRoutes(
  originChainId: number,
  destinationChainId: number,
  at: Date,
): TokenRoute[] {
  return tokensOn(originChainId).map((t) => tokenRoute(t, destinationChainId, at));
}
