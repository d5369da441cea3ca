// A gasless quote's named breakdown line, read in the browser (the breakdown is untyped on the
// wire). zod/mini, not the shared full-zod `feeItem`: the bridge is on the first page, where
// full zod would cost ~17 KB gzip more. Same rules as `feeItem` in src/contract/schemas/common.ts.
import * as z from 'zod/mini';
import type { FeeItem } from '../../../contract/schemas/common';

const INT = /^-?\d+$/;
const DECIMAL = /^-?\d+(\.\d+)?([eE][-+]?\d+)?$/;

const intText = z.union([
  z.string().check(z.regex(INT)),
  z.pipe(
    z.number().check(z.refine(Number.isInteger)),
    z.transform((n) => BigInt(n).toString()),
  ),
]);
const decimalText = z.union([
  z.string().check(z.regex(DECIMAL)),
  z.pipe(z.number(), z.transform(String)),
]);
const intNumber = z.union([z.int(), z.pipe(z.string().check(z.regex(INT)), z.transform(Number))]);
const chainId = z.union([
  z.int().check(z.positive()),
  z.pipe(z.string().check(z.regex(/^\d+$/)), z.transform(Number)),
]);
/** null reads as absent, as the service sometimes writes it. */
const absent = <T extends z.ZodMiniType>(s: T) =>
  z.pipe(
    z.nullish(s),
    z.transform((v) => v ?? undefined),
  );

const tokenRef = z.looseObject({
  chainId,
  address: z.string().check(z.minLength(1)),
  decimals: intNumber,
  symbol: z.string(),
  name: z.optional(absent(z.string())),
});

export const feeLine = z.looseObject({
  amount: intText,
  amountUsd: z.nullish(decimalText),
  pct: z.nullish(intText),
  token: z.optional(absent(tokenRef)),
});

/** The line when it is present and well-formed. */
export function readFeeLine(raw: unknown): FeeItem | undefined {
  const parsed = feeLine.safeParse(raw);
  return parsed.success ? (parsed.data as FeeItem) : undefined;
}
