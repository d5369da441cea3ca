import { T } from '../../../i18n/useT';
import type { SwapView } from '../model/quote-view';
import { useT } from '../../../i18n/useT';
import { formatFraction, formatImpact } from '../model/price-impact';

/** The swap's price impact and the slippage tolerance that sets the minimum received. */
export function SwapTerms({ swap }: { swap: SwapView }) {
  const { locale } = useT();
  return (
    <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 text-sm">
      {swap.impactPct !== null && (
        <>
          <dt className="text-muted">
            <T id="bridge.swapTerms.impact" defaultMessage="Price impact" />
          </dt>
          <dd className="text-end tabular-nums">{formatImpact(swap.impactPct, locale)}</dd>
        </>
      )}
      <dt className="text-muted">
        <T id="bridge.swapTerms.slippage" defaultMessage="Slippage tolerance" />
      </dt>
      <dd className="text-end tabular-nums">
        {swap.slippage === null ? (
          <T id="bridge.swapTerms.auto" defaultMessage="Auto" />
        ) : (
          formatFraction(swap.slippage, locale)
        )}
      </dd>
    </dl>
  );
}
