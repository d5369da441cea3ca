// Wire primitives shared by every schema. Requests are strict; responses tolerant
// (supplement: "requests strict, responses tolerant").
import { z } from 'zod';

/** 0x-prefixed 20-byte EVM address, any case (checksums are checked where a person types one). */
export const evmAddress = z.string().regex(/^0x[0-9a-fA-F]{40}$/, 'Expected a 0x-prefixed 20-byte address');

/** Any address string the service may return: EVM, or another ecosystem's (TRON, Solana). */
export const anyAddress = z.string().min(1);

/** 0x-prefixed hex of any length (calldata, hashes, signatures). */
export const hex = z.string().regex(/^0x[0-9a-fA-F]*$/, 'Expected 0x-prefixed hex');

/** 32-byte hash, 0x + 64 hex. */
export const hash32 = z.string().regex(/^0x[0-9a-fA-F]{64}$/, 'Expected 0x + 64 hex characters');

/** Integer amount in base units, as a decimal string (may exceed 2^64). */
export const baseUnits = z.string().regex(/^\d+$/, 'Expected an integer amount in base units');

/** Decimal number as a string, e.g. a USD price "1.0001" or percentage. */
export const decimalString = z.string().regex(/^-?\d+(\.\d+)?$/, 'Expected a decimal number');

/** Positive chain id. Responses may carry it as a numeric string (supplement 4). */
export const chainIdOut = z.union([
  z.number().int().positive(),
  z
    .string()
    .regex(/^\d+$/)
    .transform((s) => Number(s)),
]);

/** Chain id in a request body: a positive integer, never a string. */
export const chainIdIn = z.number().int().positive();

/** Query-string integer (all query values arrive as text). */
export const queryInt = (opts: { min?: number; max?: number } = {}) => {
  let n = z.number().int();
  if (opts.min !== undefined) n = n.min(opts.min);
  if (opts.max !== undefined) n = n.max(opts.max);
  return z
    .string()
    .regex(/^-?\d+$/, 'Expected an integer')
    .transform((s) => Number(s))
    .pipe(n);
};

/** Query-string boolean: only the literals true and false. */
export const queryBool = z.enum(['true', 'false']).transform((s) => s === 'true');

/** RFC 3339 / ISO 8601 timestamp string. */
export const timestamp = z.string().refine((s) => !Number.isNaN(Date.parse(s)), 'Expected a timestamp');

/** Unix seconds as a decimal string. */
export const unixSecondsString = z.string().regex(/^\d+$/, 'Expected unix seconds');

/** integratorId on legacy calls: a 2-byte hex string such as 0xdead (supplement 1). */
export const integratorId = z.string().regex(/^0x[0-9a-fA-F]{4}$/, 'Expected a 2-byte hex id such as 0xdead');

/**
 * An open enum for responses: known values keep their literal type, anything new becomes
 * "unknown" instead of failing the parse, so a new upstream state never crashes a page.
 */
export function openEnum<const T extends readonly [string, ...string[]]>(values: T) {
  const known = new Set<string>(values);
  return z.string().transform((s): T[number] | 'unknown' => (known.has(s) ? (s as T[number]) : 'unknown'));
}

/** Address with namespace (interface 2.2). */
export const namespacedAddressIn = z.strictObject({
  namespace: z.string().min(1),
  address: z.string().min(1),
});
export const namespacedAddressOut = z.looseObject({
  namespace: z.string(),
  address: z.string(),
});
