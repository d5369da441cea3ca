// POST /deposit-addresses: a persistent deposit address with infinite
// TTL, listing the inputs it accepts with limits and indicative fees.
import { z } from 'zod';
import {
  anyAddressIn,
  chainIdIn,
  chainIdOut,
  decimalOut,
  namespacedAddressIn,
  namespacedAddressOut,
} from '../primitives';
import { inputLimits, tokenInfo } from './common';
import { responseObject } from './response-object';

export const depositAddressRequest = z.strictObject({
  destination: z.strictObject({
    token: z.strictObject({ chainId: chainIdIn, address: anyAddressIn }),
    recipient: anyAddressIn,
  }),
  // Optional, but strongly advised: without it a failed deposit needs a manual refund.
  refundAddresses: z.array(namespacedAddressIn).optional(),
});
export type DepositAddressRequest = z.input<typeof depositAddressRequest>;

/** Destination of a deposit address (also carried by webhook events). */
export const depositAddressDestination = responseObject({
  token: tokenInfo,
  recipient: namespacedAddressOut,
});
export type DepositAddressDestination = z.infer<typeof depositAddressDestination>;

/** One accepted input; indicativeFees is null on the real service when not yet priced. */
export const supportedInput = responseObject({
  originChainId: chainIdOut,
  inputToken: tokenInfo,
  limits: inputLimits,
  indicativeFees: responseObject({
    proportionalPct: decimalOut,
    fixedFeeUsd: z.number(),
  }).nullable(),
  indicativeFillTime: z.number().nullish(),
  indicativeFillTimeRange: responseObject({ min: z.number(), max: z.number() }).nullish(),
});
export type SupportedInput = z.infer<typeof supportedInput>;

export const depositInstruction = responseObject({
  depositAddress: namespacedAddressOut,
  supportedInputs: z.array(supportedInput),
});
export type DepositInstruction = z.infer<typeof depositInstruction>;

export const depositAddressRecord = responseObject({
  id: z.string().min(1),
  destination: depositAddressDestination,
  refundAddresses: z.array(namespacedAddressOut).nullish(),
  // null today (infinite TTL); a string would be an expiry timestamp.
  expiresAt: z.string().nullable(),
  depositInstructions: z.array(depositInstruction),
});
export type DepositAddressRecord = z.infer<typeof depositAddressRecord>;
