// One view of a quote, whichever API priced it: the versioned quote (POST /v1/quotes) or the
// gasless one (GET /swap/gasless). The panel renders only this.
import type { FeeItem, TokenRef } from '../../../contract/schemas/common';
import { readFeeLine } from './fee-line';
import type { GaslessQuoteResponse } from '../../../contract/schemas/gasless';
import type { CrossSwapType } from '../../../contract/schemas/swap-approval';
import type { QuoteResponse } from '../../../contract/schemas/v1-quotes';
import { signMargin } from './freshness';

export const FEE_KEYS = ['lp', 'relayerCapital', 'destinationGas', 'swapImpact', 'total'] as const;
export type FeeKey = (typeof FEE_KEYS)[number];

export interface FeeLine {
  key: FeeKey;
  amount: bigint;
  /** The service's USD value of the fee, if it sent one. */
  amountUsd: string | null;
  token: TokenRef;
}

/** One swap leg of the route: where it swaps and through which liquidity sources, if named. */
export interface SwapLeg {
  tokenIn: TokenRef | null;
  tokenOut: TokenRef | null;
  provider: string | null;
  sources: string[];
}

/** How a transfer whose output differs from its input swaps; null for a plain bridge. */
export interface SwapView {
  crossSwapType: CrossSwapType | 'unknown';
  /** The slippage tolerance the service applied, as a fraction (0.01 = 1 %), if it said. */
  slippage: number | null;
  /** Price impact against the spot price, scaled by 1e18 (1e16 = 1 %); null when not sent. */
  impactPct: bigint | null;
  originSwap: SwapLeg | null;
  destinationSwap: SwapLeg | null;
}

export interface QuoteView {
  kind: 'v1' | 'gasless';
  /** quoteId, or the gasless quote's deposit id: changes whenever the quote is replaced. */
  id: string;
  inputToken: TokenRef;
  outputToken: TokenRef;
  inputAmount: bigint;
  outputAmount: bigint;
  /** Only where it differs from outputAmount. */
  minOutputAmount: bigint | null;
  fees: FeeLine[];
  expectedFillTimeSec: number;
  expiresAtMs: number;
  /** How long before expiry signing stops (freshness.ts), from the quote's own lifetime. */
  signMarginMs: number;
  /** The service's balance check (gasless quotes carry one): how much is missing, if any. */
  shortfall: bigint | null;
  swap: SwapView | null;
}

function line(key: FeeKey, fee: FeeItem | undefined, fallback: TokenRef): FeeLine | undefined {
  if (!fee) return undefined;
  return {
    key,
    amount: BigInt(fee.amount),
    amountUsd: fee.amountUsd ?? null,
    token: fee.token ?? fallback,
  };
}

function lines(fees: Partial<Record<FeeKey, FeeItem | undefined>>, fallback: TokenRef): FeeLine[] {
  return FEE_KEYS.flatMap((key) => line(key, fees[key], fallback) ?? []);
}

const pctOf = (fee: FeeItem | undefined) =>
  fee?.pct === undefined || fee.pct === null ? null : BigInt(fee.pct);

export function fromQuote(q: QuoteResponse): QuoteView {
  const output = BigInt(q.outputAmount);
  const min = q.minOutputAmount === undefined ? output : BigInt(q.minOutputAmount);
  const swapping = q.crossSwapType !== undefined && q.crossSwapType !== 'bridgeableToBridgeable';
  return {
    kind: 'v1',
    id: q.quoteId,
    inputToken: q.inputToken,
    outputToken: q.outputToken,
    inputAmount: BigInt(q.inputAmount),
    outputAmount: output,
    minOutputAmount: min === output ? null : min,
    fees: lines({ ...q.fees, swapImpact: q.swapImpact }, q.inputToken),
    expectedFillTimeSec: q.expectedFillTimeSec,
    expiresAtMs: Date.parse(q.expiresAt),
    signMarginMs: signMargin(Date.parse(q.expiresAt) - Date.parse(q.createdAt)),
    shortfall: null,
    swap:
      swapping && q.crossSwapType
        ? {
            crossSwapType: q.crossSwapType,
            slippage: q.slippage ?? null,
            impactPct: pctOf(q.swapImpact),
            // Older answers name no legs: the route steps then follow from the swap type.
            originSwap: leg(q.steps?.originSwap),
            destinationSwap: leg(q.steps?.destinationSwap),
          }
        : null,
  };
}

/** A breakdown's named line, when present and well-formed. */
function detail(details: unknown, key: string): FeeItem | undefined {
  const raw = (details as Record<string, unknown> | undefined)?.[key];
  return readFeeLine(raw);
}

/**
 * The total's breakdown: `swapImpact` beside `bridge`, whose own `across` breakdown holds the
 * three bridge lines.
 */
function totalBreakdown(q: GaslessQuoteResponse): Partial<Record<FeeKey, FeeItem>> {
  const details = q.fees?.total.details;
  const bridge = (details as { bridge?: { details?: unknown } } | undefined)?.bridge?.details;
  const out: Partial<Record<FeeKey, FeeItem>> = {};
  for (const key of ['lp', 'relayerCapital', 'destinationGas'] as const) {
    const fee = detail(bridge, key);
    if (fee) out[key] = fee;
  }
  const impact = detail(details, 'swapImpact');
  if (impact) out.swapImpact = impact;
  return out;
}

type Step = GaslessQuoteResponse['steps']['originSwap'];

function leg(step: Step): SwapLeg | null {
  if (!step) return null;
  return {
    tokenIn: step.tokenIn ?? null,
    tokenOut: step.tokenOut ?? null,
    provider: step.swapProvider?.name ?? null,
    sources: step.swapProvider?.sources ?? [],
  };
}

/** `receivedAtMs`: when the page got the quote, which names no time of its own. */
export function fromGasless(q: GaslessQuoteResponse, receivedAtMs = Date.now()): QuoteView {
  const output = BigInt(q.expectedOutputAmount);
  const min = BigInt(q.minOutputAmount);
  const balance = BigInt(q.checks.balance.actual);
  const needed = BigInt(q.checks.balance.expected);
  const breakdown = totalBreakdown(q);
  const swapping = q.crossSwapType !== 'bridgeableToBridgeable';
  return {
    kind: 'gasless',
    id: `gasless:${q.inputToken.chainId}:${q.depositId}`,
    inputToken: q.inputToken,
    outputToken: q.outputToken,
    inputAmount: BigInt(q.inputAmount),
    outputAmount: output,
    minOutputAmount: min === output ? null : min,
    fees: lines(
      { ...breakdown, ...(swapping ? {} : { swapImpact: undefined }), total: q.fees?.total },
      q.inputToken,
    ),
    expectedFillTimeSec: q.expectedFillTime,
    expiresAtMs: q.quoteExpiryTimestamp * 1000,
    signMarginMs: signMargin(q.quoteExpiryTimestamp * 1000 - receivedAtMs),
    shortfall: balance < needed ? needed - balance : null,
    swap: swapping
      ? {
          crossSwapType: q.crossSwapType,
          slippage: q.steps.originSwap?.slippage ?? q.steps.destinationSwap?.slippage ?? null,
          impactPct: pctOf(breakdown.swapImpact),
          originSwap: leg(q.steps.originSwap),
          destinationSwap: leg(q.steps.destinationSwap),
        }
      : null,
  };
}
