// The cross-chain swap plan behind /swap/approval and /swap/gasless: which bridged asset
// carries the transfer, the origin and destination swap legs around the bridge (world/pools),
// and the amounts each trade type promises. Every crossSwapType is priced by the same three
// steps, so the legs, the fees and the totals always agree:
//   anyToBridgeable   origin swap → bridge
//   bridgeableToAny   bridge → destination swap
//   anyToAny          origin swap → bridge → destination swap
//   bridgeableToBridgeable  bridge only
import type { CrossSwapType, TradeType } from '../../../contract/schemas/swap-approval';
import { Failure } from '../../../contract/failure';
import { quoteSwapLeg, type PoolBook, type SourceFilter, type SwapLeg } from '../world/pools';
import { atSpot, price, type Pricing } from '../world/pricing';
import { routeStatus, tokenRoute } from '../world/routes';
import { counterpart, findToken, isBridgeable, tokensOn, type WorldToken } from '../world/tokens';
import { checkAmount, checkChain } from './route-check';

export interface PlanQuery extends SourceFilter {
  originChainId: number;
  destinationChainId: number;
  inputToken: string;
  outputToken: string;
  amount: bigint;
  tradeType: TradeType;
  slippage?: 'auto' | number | undefined;
  /** Deprecated percentage form (0–50). */
  slippageTolerance?: number | undefined;
  /** Fraction of the output paid to the integrator's appFeeRecipient. */
  appFee?: number | undefined;
  /** The pools' reserves (chain-pools.ts); the world's starting reserves when absent. */
  book?: PoolBook | undefined;
}

export interface PlannedLeg extends SwapLeg {
  minOutputAmount: bigint;
  maxInputAmount: bigint;
}

export interface SwapPlan {
  crossSwapType: CrossSwapType;
  input: WorldToken;
  output: WorldToken;
  /** What the bridge moves: the asset deposited on the origin and filled on the destination. */
  bridgeIn: WorldToken;
  bridgeOut: WorldToken;
  originSwap: PlannedLeg | undefined;
  destinationSwap: PlannedLeg | undefined;
  bridge: Pricing;
  inputAmount: bigint;
  maxInputAmount: bigint;
  expectedOutputAmount: bigint;
  minOutputAmount: bigint;
  /** Paid out of the output, in output units. */
  appFeeAmount: bigint;
  /** Slippage tolerance of each swap leg as a fraction. */
  slippage: number;
}

/** "auto" slippage: half a percent per swap leg. */
export const AUTO_SLIPPAGE = 0.005;
const PPM = 1_000_000n;

const invalid = (param: string, message: string) =>
  new Failure(400, 'INVALID_PARAM', message, param);
const unavailable = (message: string, param?: string) =>
  new Failure(400, 'SWAP_QUOTE_UNAVAILABLE', message, param);

function slippageOf(q: PlanQuery): number {
  if (typeof q.slippage === 'number') return q.slippage;
  if (q.slippage === undefined && q.slippageTolerance !== undefined)
    return q.slippageTolerance / 100;
  return AUTO_SLIPPAGE;
}

/**
 * The bridged assets a transfer from `input` to `output` travels as: the input itself when the
 * bridge carries it there, else the output's asset, else USDC (swapped into on the origin).
 */
function bridgeTokens(input: WorldToken, output: WorldToken) {
  const origin = tokensOn(input.chainId);
  const carrier = (family: WorldToken['family']) =>
    origin.find((t) => t.family === family && !t.native);
  const candidates = [
    isBridgeable(input) ? input : undefined,
    isBridgeable(output) ? carrier(output.family) : undefined,
    carrier('USDC'),
  ];
  for (const bridgeIn of candidates) {
    if (!bridgeIn) continue;
    const bridgeOut =
      isBridgeable(output) && output.family === bridgeIn.family
        ? output
        : counterpart(bridgeIn, output.chainId);
    if (bridgeOut) return { bridgeIn, bridgeOut };
  }
  return undefined;
}

function crossSwapType(origin: boolean, destination: boolean): CrossSwapType {
  if (origin && destination) return 'anyToAny';
  if (origin) return 'anyToBridgeable';
  if (destination) return 'bridgeableToAny';
  return 'bridgeableToBridgeable';
}

const times = (amount: bigint, ppm: bigint, legs: number) => {
  let out = amount;
  for (let i = 0; i < legs; i++) out = (out * ppm) / PPM;
  return out;
};

