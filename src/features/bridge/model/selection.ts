// What is selected: the URL's choice where the service lists it (even if unavailable, so a
// shared link to a retired chain says why), else a sensible default.
import { zeroAddress } from 'viem';
import { getChain } from '../../../contract/chains';
import type { CapabilitiesResponse } from '../../../contract/schemas/v1-capabilities';
import { destinationOptions, findToken, originOptions, type TokenOption } from './route-options';

/** The bridge's part of the URL (src/app/search.ts validates it). */
export interface BridgeSearch {
  from?: number;
  to?: number;
  token?: string;
  amount?: string;
  mode?: 'gasless' | 'transaction';
  /** The token to receive (symbol or address on the destination); absent: the same asset. */
  toToken?: string;
  /** "output": the amount is what arrives (exact output); absent: what is sent. */
  exact?: 'output';
}

export const DEFAULT_ROUTE = { from: 8453, to: 42161, token: 'USDC' } as const;

export function pickOrigin(caps: CapabilitiesResponse, from?: number): number | undefined {
  const options = originOptions(caps);
  if (from !== undefined && options.some((o) => o.chainId === from)) return from;
  const preferred = options.find((o) => o.chainId === DEFAULT_ROUTE.from && o.available);
  return (preferred ?? options.find((o) => o.available))?.chainId;
}

export function pickDestination(
  caps: CapabilitiesResponse,
  origin: number | undefined,
  to?: number,
): number | undefined {
  const options = destinationOptions(caps, origin);
  if (to !== undefined && options.some((o) => o.chainId === to)) return to;
  const preferred = options.find((o) => o.chainId === DEFAULT_ROUTE.to && o.available);
  return (preferred ?? options.find((o) => o.available))?.chainId;
}

/** The URL's token, else (when `substitute`, or the URL names none) a sensible default. */
export function pickToken(
  options: readonly TokenOption[],
  token?: string,
  substitute = true,
): TokenOption | undefined {
  const asked = findToken(options, token);
  if (asked || (token && !substitute)) return asked;
  return (
    options.find((o) => o.available && o.symbol === DEFAULT_ROUTE.token) ??
    options.find((o) => o.available) ??
    options[0]
  );
}

/**
 * Gasless (legacy swap API) works where the service can pull the tokens with a signed
 * authorization: USDC (ERC-3009) on EVM chains, and every deposit from a special ledger
 * (HyperCore), where it is the only way.
 */
export type GaslessSupport = 'none' | 'optional' | 'required';
/** standard: the service's default funding; transaction: approve and deposit from the wallet. */
export type SubmitMode = 'standard' | 'gasless' | 'transaction';

export function gaslessSupport(
  originChainId: number,
  token: TokenOption | undefined,
  destinationSwap = false,
): GaslessSupport {
  if (getChain(originChainId)?.kind === 'special-ledger') return 'required';
  // A gasless quote with a swap on the destination holds for only 30 s: it could never be
  // signed outside the last 30 s before expiry, so only the transfer authorisation is offered.
  if (destinationSwap) return 'none';
  if (token?.symbol === 'USDC' && token.input.address.toLowerCase() !== zeroAddress)
    return 'optional';
  return 'none';
}

export function effectiveMode(
  support: GaslessSupport,
  requested?: 'gasless' | 'transaction',
): SubmitMode {
  if (support === 'required') return 'gasless';
  if (requested === 'transaction') return 'transaction';
  return support === 'optional' && requested === 'gasless' ? 'gasless' : 'standard';
}

/**
 * The ways the mode switch offers to authorise a transfer; fewer than two and it shows none. USDC
 * offers gasless too. A swap is funded by the transfer authorisation unless the wallet sends the
 * swap itself ("Approve and deposit": the periphery's swapAndBridge, or a deposit to the
 * destination's multicall handler), so a swap offers both. Other tokens have one way, the
 * service's default.
 */
export function offeredModes(support: GaslessSupport, swap: boolean): readonly SubmitMode[] {
  if (support === 'required') return ['gasless'];
  if (support === 'optional') return ['standard', 'gasless', 'transaction'];
  return swap ? ['standard', 'transaction'] : ['standard'];
}
