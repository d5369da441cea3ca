import type { TokenRef } from '../../../contract/schemas/common';
import type { SwapLeg, SwapView } from '../model/quote-view';

interface RouteStepsProps {
  swap: SwapView;
  inputToken: TokenRef;
  outputToken: TokenRef;
  originName: string;
  destinationName: string;
}

const ORIGIN_SWAP = new Set(['anyToBridgeable', 'anyToAny']);
const DESTINATION_SWAP = new Set(['bridgeableToAny', 'anyToAny']);

/** "via Uniswap V3 (uniswap_v3, balancer)" when the quote names them; else a general phrase. */
function via(leg: SwapLeg | null): string {
  if (!leg || (leg.provider === null && leg.sources.length === 0)) return 'through a DEX pool';
  const sources = leg.sources.length > 0 ? ` (${leg.sources.join(', ')})` : '';
  return `via ${leg.provider ?? 'a DEX'}${sources}`;
}

/** The route as a person reads it: swap on the origin → bridge → swap on the destination. */
export function RouteSteps({
  swap,
  inputToken,
  outputToken,
  originName,
  destinationName,
}: RouteStepsProps) {
  const originSwap = ORIGIN_SWAP.has(swap.crossSwapType);
  const destinationSwap = DESTINATION_SWAP.has(swap.crossSwapType);
  // The asset the bridge carries: what the origin swap makes, or what is sent (or arrives).
  const bridged =
    (originSwap ? swap.originSwap?.tokenOut?.symbol : inputToken.symbol) ??
    (destinationSwap ? swap.destinationSwap?.tokenIn?.symbol : outputToken.symbol);
  const steps = [
    originSwap &&
      `Swap ${inputToken.symbol} to ${bridged ?? 'an asset the bridge carries'} on ${originName} ${via(swap.originSwap)}`,
    `Bridge ${bridged ?? 'it'} from ${originName} to ${destinationName}`,
    destinationSwap &&
      `Swap ${bridged ?? 'it'} to ${outputToken.symbol} on ${destinationName} ${via(swap.destinationSwap)}`,
  ].filter((s): s is string => typeof s === 'string');
  return (
    <div>
      <h3 className="text-sm font-medium text-muted">Route</h3>
      <ol className="mt-1 space-y-1 text-sm" aria-label="Route steps">
        {steps.map((step, n) => (
          <li key={step} className="flex gap-2">
            <span
              aria-hidden="true"
              className="grid size-5 shrink-0 place-items-center rounded-full bg-surface-2 text-xs font-semibold text-muted"
            >
              {n + 1}
            </span>
            <span>{step}</span>
          </li>
        ))}
      </ol>
    </div>
  );
}
