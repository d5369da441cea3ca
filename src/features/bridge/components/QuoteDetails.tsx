import { T, useT } from '../../../i18n/useT';
import { cn } from '../../../lib/cn';
import { formatFillTime } from '../model/fee-copy';
import type { QuotePanelProps } from './QuotePanel';
import { FeeRows } from './FeeRows';
import { QuoteExpiry } from './QuoteExpiry';
import { ReceiveSummary } from './ReceiveSummary';
import { RouteSteps } from './RouteSteps';
import { SwapTerms } from './SwapTerms';
import type { QuoteView } from '../model/quote-view';

/** A quote's figures: what arrives, the route's steps, every fee, when, and its expiry. */
export function QuoteDetails(props: QuotePanelProps & { view: QuoteView }) {
  const { status, view, stale, preview, now } = props;
  const t = useT();
  return (
    <div
      className={cn('space-y-4 transition-opacity', stale && 'opacity-45')}
      data-stale={stale || undefined}
    >
      <ReceiveSummary
        view={view}
        priceUsd={props.priceUsd}
        outputPriceUsd={props.outputPriceUsd ?? null}
        destinationName={props.destinationName}
      />
      {view.swap && (
        <>
          <RouteSteps
            swap={view.swap}
            inputToken={view.inputToken}
            outputToken={view.outputToken}
            originName={
              props.originName ??
              t.formatMessage({
                id: 'bridge.quote.originChain',
                defaultMessage: 'the origin chain',
              })
            }
            destinationName={props.destinationName}
          />
          <SwapTerms swap={view.swap} />
        </>
      )}
      <FeeRows fees={view.fees} priceUsd={props.priceUsd} destinationName={props.destinationName} />
      <p className="flex justify-between gap-4 text-sm">
        <span className="text-muted">
          <T id="bridge.quote.arrival" defaultMessage="Expected arrival" />
        </span>
        <span className="font-medium">{formatFillTime(t, view.expectedFillTimeSec)}</span>
      </p>
      {!stale && (
        <QuoteExpiry
          expiresAtMs={view.expiresAtMs}
          marginMs={view.signMarginMs}
          now={now}
          onRefresh={props.onRefresh}
          refreshing={status === 'loading'}
        />
      )}
      {preview && (
        <p className="text-sm text-muted">
          <T
            id="bridge.quote.previewNote"
            defaultMessage="A preview for any wallet. Connect yours for a quote in your name that you can sign."
          />
        </p>
      )}
    </div>
  );
}
