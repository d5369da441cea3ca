// One view of a quote, whichever API priced it: the versioned quote (POST /v1/quotes) or the
// gasless one (GET /swap/gasless). The panel renders only this.
import { feeItem, type FeeItem, type TokenRef } from '../../../contract/schemas/common';
import type { GaslessQuoteResponse } from '../../../contract/schemas/gasless';
import type { QuoteResponse } from '../../../contract/schemas/v1-quotes';

export const FEE_KEYS = ['lp', 'relayerCapital', 'destinationGas', 'total'] as const;
export type FeeKey = (typeof FEE_KEYS)[number];

export interface FeeLine {
  key: FeeKey;
  amount: bigint;
  /** The service's USD value of the fee, if it sent one. */
  amountUsd: string | null;
  token: TokenRef;
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
  /** The service's balance check (gasless quotes carry one): how much is missing, if any. */
  shortfall: bigint | null;
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

export function fromQuote(q: QuoteResponse): QuoteView {
  return {
    kind: 'v1',
    id: q.quoteId,
    inputToken: q.inputToken,
    outputToken: q.outputToken,
    inputAmount: BigInt(q.inputAmount),
    outputAmount: BigInt(q.outputAmount),
    minOutputAmount: null,
    fees: lines(q.fees, q.inputToken),
    expectedFillTimeSec: q.expectedFillTimeSec,
    expiresAtMs: Date.parse(q.expiresAt),
    shortfall: null,
  };
}

/** The bridge step's fee breakdown, when the service sends one (it is not in the schema). */
function bridgeFees(q: GaslessQuoteResponse): Partial<Record<FeeKey, FeeItem>> {
  const raw = (q.steps.bridge as { fees?: Record<string, unknown> }).fees ?? {};
  const out: Partial<Record<FeeKey, FeeItem>> = {};
  for (const key of ['lp', 'relayerCapital', 'destinationGas'] as const) {
    const parsed = feeItem.safeParse(raw[key]);
    if (parsed.success) out[key] = parsed.data;
  }
  return out;
}

export function fromGasless(q: GaslessQuoteResponse): QuoteView {
  const output = BigInt(q.expectedOutputAmount);
  const min = BigInt(q.minOutputAmount);
  const balance = BigInt(q.checks.balance.actual);
  const needed = BigInt(q.checks.balance.expected);
  return {
    kind: 'gasless',
    id: `gasless:${q.inputToken.chainId}:${q.depositId}`,
    inputToken: q.inputToken,
    outputToken: q.outputToken,
    inputAmount: BigInt(q.inputAmount),
    outputAmount: output,
    minOutputAmount: min === output ? null : min,
    fees: lines({ ...bridgeFees(q), total: q.fees.total }, q.inputToken),
    expectedFillTimeSec: q.expectedFillTime,
    expiresAtMs: q.quoteExpiryTimestamp * 1000,
    shortfall: balance < needed ? needed - balance : null,
  };
}
