import { formatAmountDisplay, formatUsd } from '../../../contract/amounts';
import type { QuoteView } from '../model/quote-view';

/** What arrives, in the destination token's own decimals, with its USD value. */
export function ReceiveSummary({
  view,
  priceUsd,
  destinationName,
}: {
  view: QuoteView;
  priceUsd: string | null;
  destinationName: string;
}) {
  const out = view.outputToken;
  // The same asset on both sides: its price holds for the output too; otherwise say nothing.
  const price = out.symbol === view.inputToken.symbol ? priceUsd : null;
  return (
    <div>
      <p className="text-sm text-muted">Recipient gets on {destinationName}</p>
      <p className="mt-0.5 flex flex-wrap items-baseline gap-x-2">
        <span className="text-2xl font-semibold tabular-nums" data-testid="quote-output">
          {formatAmountDisplay(view.outputAmount, out.decimals)} {out.symbol}
        </span>
        <span className="text-sm text-muted tabular-nums">
          ≈ {formatUsd(view.outputAmount, out.decimals, price)}
        </span>
      </p>
      {view.minOutputAmount !== null && (
        <p className="mt-1 text-sm text-muted">
          At least{' '}
          <span className="font-medium text-text tabular-nums">
            {formatAmountDisplay(view.minOutputAmount, out.decimals)} {out.symbol}
          </span>{' '}
          if the price moves
        </p>
      )}
    </div>
  );
}
