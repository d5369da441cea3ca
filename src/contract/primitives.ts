// Wire primitives shared by every schema. Requests are strict; responses tolerant
// (supplement: "requests strict, responses tolerant").
import { z } from 'zod';
import { HASH32, HASH32_MESSAGE, UINT256_DIGITS, UINT256_DIGITS_MESSAGE } from './hash-and-digits';

export { HASH32, UINT256_DIGITS };

/** 0x-prefixed 20-byte EVM address, any case (checksums are checked where a person types one). */
export const evmAddress = z
  .string()
  .regex(/^0x[0-9a-fA-F]{40}$/, 'Expected a 0x-prefixed 20-byte address');

/** Any address string the service may return: EVM, or another ecosystem's (TRON, Solana). */
export const anyAddress = z.string().min(1);

/** 0x-prefixed hex of any length (calldata, hashes, signatures). */
export const hex = z.string().regex(/^0x[0-9a-fA-F]*$/, 'Expected 0x-prefixed hex');

/** 32-byte hash, 0x + 64 hex. */
export const hash32 = z.string().regex(HASH32, HASH32_MESSAGE);

/** A uint256 in decimal digits: at most 78, the width of 2^256 − 1 (deposit ids, amounts). */
export const uint256Digits = z.string().regex(UINT256_DIGITS, UINT256_DIGITS_MESSAGE);

/** Integer amount in base units, as a decimal string (may exceed 2^64). */
export const baseUnits = z.string().regex(/^\d+$/, 'Expected an integer amount in base units');

/** Decimal number as a string, e.g. a USD price "1.0001" or percentage. */
export const decimalString = z.string().regex(/^-?\d+(\.\d+)?$/, 'Expected a decimal number');

/**
 * Positive chain id. Responses may carry it as a numeric string
 * (docs/interface-decisions.md#legacy-query-parameters).
 */
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
export const timestamp = z
  .string()
  .refine((s) => !Number.isNaN(Date.parse(s)), 'Expected a timestamp');

/** Unix seconds as a decimal string. */
export const unixSecondsString = z.string().regex(/^\d+$/, 'Expected unix seconds');

/**
 * integratorId on legacy calls: a 2-byte hex string such as 0xdead
 * (docs/interface-decisions.md#hosts-and-keys).
 */
export const integratorId = z
  .string()
  .regex(/^0x[0-9a-fA-F]{4}$/, 'Expected a 2-byte hex id such as 0xdead');

/**
 * An open enum for responses: known values keep their literal type, anything new becomes
 * "unknown" instead of failing the parse, so a new upstream state never crashes a page.
 */
export function openEnum<const T extends readonly [string, ...string[]]>(values: T) {
  const known = new Set<string>(values);
  return z
    .string()
    .transform((s): T[number] | 'unknown' => (known.has(s) ? (s as T[number]) : 'unknown'));
}

/** Address with namespace (`evm`, `svm`, …), as deposit-address requests name them. */
export const namespacedAddressIn = z.strictObject({
  namespace: z.string().min(1),
  address: z.string().min(1),
});
export const namespacedAddressOut = z.looseObject({
  namespace: z.string(),
  address: z.string(),
});

// ---------------------------------------------------------------------------------------------
// Added with the wire schemas (src/contract/schemas). Existing exports above are unchanged.

const base58 = /^[1-9A-HJ-NP-Za-km-z]+$/;

/**
 * Address in a request: EVM hex, or base58 (Solana, TRON), since routes reach non-EVM chains
 * (the service's chains include TRON and Solana). Anything else (spaces, paths, URLs) is rejected.
 */
export const anyAddressIn = z.union([
  evmAddress,
  z
    .string()
    .regex(base58, 'Expected an EVM or base58 address')
    .min(32, 'Expected an EVM or base58 address')
    .max(44, 'Expected an EVM or base58 address'),
]);

/** Transaction reference in a request: 0x + 64 hex (EVM) or a base58 signature (Solana). */
export const txnRefIn = z.union([
  hash32,
  z
    .string()
    .regex(base58, 'Expected a transaction hash or signature')
    .min(64, 'Expected a transaction hash or signature')
    .max(88, 'Expected a transaction hash or signature'),
]);

