// Typed search params for routes that take them. Every field falls back (.catch) instead of
// failing, so a mistyped or stale shared link opens the page with that field empty.
//
// Values arrive decoded by parseSearch below: "8453" as a number, "1.5" as a number (only when it
// prints back identically, so no digits are lost), anything else as a string.
import { parseSearchWith, stringifySearchWith } from '@tanstack/react-router';
import { z } from 'zod';

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
const chainIdParam = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);

/** Token symbol or address: short, no spaces or markup. */
const tokenParam = z
  .union([z.string(), z.number()])
  .transform(String)
  .pipe(z.string().regex(/^[A-Za-z0-9._-]{1,64}$/));

/**
 * Human amount as typed ("1.5", "250", ".5", "00012", "12."), kept as text: the form reads it
 * the way it reads typing and it becomes base units with the token's decimals, never through
 * floating point. A lone dot or anything else (commas, signs, exponents) is dropped.
 */
const amountParam = z
  .union([z.string(), z.number()])
  .transform(String)
  .pipe(z.string().regex(/^(?=\.?\d)\d{0,30}(\.\d{0,36})?$/));

export const bridgeSearchSchema = z.object({
  from: chainIdParam.optional().catch(undefined),
  to: chainIdParam.optional().catch(undefined),
  token: tokenParam.optional().catch(undefined),
  amount: amountParam.optional().catch(undefined),
  /**
   * Gasless (legacy swap API) where the route offers it, or "transaction" (approve and deposit
   * from the wallet); absent means the versioned API's default.
   */
  mode: z.enum(['gasless', 'transaction']).optional().catch(undefined),
  /** The token to receive when it differs from the one sent (a swap). */
  toToken: tokenParam.optional().catch(undefined),
  /** "output": the amount is what the recipient receives exactly. */
  exact: z.literal('output').optional().catch(undefined),
});

export type BridgeSearch = z.output<typeof bridgeSearchSchema>;

export const explorerSearchSchema = z.object({
  q: z
    .union([z.string(), z.number()])
    .transform(String)
    .pipe(z.string().max(200))
    .optional()
    .catch(undefined),
  /** Origin chain of a deposit id. */
  chain: chainIdParam.optional().catch(undefined),
  /** 0-based page of an address's deposits. */
  page: z.coerce.number().int().min(0).max(10_000).optional().catch(undefined),
});
