// POST /v1/quotes for a transfer whose output asset differs from its input: the same swap plan
// as /swap/approval (catalogue/swap-plan.ts), so both APIs price a route identically. Failures
// of the plan are answered in the versioned API's codes.
import { Failure } from '../../../contract/failure';
import type { CrossSwapType } from '../../../contract/schemas/swap-approval';
import { planSwap, type SwapPlan } from '../catalogue/swap-plan';
import type { PoolBook } from '../world/pools';
import { atSpot, type FeeLine, PCT_SCALE } from '../world/pricing';
import { findToken, isBridgeable, type WorldToken } from '../world/tokens';
import type { RouteRequest } from './route-check';

/** Whether the request swaps: an input or output the bridge does not carry, or two assets. */
export function isSwapRequest(r: RouteRequest): boolean {
  const input = findToken(r.originChainId, r.inputToken);
  const output = findToken(r.destinationChainId, r.outputToken);
  if (!input || !output) return false;
  return !isBridgeable(input) || !isBridgeable(output) || input.family !== output.family;
}

export interface SwapPricing {
  plan: SwapPlan;
  crossSwapType: CrossSwapType;
  /** Fee lines in input-token units, relative to the input amount. */
  lp: FeeLine;
  relayerCapital: FeeLine;
  destinationGas: FeeLine;
  swapImpact: FeeLine;
  total: FeeLine;
}

/** The v1 codes for what the legacy plan reports. */
function asV1(err: unknown): never {
  if (!(err instanceof Failure)) throw err;
  if (err.code === 'INVALID_PARAM') {
    throw new Failure(400, 'INVALID_REQUEST', err.message, err.param);
  }
  if (err.code === 'AMOUNT_TOO_LOW' || err.code === 'AMOUNT_TOO_HIGH') {
    throw new Failure(400, err.code, err.message);
  }
  throw new Failure(400, 'UNSUPPORTED_ROUTE', err.message);
}

export function priceSwap(
  r: RouteRequest & { amount: string; tradeType?: 'exactInput' | 'exactOutput' | undefined },
  slippage: number | undefined,
  now: Date,
  book?: PoolBook,
): SwapPricing {
  let plan: SwapPlan;
  try {
    plan = planSwap(
      { ...r, amount: BigInt(r.amount), tradeType: r.tradeType ?? 'exactInput', slippage, book },
      now,
    );
  } catch (err) {
    asV1(err);
  }
  const { input, output } = plan;
  const base = plan.inputAmount;
  const line = (amount: bigint): FeeLine => ({
    amount,
    pct: base === 0n ? 0n : (amount * PCT_SCALE) / base,
  });
  const fromBridge = (l: FeeLine) => atSpot(l.amount, plan.bridgeIn, input);
  const toInput = (amount: bigint, t: WorldToken) => atSpot(amount, t, input);
  const lp = fromBridge(plan.bridge.lp);
  const relayerCapital = fromBridge(plan.bridge.relayerCapital);
  const destinationGas = fromBridge(plan.bridge.destinationGas);
  // What the user gives up against the spot value of what arrives; the swap impact is what the
  // bridge lines do not explain (app fees are a legacy parameter only).
  const total = base - toInput(plan.expectedOutputAmount, output);
  return {
    plan,
    crossSwapType: plan.crossSwapType,
    lp: line(lp),
    relayerCapital: line(relayerCapital),
    destinationGas: line(destinationGas),
    swapImpact: line(total - lp - relayerCapital - destinationGas),
    total: line(total),
  };
}
