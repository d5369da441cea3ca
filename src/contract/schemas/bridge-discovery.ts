// The bridge's own discovery on the legacy root, as the official client reads it:
// GET /available-routes (getAvailableRoutes) and GET /chains (getSupportedChains, and the spoke
// pool its getChainInfo / getSpokePoolAddress look up). Shapes as the real service sends them;
// queries read as docs/interface-decisions.md#legacy-query-parameters says.
import { z } from 'zod';
import {
  anyAddress,
  anyAddressIn,
  chainIdOut,
  intOut,
  plainText,
  queryBool,
  queryChainId,
} from '../primitives';
import { legacyQueryFields, legacyQueryObject } from './common';
import { queryChainIds, swapChain } from './legacy-swap';
import { responseObject, tolerantShape } from './response-object';

/** A token symbol to filter by (compared case-insensitively, as on the real service). */
const tokenSymbolIn = plainText(32);

/**
 * One route the bridge carries. A native route names the chain's wrapped native token, with
 * isNative true: the deposit sends the amount as value and the spoke pool wraps it.
 */
export const availableRoute = responseObject({
  originChainId: chainIdOut,
  originToken: anyAddress,
  destinationChainId: chainIdOut,
  destinationToken: anyAddress,
  originTokenSymbol: z.string(),
  destinationTokenSymbol: z.string(),
  // Older real responses have no isNative; read as false there.
  isNative: z.boolean().optional(),
});
export type AvailableRoute = z.infer<typeof availableRoute>;

export const availableRoutesQuery = legacyQueryObject({
  originChainId: queryChainId.optional(),
  destinationChainId: queryChainId.optional(),
  originToken: anyAddressIn.optional(),
  destinationToken: anyAddressIn.optional(),
  originTokenSymbol: tokenSymbolIn.optional(),
  destinationTokenSymbol: tokenSymbolIn.optional(),
  ...legacyQueryFields,
});
export type AvailableRoutesQuery = z.input<typeof availableRoutesQuery>;
export const availableRoutesResponse = z.array(availableRoute);
export type AvailableRoutesResponse = z.infer<typeof availableRoutesResponse>;

/** A token of a chain in GET /chains: what can be sent from it (input) or received (output). */
export const chainToken = responseObject({
  address: anyAddress,
  symbol: z.string(),
  name: z.string(),
  decimals: intOut,
  logoUrl: z.string().nullish(),
});
export type ChainToken = z.infer<typeof chainToken>;

/** Element of GET /chains: the /swap/chains fields, the spoke pool and the bridge's tokens. */
export const supportedChain = swapChain.extend(
  tolerantShape({
    spokePool: anyAddress,
    // The block the spoke pool was deployed in (the real list has it; the client reads nothing).
    spokePoolBlock: intOut.nullish(),
    inputTokens: z.array(chainToken),
    outputTokens: z.array(chainToken),
  }),
);
export type SupportedChain = z.infer<typeof supportedChain>;

export const chainsQuery = legacyQueryObject({
  chainId: queryChainIds.optional(),
  inputTokenSymbol: tokenSymbolIn.optional(),
  outputTokenSymbol: tokenSymbolIn.optional(),
  omitTokens: queryBool.optional(),
  ...legacyQueryFields,
});
export type ChainsQuery = z.input<typeof chainsQuery>;
export const chainsResponse = z.array(supportedChain);
export type ChainsResponse = z.infer<typeof chainsResponse>;
