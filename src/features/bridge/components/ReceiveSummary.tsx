import { T } from '../../../i18n/useT';
import { leftToRight } from '../../../lib/intl-locale';
import { useFormat } from '../../../lib/useFormat';
import type { QuoteView } from '../model/quote-view';

/** What arrives, in the destination token's own decimals, with its USD value. */
export function ReceiveSummary({
  view,
  priceUsd,
  outputPriceUsd = null,
  destinationName,
}: {
  view: QuoteView;
  priceUsd: string | null;
  /** The received token's own price, for a swap. */
  outputPriceUsd?: string | null;
  destinationName: string;
}) {
  const f = useFormat();
  const out = view.outputToken;
  // The same asset on both sides: its price holds for the output too; else the output's own.
  const price = out.symbol === view.inputToken.symbol ? priceUsd : outputPriceUsd;
  return (
    <div>
      <p className="text-sm text-muted">
        <T
          id="bridge.receive.gets"
          defaultMessage="Recipient gets on {chain}"
          values={{ chain: destinationName }}
        />
      </p>
      <p className="mt-0.5 flex flex-wrap items-baseline gap-x-2">
        <span
          className="min-w-0 text-2xl font-semibold tabular-nums [overflow-wrap:anywhere]"
          data-testid="quote-output"
          dir="ltr"
        >
          {/* What arrives is exact to the base unit (README): never a rounded figure. */}
          {f.amount(view.outputAmount, out.decimals, out.decimals)} {out.symbol}
        </span>
        <span className="text-sm text-muted tabular-nums">
          <T
            id="bridge.receive.usd"
            defaultMessage="≈ {usd}"
            // Kept left to right: in Arabic bidi would write Intl's "US$" as "$US".
            values={{ usd: leftToRight(f.usd(view.outputAmount, out.decimals, price), f.locale) }}
          />
        </span>
      </p>
      {view.minOutputAmount !== null && (
        <p className="mt-1 text-sm text-muted">
          <T
            id="bridge.receive.minimum"
            defaultMessage="Minimum received <figure>{amount} {symbol}</figure> if the price moves; below that you are refunded"
            values={{
              amount: f.amount(view.minOutputAmount, out.decimals, out.decimals),
              symbol: out.symbol,
              figure: (chunks) => (
                <span
                  className="font-medium text-text tabular-nums"
                  data-testid="quote-min-output"
                  dir="ltr"
                >
                  {chunks}
                </span>
              ),
            }}
          />
        </p>
      )}
    </div>
  );
}
