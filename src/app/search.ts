// Typed search params for routes that take them. Every field falls back (.catch) instead of
// failing, so a mistyped or stale shared link opens the page with that field empty.
//
// Values arrive decoded by parseSearch below: "8453" as a number, "1.5" as a number (only when it
// prints back identically, so no digits are lost), anything else as a string.
import { parseSearchWith, stringifySearchWith } from '@tanstack/react-router';
// zod/mini: these schemas are in the entry, where full zod would cost ~17 KB gzip more.
import * as z from 'zod/mini';

/**
 * The router's default JSON.parse of every value would read "1.50" as 1.5 and lose the digit a
 * person typed; its default stringify would write ?amount=%221.50%22. We keep plain values:
 * only a value written as a JSON string ("…") is JSON-decoded, so older quoted links still work.
 */
export const parseSearch = parseSearchWith((value) =>
  value.startsWith('"') ? JSON.parse(value) : value,
);

/** Strings are written as they are (?amount=1.50&token=USDC); objects as JSON. */
export const stringifySearch = stringifySearchWith(JSON.stringify);

/** Positive integer chain id, from a number or a digit string. */
const chainIdParam = z.coerce
  .number()
  .check(z.int(), z.positive(), z.maximum(Number.MAX_SAFE_INTEGER));

/** A value as text, whether the search parser read it as a number or a string. */
const asText = <T extends z.ZodMiniType<unknown, string>>(inner: T) =>
  z.pipe(z.pipe(z.union([z.string(), z.number()]), z.transform(String)), inner);

/** Optional, and undefined instead of an error when the value is bad. */
const lenient = <T extends z.ZodMiniType>(schema: T) => z.catch(z.optional(schema), undefined);

/** Token symbol or address: short, no spaces or markup. */
const tokenParam = asText(z.string().check(z.regex(/^[A-Za-z0-9._-]{1,64}$/)));

/**
 * Human amount as typed ("1.5", "250", ".5", "00012", "12."), kept as text: the form reads it
 * the way it reads typing and it becomes base units with the token's decimals, never through
 * floating point. A lone dot or anything else (commas, signs, exponents) is dropped.
 */
const amountParam = asText(z.string().check(z.regex(/^(?=\.?\d)\d{0,30}(\.\d{0,36})?$/)));

export const bridgeSearchSchema = z.object({
  from: lenient(chainIdParam),
  to: lenient(chainIdParam),
  token: lenient(tokenParam),
  amount: lenient(amountParam),
  /**
   * Gasless (legacy swap API) where the route offers it, or "transaction" (approve and deposit
   * from the wallet); absent means the versioned API's default.
   */
  mode: lenient(z.enum(['gasless', 'transaction'])),
  /** The token to receive when it differs from the one sent (a swap). */
  toToken: lenient(tokenParam),
  /** "output": the amount is what the recipient receives exactly. */
  exact: lenient(z.literal('output')),
});

export type BridgeSearch = z.output<typeof bridgeSearchSchema>;

export const explorerSearchSchema = z.object({
  q: lenient(asText(z.string().check(z.maxLength(200)))),
  /** Origin chain of a deposit id. */
  chain: lenient(chainIdParam),
  /** 0-based page of an address's deposits. */
  page: lenient(z.coerce.number().check(z.int(), z.minimum(0), z.maximum(10_000))),
});
