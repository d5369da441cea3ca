// The transfers this browser submitted, kept in this browser (stored-value.ts) so a person can find
// them again: the bridge records them, the tracker and history read them. Local data only enriches
// a tracker (expected fill time, refund address, prices at quote time): every page also works from
// the server alone, on another device or after clearing.
//
// For the bridge: after a successful submit, call
//   recordRecentTransfer(recentFromQuote(quote))                      // versioned order
//   recordRecentTransfer(recentFromGasless(gaslessQuote, submitted))  // gasless deposit
// then navigate to trackerPath(entry.ref) — /transfers/$orderId or
// /transfers/deposit?originChainId=…&depositId=… (src/app/routes/transfers.tsx).
// zod/mini: the bridge in the entry records transfers; full zod would cost ~17 KB gzip more.
import * as z from 'zod/mini';
import {
  hash32Mini as hash32,
  uint256DigitsMini as uint256Digits,
} from '../contract/hash-and-digits';
import type { GaslessQuoteResponse, GaslessSubmitResponse } from '../contract/schemas/gasless';
import type { QuoteResponse } from '../contract/schemas/v1-quotes';
import { storedValue, useStoredValue } from './stored-value';

/** Bump the version when the shape changes; old entries are then ignored, not misread. */
export const RECENT_TRANSFERS_KEY = 'ferry:recent-transfers:v1';
export const RECENT_TRANSFERS_LIMIT = 25;

const chainId = z.int().check(z.positive(), z.maximum(Number.MAX_SAFE_INTEGER));
const isoTime = z
  .string()
  .check(z.refine((s) => !Number.isNaN(Date.parse(s)), 'Expected a timestamp'));
const text = (max: number) => z.string().check(z.maxLength(max));

const tokenSide = z.object({
  symbol: z.string().check(z.minLength(1), z.maxLength(32)),
  decimals: z.int().check(z.minimum(0), z.maximum(36)),
  amount: uint256Digits,
  /** USD price per whole token when quoted, if known. */
  priceUsd: z.nullish(text(64)),
});

export const transferRef = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('order'), orderId: hash32 }),
  z.object({ kind: z.literal('deposit'), originChainId: chainId, depositId: uint256Digits }),
]);
export type TransferRef = z.infer<typeof transferRef>;

export const recentTransfer = z.object({
  ref: transferRef,
  submittedAt: isoTime,
  originChainId: chainId,
  destinationChainId: chainId,
  input: tokenSide,
  output: tokenSide,
  expectedFillTimeSec: z.optional(z.number().check(z.minimum(0), z.maximum(86_400 * 7))),
  depositor: z.optional(text(128)),
  recipient: z.optional(text(128)),
  refundAddress: z.nullish(text(128)),
  /** How it was funded: a signed authorization, or transactions sent from the wallet. */
  funding: z.optional(z.enum(['signature', 'transaction'])),
  /** The approval the wallet sent before the deposit, when one was needed. */
  approvalTxnRef: z.optional(text(128)),
});
export type RecentTransfer = z.infer<typeof recentTransfer>;
export type RecentTransferInput = z.input<typeof recentTransfer>;

const stored = z.object({ version: z.literal(1), items: z.array(z.unknown()) });

export function refKey(ref: TransferRef): string {
  return ref.kind === 'order' ? ref.orderId.toLowerCase() : `${ref.originChainId}:${ref.depositId}`;
}

/** The tracker's URL for a transfer (the route definitions live in src/app/routes). */
export function trackerPath(ref: TransferRef): string {
  return ref.kind === 'order'
    ? `/transfers/${ref.orderId}`
    : `/transfers/deposit?originChainId=${ref.originChainId}&depositId=${ref.depositId}`;
}

/** Every valid entry, newest first; a broken or foreign entry is skipped, never thrown. */
function parseStored(raw: string): RecentTransfer[] | undefined {
  const parsed = stored.safeParse(JSON.parse(raw));
  if (!parsed.success) return undefined;
  return parsed.data.items.flatMap((item) => {
    const one = recentTransfer.safeParse(item);
    return one.success ? [one.data] : [];
  });
}