/** ECDSA signature: 65 bytes, or 64 bytes (ERC-2098 compact). */
export const signatureHex = z
  .string()
  .regex(/^0x([0-9a-fA-F]{128}|[0-9a-fA-F]{130})$/, 'Expected a 64- or 65-byte hex signature');

/** Request amount: integer in base units, at least 1, no leading zeros. */
export const positiveBaseUnits = z
  .string()
  .regex(/^[1-9]\d*$/, 'Expected an integer amount of at least 1 in base units');

/** Chain id in a query string (up to 34268394551451, Solana, which still fits a double). */
export const queryChainId = queryInt({ min: 1, max: Number.MAX_SAFE_INTEGER });

/**
 * An id in a path segment (a deposit address's, a subscription's, a receiver's): no dots,
 * slashes, percent or query marks. Ids are opaque; those Ferry and the embedded service make are
 * under 30 characters (pda_ + 24 hex, rcv_ + 22), and 128 leaves the service room to lengthen its
 * own while bounding what reaches a lookup.
 */
export const safeId = z
  .string()
  .regex(/^[A-Za-z0-9_-]{1,128}$/, 'Expected an identifier of letters, digits, _ or -');

/**
 * Unsigned integer in a response, normalised to a decimal string. Some real-service fields
 * (allowance checks) arrive as JSON numbers; a huge number is already rounded by JSON, so it is
 * converted exactly as received rather than rejected.
 */
export const uintStringOut = z.union([
  z.string().regex(/^\d+$/, 'Expected an unsigned integer'),
  z
    .number()
    .nonnegative()
    .refine(Number.isInteger, 'Expected an unsigned integer')
    .transform((n) => BigInt(n).toString()),
]);

/** Signed integer in a response (fee amounts and 1e18-scaled pct can be negative), as a string. */
export const intStringOut = z.union([
  z.string().regex(/^-?\d+$/, 'Expected an integer'),
  z
    .number()
    .refine(Number.isInteger, 'Expected an integer')
    .transform((n) => BigInt(n).toString()),
]);

/** Decimal in a response (USD values, percentages): a decimal string or a JSON number → string. */
export const decimalOut = z.union([
  z.string().regex(/^-?\d+(\.\d+)?([eE][-+]?\d+)?$/, 'Expected a decimal number'),
  z
    .number()
    .refine(Number.isFinite, 'Expected a decimal number')
    .transform((n) => String(n)),
]);

/** Integer in a response that may arrive as a numeric string (block numbers, ids) → number. */
export const intOut = z.union([
  z.number().int(),
  z
    .string()
    .regex(/^-?\d+$/, 'Expected an integer')
    .transform((s) => Number(s)),
]);

/** Field the interface only ever shows as null ("types: not shown"): any scalar, null or absent. */
export const nullishScalar = z.union([z.string(), z.number(), z.boolean()]).nullish();

/**
 * Dotted field paths named by zod issues, so an error message can name the offending field.
 * zod reports an unknown key of a strict object at the parent's path with `keys`; this joins
 * them ("destination.token.chainID"), and looks inside union branches.
 */
export function issuePaths(
  issues: readonly z.core.$ZodIssue[],
  prefix: PropertyKey[] = [],
): string[] {
  const out: string[] = [];
  for (const issue of issues) {
    const base = [...prefix, ...issue.path];
    if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys) out.push([...base, key].map(String).join('.'));
    } else if (issue.code === 'invalid_union' && issue.errors.length > 0) {
      for (const branch of issue.errors) out.push(...issuePaths(branch, base));
    } else {
      out.push(base.map(String).join('.'));
    }
  }
  return [...new Set(out)];
}

// C0 controls (NUL among them), DEL, and UTF-16 halves without their other half: nothing a
// person types, and what a database refuses or a log mangles.
const NOT_PLAIN_TEXT =
  // eslint-disable-next-line no-control-regex -- finding control characters is the point
  /[\u0000-\u001f\u007f]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** Free text a person types (a search, a name): at most `max` characters, nothing unprintable. */
export const plainText = (max: number) =>
  z
    .string()
    .max(max, `At most ${max} characters`)
    .refine((s) => !NOT_PLAIN_TEXT.test(s), 'Expected plain text (no control characters)');
