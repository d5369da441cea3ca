// Swap discovery on the legacy root: /swap/tokens, /swap/chains, /swap/sources
// (docs/interface-decisions.md#legacy-query-parameters).
import { z } from 'zod';
import { anyAddress, chainIdOut, decimalOut, intOut, queryChainId } from '../primitives';
import { legacyQuery, legacyQueryFields, legacyQueryObject } from './common';
import { responseObject } from './response-object';

/** Element of GET /swap/tokens (2.1). priceUsd may be null; the native token is the zero address. */
export const swapToken = responseObject({
  chainId: chainIdOut,
  address: anyAddress,
  name: z.string(),
  symbol: z.string(),
  decimals: intOut,
  // A missing logo is cosmetic; never fail the token list over it.
  logoUrl: z.string().nullish(),
  priceUsd: decimalOut.nullable(),
});
export type SwapToken = z.infer<typeof swapToken>;

/** A chainId filter: one value, or a repeated key naming several chains (as on the real service). */
export const queryChainIds = z
  .union([queryChainId, z.array(queryChainId).min(1)])
  .transform((v) => (Array.isArray(v) ? v : [v]));

/** chainId filters the list. */
export const swapTokensQuery = legacyQueryObject({
  chainId: queryChainIds.optional(),
  ...legacyQueryFields,
});
export type SwapTokensQuery = z.input<typeof swapTokensQuery>;
export const swapTokensResponse = z.array(swapToken);
export type SwapTokensResponse = z.infer<typeof swapTokensResponse>;

/** Element of GET /swap/chains (docs/interface-decisions.md#swap-approval). */
export const swapChain = responseObject({
  chainId: chainIdOut,
  name: z.string(),
  publicRpcUrl: z.string().nullish(),
  explorerUrl: z.string().nullish(),
  logoUrl: z.string().nullish(),
});
export type SwapChain = z.infer<typeof swapChain>;

export const swapChainsQuery = legacyQuery;
export type SwapChainsQuery = z.input<typeof swapChainsQuery>;
export const swapChainsResponse = z.array(swapChain);
export type SwapChainsResponse = z.infer<typeof swapChainsResponse>;

/** GET /swap/sources: optional chainId; a sorted array of source names. */
export const swapSourcesQuery = legacyQueryObject({
  chainId: queryChainId.optional(),
  ...legacyQueryFields,
});
export type SwapSourcesQuery = z.input<typeof swapSourcesQuery>;
export const swapSourcesResponse = z.array(z.string());
export type SwapSourcesResponse = z.infer<typeof swapSourcesResponse>;
