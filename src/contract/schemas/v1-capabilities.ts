// GET /v1/capabilities (docs/interface-decisions.md#capabilities): what can move between chains
// now, and why not. Unavailable chains, routes and tokens are listed with a reason, never dropped.
import { z } from 'zod';
import { chainIdOut, decimalOut, openEnum, queryChainId, timestamp } from '../primitives';
import { inputLimits, tokenRef } from './common';
import { crossSwapTypes } from './swap-approval';
import { responseObject } from './response-object';

export const capabilitiesQuery = z.strictObject({
  originChainId: queryChainId.optional(),
  destinationChainId: queryChainId.optional(),
  /** tokens: each input token's bridge route; swaps: every pair of tokens, swapped or not. */
  include: z.enum(['tokens', 'swaps']).optional(),
});
export type CapabilitiesQuery = z.input<typeof capabilitiesQuery>;

export const availabilityStatuses = ['available', 'unavailable'] as const;
export const availabilityStatus = openEnum(availabilityStatuses);
export type AvailabilityStatus = z.infer<typeof availabilityStatus>;

export const unavailableReasonCodes = [
  'CHAIN_DEPRECATED',
  'SAME_CHAIN',
  'ROUTE_NOT_ENABLED',
  'TOKEN_NOT_ON_DESTINATION',
  'LIQUIDITY_PAUSED',
  // A token that is not bridged itself (it moves only by a swap), and a pair no pool can price.
  'SWAP_REQUIRED',
  'SWAP_QUOTE_UNAVAILABLE',
] as const;
export type UnavailableReasonCode = (typeof unavailableReasonCodes)[number] | 'unknown';

/** Why something is unavailable; message is shown as detail, code drives the copy. */
export const unavailableReason = responseObject({
  code: openEnum(unavailableReasonCodes),
  message: z.string(),
});
export type UnavailableReason = z.infer<typeof unavailableReason>;

export const capabilityChain = responseObject({
  chainId: chainIdOut,
  name: z.string(),
  nativeSymbol: z.string(),
  explorerUrl: z.string().nullish(),
  status: availabilityStatus,
  reason: unavailableReason.nullable(),
});
export type CapabilityChain = z.infer<typeof capabilityChain>;

export const capabilityToken = responseObject({
  symbol: z.string(),
  name: z.string(),
  logoUrl: z.string().nullish(),
  priceUsd: decimalOut.nullable(),
  input: tokenRef,
  output: tokenRef,
  status: availabilityStatus,
  reason: unavailableReason.nullable(),
  limits: inputLimits,
});
export type CapabilityToken = z.infer<typeof capabilityToken>;

/**
 * One pair of tokens on a route and how a transfer between them swaps. "available" means it
 * can be quoted (for a modest amount); an unavailable pair carries its reason, e.g.
 * SWAP_QUOTE_UNAVAILABLE when no pool reaches one side.
 */
export const capabilitySwap = responseObject({
  input: tokenRef,
  output: tokenRef,
  crossSwapType: openEnum(crossSwapTypes),
  status: availabilityStatus,
  reason: unavailableReason.nullable(),
});
export type CapabilitySwap = z.infer<typeof capabilitySwap>;

export const capabilityRoute = responseObject({
  originChainId: chainIdOut,
  destinationChainId: chainIdOut,
  status: availabilityStatus,
  reason: unavailableReason.nullable(),
  tokens: z.array(capabilityToken).optional(), // only with include=tokens
  swaps: z.array(capabilitySwap).optional(), // only with include=swaps
});
export type CapabilityRoute = z.infer<typeof capabilityRoute>;

export const capabilitiesResponse = responseObject({
  chains: z.array(capabilityChain),
  routes: z.array(capabilityRoute),
  generatedAt: timestamp,
});
export type CapabilitiesResponse = z.infer<typeof capabilitiesResponse>;