export function planSwap(q: PlanQuery, at: Date): SwapPlan {
  checkChain('originChainId', q.originChainId);
  checkChain('destinationChainId', q.destinationChainId);
  const chains = routeStatus(q.originChainId, q.destinationChainId, at);
  if (chains.reason) {
    throw new Failure(
      400,
      'ROUTE_NOT_ENABLED',
      `Route ${q.originChainId} → ${q.destinationChainId} is not enabled: ${chains.reason.message}`,
    );
  }
  const input = findToken(q.originChainId, q.inputToken);
  if (!input) {
    throw invalid(
      'inputToken',
      `Token ${q.inputToken} is not supported on originChainId ${q.originChainId}`,
    );
  }
  const output = findToken(q.destinationChainId, q.outputToken);
  if (!output) {
    throw invalid(
      'outputToken',
      `Token ${q.outputToken} is not supported on destinationChainId ${q.destinationChainId}`,
    );
  }
  const carriers = bridgeTokens(input, output);
  if (!carriers) {
    throw unavailable(`No possible route from ${input.symbol} to ${output.symbol}`);
  }
  const { bridgeIn, bridgeOut } = carriers;
  const leg = tokenRoute(bridgeIn, q.destinationChainId, at);
  if (leg.reason) {
    throw new Failure(
      400,
      'ROUTE_NOT_ENABLED',
      `${bridgeIn.symbol} route is not enabled: ${leg.reason.message}`,
    );
  }
  const needsOrigin = bridgeIn !== input;
  const needsDestination = bridgeOut !== output;
  const legs = Number(needsOrigin) + Number(needsDestination);
  const slippage = slippageOf(q);
  const keep = PPM - BigInt(Math.round(slippage * 1e6));
  const appPpm = BigInt(Math.round((q.appFee ?? 0) * 1e6));

  const run = (amountIn: bigint) => {
    const origin = needsOrigin ? quoteSwapLeg(input, bridgeIn, amountIn, q, q.book) : undefined;
    if (needsOrigin && !origin) return undefined;
    const bridge = price(bridgeIn, bridgeOut, origin?.outputAmount ?? amountIn);
    const destination = needsDestination
      ? quoteSwapLeg(bridgeOut, output, bridge.outputAmount, q, q.book)
      : undefined;
    if (needsDestination && !destination) return undefined;
    const gross = destination?.outputAmount ?? bridge.outputAmount;
    const app = (gross * appPpm) / PPM;
    return { origin, bridge, destination, out: gross - app, app };
  };
  const probe = run(q.amount);
  if (!probe) {
    throw unavailable(
      `No swap quotes currently available from ${input.symbol} to ${output.symbol} with the allowed sources`,
      q.includeSources ? 'includeSources' : q.excludeSources ? 'excludeSources' : undefined,
    );
  }

  let inputAmount = q.amount;
  if (q.tradeType !== 'exactInput') {
    // The smallest input that delivers the amount: expected output for exactOutput, the
    // slippage-bounded minimum for minOutput. Output grows with input, so bisect.
    const target = (x: bigint) => {
      const r = run(x);
      if (!r) return 0n;
      return q.tradeType === 'exactOutput' ? r.out : times(r.out, keep, legs);
    };
    let hi = atSpot(q.amount, output, input) + 1n;
    for (let i = 0; target(hi) < q.amount; i++) {
      if (i === 64) {
        throw new Failure(
          400,
          'SWAP_LIQUIDITY_INSUFFICIENT',
          `Insufficient liquidity to deliver ${q.amount} ${output.symbol} base units`,
          'amount',
        );
      }
      hi *= 2n;
    }
    let lo = 1n;
    while (lo < hi) {
      const mid = (lo + hi) / 2n;
      if (target(mid) >= q.amount) hi = mid;
      else lo = mid + 1n;
    }
    inputAmount = lo;
  }
  const r = run(inputAmount);
  if (!r) throw unavailable(`No swap quotes currently available for ${input.symbol}`);
  checkAmount(bridgeIn, r.bridge.inputAmount, r.bridge.limits);

  const planned = (l: SwapLeg | undefined): PlannedLeg | undefined =>
    l && {
      ...l,
      minOutputAmount: times(l.outputAmount, keep, 1),
      maxInputAmount: l.inputAmount,
    };
  const minimum =
    q.tradeType === 'exactInput'
      ? times(r.out, keep, legs)
      : q.tradeType === 'exactOutput' || legs === 0
        ? q.amount
        : times(r.out, keep, legs);
  const grow = PPM + BigInt(Math.round(slippage * 1e6));
  return {
    crossSwapType: crossSwapType(needsOrigin, needsDestination),
    input,
    output,
    bridgeIn,
    bridgeOut,
    originSwap: planned(r.origin),
    destinationSwap: planned(r.destination),
    bridge: r.bridge,
    inputAmount,
    maxInputAmount: q.tradeType === 'exactOutput' ? times(inputAmount, grow, legs) : inputAmount,
    // Exact output promises the amount itself (the pools' rounding surplus is not promised).
    expectedOutputAmount: q.tradeType === 'exactOutput' ? q.amount : r.out,
    minOutputAmount: minimum,
    appFeeAmount: r.app,
    slippage,
  };
}
