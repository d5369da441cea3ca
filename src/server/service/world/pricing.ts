// Fees, limits and fill times per route: one model that capabilities, quotes, suggested fees,
// limits, swap approval and deposit-address supported inputs all read, so they always agree.
// All arithmetic is bigint; prices are decimal strings turned into exact rationals.
import { familyPriceUsd, type WorldToken } from './tokens';

/**
 * Percentages on the wire are scaled by 1e18 (docs/interface-decisions.md#swap-approval: "pct
 * scaled by 1e18").
 */
export const PCT_SCALE = 10n ** 18n;

const LP_PCT = 1n * 10n ** 14n; // 0.01 %
const CAPITAL_PCT: Record<WorldToken['family'], bigint> = {
  USDC: 3n * 10n ** 14n, // 0.03 %
  USDT: 3n * 10n ** 14n,
  ETH: 2n * 10n ** 14n, // 0.02 %
  // Never bridged (swapped to a bridged asset first); listed so every family has a rate.
  DAI: 3n * 10n ** 14n,
  WBTC: 2n * 10n ** 14n,
};

/** Cost of filling on the destination, in USD cents. */
const destinationGasCents: Record<number, bigint> = { 1: 85n, 56: 4n, 137: 1n, 1337: 1n };
const DEFAULT_GAS_CENTS = 2n;

/** Expected fill time in seconds: L1 finality dominates anything touching Ethereum. */
export function fillTimeSec(originChainId: number, destinationChainId: number): number {
  if (originChainId === 1) return 24;
  if (destinationChainId === 1) return 18;
  if (originChainId === 1337 || destinationChainId === 1337) return 8;
  if (originChainId === 56 || destinationChainId === 56) return 6;
  return 3;
}

/** A decimal string as a rational n/d. */
function rational(decimal: string): { n: bigint; d: bigint } {
  const [int = '0', frac = ''] = decimal.split('.');
  const d = 10n ** BigInt(frac.length);
  return { n: BigInt(int + frac), d };
}

export function priceUsd(token: WorldToken): string {
  return familyPriceUsd[token.family];
}

/** Base units of `token` worth `cents` US cents, rounded up (fees never round in the user's favour against the relayer). */
export function centsToUnits(token: WorldToken, cents: bigint): bigint {
  const p = rational(priceUsd(token));
  const num = cents * 10n ** BigInt(token.decimals) * p.d;
  const den = 100n * p.n;
  return (num + den - 1n) / den;
}

/** USD value of `amount` base units as a decimal string with 2 places (rounded half up). */
export function unitsToUsd(token: WorldToken, amount: bigint): string {
  const p = rational(priceUsd(token));
  const cents2 = (amount * p.n * 1000n) / (10n ** BigInt(token.decimals) * p.d); // tenths of a cent
  const cents = (cents2 + 5n) / 10n;
  return `${cents / 100n}.${String(cents % 100n).padStart(2, '0')}`;
}

/** Convert an amount between decimals, rounding down. */
export function rescale(amount: bigint, from: number, to: number): bigint {
  if (to >= from) return amount * 10n ** BigInt(to - from);
  return amount / 10n ** BigInt(from - to);
}

export interface Limits {
  minDeposit: bigint;
  maxDeposit: bigint;
  maxDepositInstant: bigint;
  maxDepositShortDelay: bigint;
  recommendedDepositInstant: bigint;
}

const MAX_USD_CENTS = 500_000_000n; // $5,000,000

export function limits(input: WorldToken, destinationChainId: number): Limits {
  const gas = centsToUnits(input, destinationGasCents[destinationChainId] ?? DEFAULT_GAS_CENTS);
  const oneDollar = centsToUnits(input, 100n);
  const maxDeposit = centsToUnits(input, MAX_USD_CENTS);
  return {
    // At least $1, and never less than twice the fill's gas cost.
    minDeposit: gas * 2n > oneDollar ? gas * 2n : oneDollar,
    maxDeposit,
    maxDepositInstant: maxDeposit / 5n,
    maxDepositShortDelay: (maxDeposit * 2n) / 5n,
    recommendedDepositInstant: maxDeposit / 10n,
  };
}

export interface FeeLine {
  /** In input-token base units. */
  amount: bigint;
  /** Scaled by 1e18, relative to the input amount. */
  pct: bigint;
}

export interface Pricing {
  input: WorldToken;
  output: WorldToken;
  inputAmount: bigint;
  outputAmount: bigint;
  lp: FeeLine;
  relayerCapital: FeeLine;
  destinationGas: FeeLine;
  total: FeeLine;
  limits: Limits;
  fillTimeSec: number;
}

const pctOf = (part: bigint, whole: bigint) => (whole === 0n ? 0n : (part * PCT_SCALE) / whole);

/** Price one transfer of `inputAmount` (exact input). Callers check limits themselves. */
export function price(input: WorldToken, output: WorldToken, inputAmount: bigint): Pricing {
  const lpAmount = (inputAmount * LP_PCT) / PCT_SCALE;
  const capitalAmount = (inputAmount * CAPITAL_PCT[input.family]) / PCT_SCALE;
  const gasAmount = centsToUnits(input, destinationGasCents[output.chainId] ?? DEFAULT_GAS_CENTS);
  const totalAmount = lpAmount + capitalAmount + gasAmount;
  const net = inputAmount > totalAmount ? inputAmount - totalAmount : 0n;
  const line = (amount: bigint): FeeLine => ({ amount, pct: pctOf(amount, inputAmount) });
  return {
    input,
    output,
    inputAmount,
    outputAmount: rescale(net, input.decimals, output.decimals),
    lp: line(lpAmount),
    relayerCapital: line(capitalAmount),
    destinationGas: line(gasAmount),
    total: line(totalAmount),
    limits: limits(input, output.chainId),
    fillTimeSec: fillTimeSec(input.chainId, output.chainId),
  };
}

/** Exact output: the smallest input whose output is at least `outputAmount` (binary search; output is monotonic in input). */
export function priceForOutput(
  input: WorldToken,
  output: WorldToken,
  outputAmount: bigint,
): Pricing {
  let lo = rescale(outputAmount, output.decimals, input.decimals);
  let hi = lo * 2n + centsToUnits(input, 100_000n) + 1n;
  while (price(input, output, hi).outputAmount < outputAmount) hi *= 2n;
  while (lo < hi) {
    const mid = (lo + hi) / 2n;
    if (price(input, output, mid).outputAmount >= outputAmount) hi = mid;
    else lo = mid + 1n;
  }
  return price(input, output, lo);
}

/** `amount` of `from` converted to `to` at the world's spot prices (rounded down). */
export function atSpot(amount: bigint, from: WorldToken, to: WorldToken): bigint {
  const pf = rational(priceUsd(from));
  const pt = rational(priceUsd(to));
  return (
    (amount * pf.n * pt.d * 10n ** BigInt(to.decimals)) /
    (pf.d * pt.n * 10n ** BigInt(from.decimals))
  );
}

/** unitsToUsd for amounts that may be negative (a favourable swap is a negative fee). */
export function signedUsd(token: WorldToken, amount: bigint): string {
  return amount < 0n ? `-${unitsToUsd(token, -amount)}` : unitsToUsd(token, amount);
}