const EMPTY: RecentTransfer[] = [];

const recent = storedValue({
  key: RECENT_TRANSFERS_KEY,
  fallback: EMPTY,
  parse: parseStored,
  format: (items) => JSON.stringify({ version: 1, items }),
});

/** Every valid entry, newest first (the same array until the list changes). */
export const readRecentTransfers = (): RecentTransfer[] => recent.read();

/** Save (or update) one transfer at the top of the list. Returns false if it could not be kept. */
export function recordRecentTransfer(summary: RecentTransferInput): boolean {
  const parsed = recentTransfer.safeParse(summary);
  if (!parsed.success) return false;
  const entry = parsed.data;
  const key = refKey(entry.ref);
  const items = [entry, ...readRecentTransfers().filter((t) => refKey(t.ref) !== key)].slice(
    0,
    RECENT_TRANSFERS_LIMIT,
  );
  // Storage full or denied: listed for this page only; the transfer itself is unaffected.
  return recent.write(items);
}

export function findRecentTransfer(ref: TransferRef): RecentTransfer | undefined {
  const key = refKey(ref);
  return readRecentTransfers().find((t) => refKey(t.ref) === key);
}

export function clearRecentTransfers(): void {
  recent.clear();
}

/** What the bridge knows of a versioned order beyond its quote. */
export interface OrderExtras {
  /** The approval transaction sent before the deposit, when one was. */
  approvalTxnRef?: string;
  prices?: Prices;
}

/** USD per whole token on each side, as the bridge showed them. */
export interface Prices {
  input?: string | null;
  output?: string | null;
}

/** A versioned order, from the quote the person signed (or whose transactions they sent). */
export function recentFromQuote(
  quote: QuoteResponse,
  extras: OrderExtras = {},
  submittedAt: Date = new Date(),
) {
  const byTransaction = quote.nextActions.some((a) => a.kind === 'send_transaction');
  return {
    ref: { kind: 'order', orderId: quote.quoteId },
    submittedAt: submittedAt.toISOString(),
    originChainId: quote.inputToken.chainId,
    destinationChainId: quote.outputToken.chainId,
    input: side(quote.inputToken, quote.inputAmount, extras.prices?.input),
    output: side(quote.outputToken, quote.outputAmount, extras.prices?.output),
    expectedFillTimeSec: quote.expectedFillTimeSec,
    depositor: quote.depositor,
    recipient: quote.recipient,
    refundAddress: quote.refundAddress,
    funding: byTransaction ? 'transaction' : 'signature',
    ...(extras.approvalTxnRef && { approvalTxnRef: extras.approvalTxnRef }),
  } satisfies RecentTransferInput;
}

/** A gasless transfer, tracked by the deposit id the service responded with. */
export function recentFromGasless(
  quote: GaslessQuoteResponse,
  submitted: GaslessSubmitResponse,
  extra: { depositor?: string; recipient?: string; refundAddress?: string } = {},
  submittedAt: Date = new Date(),
  prices: Prices = {},
) {
  return {
    ref: {
      kind: 'deposit',
      originChainId: quote.inputToken.chainId,
      depositId: submitted.depositId,
    },
    submittedAt: submittedAt.toISOString(),
    originChainId: quote.inputToken.chainId,
    destinationChainId: quote.outputToken.chainId,
    input: side(quote.inputToken, quote.inputAmount, prices.input),
    output: side(quote.outputToken, quote.expectedOutputAmount, prices.output),
    expectedFillTimeSec: quote.expectedFillTime,
    ...extra,
  } satisfies RecentTransferInput;
}

function side(
  token: { symbol: string; decimals: number },
  amount: string,
  priceUsd?: string | null,
) {
  return { symbol: token.symbol, decimals: token.decimals, amount, ...(priceUsd && { priceUsd }) };
}

/** This browser's transfers, following every change in this tab and others. */
export function useRecentTransfers(): RecentTransfer[] {
  return useStoredValue(recent)[0];
}
