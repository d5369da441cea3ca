// Any token to any token: which tokens can be sent once swaps count (a token the bridge does not
// carry to this destination can still leave by a swap), and which can be received for the token
// sent — every pair of the route listed, the unavailable ones with their reason.
import { defineMessage } from 'react-intl';
import type { TokenRef } from '../../../contract/schemas/common';
import type { CrossSwapType } from '../../../contract/schemas/swap-approval';
import type { CapabilityRoute, CapabilitySwap } from '../../../contract/schemas/v1-capabilities';
import { reasonText } from './reasons';
import type { TokenOption } from './route-options';

const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

/**
 * The same token. The address alone is not enough: a token with no counterpart on the
 * destination (USDT from Arbitrum to Base) is listed with the zero address as its output, which
 * is also the native coin's.
 */
const sameToken = (a: TokenRef, b: TokenRef) =>
  same(a.address, b.address) && same(a.symbol, b.symbol);

/** A token to receive: a TokenOption whose output is that token on the destination chain. */
export interface ReceiveOption extends TokenOption {
  crossSwapType: CrossSwapType | 'unknown';
}

/**
 * The origin tokens, where a token the bridge does not carry to this destination (one that
 * moves only by a swap, or has no counterpart there) becomes sendable when at least one pair
 * from it can be quoted: the pairs say what the service can quote, the token's own status only
 * whether it crosses as itself.
 */
export function withSwapOrigins(
  tokens: readonly TokenOption[],
  route: CapabilityRoute | undefined,
  pairs: readonly CapabilitySwap[],
): TokenOption[] {
  const out = tokens.map((t) => {
    if (t.available || route?.status !== 'available') return t;
    const reachable = pairs.some(
      (p) => same(p.input.address, t.input.address) && p.status === 'available',
    );
    if (!reachable) return t;
    const { reason: _dropped, ...rest } = t;
    return { ...rest, available: true };
  });
  return [...out.filter((t) => t.available), ...out.filter((t) => !t.available)];
}

/** What `token` can become on the destination chain, the same asset first, then available ones. */
export function receiveOptions(
  token: TokenOption | undefined,
  pairs: readonly CapabilitySwap[],
  catalogue: readonly TokenOption[],
  chainIds: readonly number[],
): ReceiveOption[] {
  if (!token) return [];
  const mine = pairs.filter((p) => same(p.input.address, token.input.address));
  // A service that lists no pairs still bridges the token to its own counterpart.
  if (mine.length === 0) {
    return [
      { ...token, id: token.output.address.toLowerCase(), crossSwapType: 'bridgeableToBridgeable' },
    ];
  }
  const options = mine.map((p): ReceiveOption => {
    // Name, logo and price of the output come from the route's token list when it has them.
    const known = catalogue.find((c) => sameToken(c.output, p.output));
    const available = p.status === 'available';
    return {
      id: p.output.address.toLowerCase(),
      symbol: p.output.symbol,
      name: known?.name ?? p.output.symbol,
      logoUrl: known?.logoUrl ?? null,
      priceUsd: known?.priceUsd ?? null,
      input: token.input,
      output: p.output,
      available,
      ...(available ? {} : { reason: reasonText(p.reason, chainIds) }),
      limits: token.limits,
      crossSwapType: p.crossSwapType,
    };
  });
  const rank = (o: ReceiveOption) => (sameToken(o.output, token.output) ? 0 : o.available ? 1 : 2);
  return options.sort((a, b) => rank(a) - rank(b));
}

/**
 * The token to receive: the URL's (symbol or address on the destination), else the same asset
 * as the one sent, else the first that can be quoted. None when the route lists no pairs.
 */
export function pickReceive(
  options: readonly ReceiveOption[],
  param: string | undefined,
  token: TokenOption | undefined,
): ReceiveOption | undefined {
  const p = param?.toLowerCase();
  const byParam = p
    ? (options.find((o) => o.id === p) ?? options.find((o) => o.symbol.toLowerCase() === p))
    : undefined;
  return (
    byParam ??
    options.find((o) => token && sameToken(o.output, token.output) && o.available) ??
    options.find((o) => o.available)
  );
}

/** The token as the form sends it: its output replaced by the token chosen to receive. */
export function sendingAs(token: TokenOption | undefined, receive: ReceiveOption | undefined) {
  if (!token || !receive || sameToken(receive.output, token.output)) return token;
  return { ...token, output: receive.output };
}

/** Whether the transfer swaps on either side. */
export const swaps = (type: CrossSwapType | 'unknown' | undefined) =>
  type !== undefined && type !== 'bridgeableToBridgeable';

const DESTINATION_SWAP = new Set(['bridgeableToAny', 'anyToAny']);

/** Whether the token received is made by a swap on the destination chain. */
export const swapsOnArrival = (o: ReceiveOption | undefined) =>
  o !== undefined && DESTINATION_SWAP.has(o.crossSwapType);

/**
 * Where a transfer can only be authorised gaslessly (HyperCore), a swap on arrival cannot be
 * signed: that quote holds 30 s, inside the margin in which Ferry refuses to sign. Such tokens
 * are listed, unavailable, with the reason.
 */
export function withoutArrivalSwaps(options: readonly ReceiveOption[]): ReceiveOption[] {
  const out = options.map((o): ReceiveOption =>
    swapsOnArrival(o) && o.available
      ? {
          ...o,
          available: false,
          reason: {
            label: defineMessage({
              id: 'bridge.reason.arrivalSwap',
              defaultMessage:
                'Needs a swap on arrival, which a gasless transfer cannot sign in time',
            }),
          },
        }
      : o,
  );
  return [...out.filter((o) => o.available), ...out.filter((o) => !o.available)];
}
