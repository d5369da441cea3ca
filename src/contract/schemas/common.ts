// Response building blocks shared by several areas: token references, fee items, EIP-712
// typed data and the legacy request id. All tolerant (loose objects, open where it matters).
import { z } from 'zod';
import {
  anyAddress,
  chainIdOut,
  decimalOut,
  intOut,
  intStringOut,
  integratorId,
  uintStringOut,
} from '../primitives';
import { responseObject, tolerantShape } from './response-object';

/**
 * Legacy JSON objects carry a request `id` (docs/interface-decisions.md#request-ids); optional so
 * our own shapes parse.
 */
export const legacyRequestId = z.string().optional();

/**
 * Spread into every legacy query: integratorId is required by the service (missing →
 * MISSING_PARAM) but optional here, because the BFF adds it after validating the browser's query.
 */
export const legacyQueryFields = { integratorId: integratorId.optional() };

/**
 * A legacy query string as the real service reads it: known parameters typed and checked,
 * unknown keys ignored (dropped from the parsed value). Versioned request bodies stay strict.
 */
export const legacyQueryObject = <S extends z.ZodRawShape>(shape: S) => z.object(shape);

/** Query of a legacy endpoint that takes nothing but integratorId. */
export const legacyQuery = legacyQueryObject(legacyQueryFields);
export type LegacyQuery = z.input<typeof legacyQuery>;

/** Token on a chain as the service describes it in quotes: {chainId, address, decimals, symbol}. */
export const tokenRef = responseObject({
  chainId: chainIdOut,
  address: anyAddress,
  decimals: intOut,
  symbol: z.string(),
  name: z.string().optional(),
});
export type TokenRef = z.infer<typeof tokenRef>;

/** Token with a name (deposit-address records). */
export const tokenInfo = tokenRef.extend(tolerantShape({ name: z.string() }));
export type TokenInfo = z.infer<typeof tokenInfo>;

/**
 * One fee line: amount in the token's base units (may be negative on a favourable swap),
 * its USD value, and pct scaled by 1e18 (docs/interface-decisions.md#swap-approval).
 */
export const feeItem = responseObject({
  amount: intStringOut,
  amountUsd: decimalOut.nullish(),
  pct: intStringOut.nullish(),
  token: tokenRef.optional(),
});
export type FeeItem = z.infer<typeof feeItem>;

/** EIP-712 payload to hand to a wallet unchanged: {domain, types, primaryType, message}. */
export const typedData = responseObject({
  domain: responseObject({
    name: z.string().optional(),
    version: z.string().optional(),
    // Wallet libraries accept a number, a decimal or a hex string here.
    chainId: z.union([z.number(), z.string()]).optional(),
    verifyingContract: anyAddress.optional(),
    salt: z.string().optional(),
  }),
  types: z.record(z.string(), z.array(responseObject({ name: z.string(), type: z.string() }))),
  primaryType: z.string().min(1),
  message: z.record(z.string(), z.unknown()),
});
export type TypedData = z.infer<typeof typedData>;

/** Min/max input in base units (deposit addresses, capabilities). */
export const inputLimits = responseObject({
  minInputAmount: uintStringOut,
  maxInputAmount: uintStringOut,
});
