import type { ReactNode } from 'react';
import { Term } from '../../../components/ui/Term';
import type { TokenRef } from '../../../contract/schemas/common';
import type { SwapLeg, SwapView } from '../model/quote-view';
import { swapSourcesTerm } from '../model/terms';

interface RouteStepsProps {
  swap: SwapView;
  inputToken: TokenRef;
  outputToken: TokenRef;
  originName: string;
  destinationName: string;
}

const ORIGIN_SWAP = new Set(['anyToBridgeable', 'anyToAny']);
const DESTINATION_SWAP = new Set(['bridgeableToAny', 'anyToAny']);

/** "through an exchange", with the provider and sources the quote names on hover. */
function Via({ leg }: { leg: SwapLeg | null }) {
  const { term, meaning } = swapSourcesTerm(leg?.provider ?? null, leg?.sources ?? []);
  // Raw ids ("ferry-sim-aggregator (aerodrome_slipstream)") help nobody read aloud.
  return (
    <Term term={term} meaning={meaning} spoken={false}>
      through an exchange
    </Term>
  );
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
  const steps: ReactNode[] = [
    originSwap && (
      <>
        Swap {inputToken.symbol} to {bridged ?? 'an asset the bridge carries'} on {originName}{' '}
        <Via leg={swap.originSwap} />
      </>
    ),
    `Bridge ${bridged ?? 'it'} from ${originName} to ${destinationName}`,
    destinationSwap && (
      <>
        Swap {bridged ?? 'it'} to {outputToken.symbol} on {destinationName}{' '}
        <Via leg={swap.destinationSwap} />
      </>
    ),
  ].filter(Boolean);
  return (
    <div>
      <h3 className="text-sm font-medium text-muted">Route</h3>
      <ol className="mt-1 space-y-1 text-sm" aria-label="Route steps">
        {steps.map((step, n) => (
          // The steps never reorder: their place is their identity.
          <li key={n} className="flex gap-2">
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
