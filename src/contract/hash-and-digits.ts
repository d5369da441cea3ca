// The 32-byte hash and uint256-digit patterns, as plain regexes and as zod/mini schemas for the
// browser's entry (search params, stored recent transfers), where full zod would cost ~17 KB gzip.
// The server's full-zod schemas are built from the same patterns in primitives.ts.
import * as z from 'zod/mini';

/** 32-byte hash, 0x + 64 hex (the pattern, for checks without zod). */
export const HASH32 = /^0x[0-9a-fA-F]{64}$/;
export const HASH32_MESSAGE = 'Expected 0x + 64 hex characters';
export const hash32Mini = z.string().check(z.regex(HASH32, HASH32_MESSAGE));

/** A uint256 in decimal digits: at most 78, the width of 2^256 − 1 (deposit ids, amounts). */
export const UINT256_DIGITS = /^\d{1,78}$/;
export const UINT256_DIGITS_MESSAGE = 'Expected at most 78 decimal digits';
export const uint256DigitsMini = z.string().check(z.regex(UINT256_DIGITS, UINT256_DIGITS_MESSAGE));
