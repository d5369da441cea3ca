import type { ReactNode } from 'react';
import { Term } from '../../../components/ui/Term';
import { useT } from '../../../i18n/useT';
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
function Via({ leg, children }: { leg: SwapLeg | null; children: ReactNode }) {
  const t = useT();
  const { term, meaning } = swapSourcesTerm(leg?.provider ?? null, leg?.sources ?? []);
  // Raw ids ("ferry-sim-aggregator (aerodrome_slipstream)") help nobody read aloud.
  return (
    <Term term={term} meaning={t.formatMessage(meaning)} spoken={false}>
      {children}
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
  const t = useT();
  const originSwap = ORIGIN_SWAP.has(swap.crossSwapType);
  const destinationSwap = DESTINATION_SWAP.has(swap.crossSwapType);
  // The asset the bridge carries: what the origin swap makes, or what is sent (or arrives).
  const bridged =
    (originSwap ? swap.originSwap?.tokenOut?.symbol : inputToken.symbol) ??
    (destinationSwap ? swap.destinationSwap?.tokenIn?.symbol : outputToken.symbol);
  const values = {
    known: bridged === undefined ? 'no' : 'yes',
    bridged: bridged ?? '',
    input: inputToken.symbol,
    output: outputToken.symbol,
    origin: originName,
    destination: destinationName,
  };
  const steps: ReactNode[] = [
    originSwap &&
      t.formatMessage(
        {
          id: 'bridge.route.originSwap',
          defaultMessage:
            '{known, select, yes {Swap {input} to {bridged} on {origin} <via>through an exchange</via>} other {Swap {input} to an asset the bridge carries on {origin} <via>through an exchange</via>}}',
        },
        { ...values, via: (chunks) => <Via leg={swap.originSwap}>{chunks}</Via> },
      ),
    t.formatMessage(
      {
        id: 'bridge.route.bridge',
        defaultMessage:
          '{known, select, yes {Bridge {bridged} from {origin} to {destination}} other {Bridge it from {origin} to {destination}}}',
      },
      values,
    ),
    destinationSwap &&
      t.formatMessage(
        {
          id: 'bridge.route.destinationSwap',
          defaultMessage:
            '{known, select, yes {Swap {bridged} to {output} on {destination} <via>through an exchange</via>} other {Swap it to {output} on {destination} <via>through an exchange</via>}}',
        },
        { ...values, via: (chunks) => <Via leg={swap.destinationSwap}>{chunks}</Via> },
      ),
  ].filter(Boolean);
  return (
    <div>
      <h3 className="text-sm font-medium text-muted">
        {t.formatMessage({ id: 'bridge.route.heading', defaultMessage: 'Route' })}
      </h3>
      <ol
        className="mt-1 space-y-1 text-sm"
        aria-label={t.formatMessage({ id: 'bridge.route.steps', defaultMessage: 'Route steps' })}
      >
        {steps.map((step, n) => (
          // The steps never reorder: their place is their identity.
          <li key={n} className="flex gap-2">
            <span
              aria-hidden="true"
              className="grid size-5 shrink-0 place-items-center rounded-full bg-surface-2 text-xs font-semibold text-muted"
            >
              {t.formatNumber(n + 1)}
            </span>
            <span>{step}</span>
          </li>
        ))}
      </ol>
    </div>
  );
}
