import { useId } from 'react';
import { Badge } from '../../../components/ui/Badge';
import { Card } from '../../../components/ui/Card';
import { Spinner } from '../../../components/ui/Spinner';
import { cn } from '../../../lib/cn';
import { T, useT } from '../../../i18n/useT';
import type { QuoteView } from '../model/quote-view';
import { FeeRows } from './FeeRows';
import { QuoteError } from './QuoteError';
import { QuoteExpiry } from './QuoteExpiry';
import { QuoteSkeleton } from './QuoteSkeleton';
import { ReceiveSummary } from './ReceiveSummary';
import { RouteSteps } from './RouteSteps';
import { SwapTerms } from './SwapTerms';
import { formatFillTime } from '../model/fee-copy';

export type QuoteStatus = 'idle' | 'loading' | 'ready' | 'error';

export interface QuotePanelProps {
  status: QuoteStatus;
  view: QuoteView | undefined;
  /** A fresher quote is on its way: the one shown is for older input. */
  stale: boolean;
  error: unknown;
  /** Priced for no wallet in particular (nothing connected yet). */
  preview: boolean;
  gasless: boolean;
  now: number;
  priceUsd: string | null;
  /** The received token's USD price, when it differs from the sent one (a swap). */
  outputPriceUsd?: string | null;
  originName?: string;
  destinationName: string;
  onRetry: () => void;
  onRefresh: () => void;
  idleText: string;
}

/** The quote: what arrives, every fee, when, and for how long the price holds. */
export function QuotePanel(props: QuotePanelProps) {
  const { status, view, stale, preview, gasless, now } = props;
  const t = useT();
  const headingId = useId();
  const busy = status === 'loading' || stale;
  return (
    <Card className="p-5 sm:p-6">
      <section aria-labelledby={headingId} aria-busy={busy || undefined} className="space-y-4">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 id={headingId} className="text-lg font-semibold">
            <T id="bridge.quote.heading" defaultMessage="Quote" />
          </h2>
          <div className="flex items-center gap-2">
            {gasless && (
              <Badge tone="accent">
                <T id="bridge.quote.gasless" defaultMessage="Gasless" />
              </Badge>
            )}
            {view && preview && (
              <Badge tone="info">
                <T id="bridge.quote.preview" defaultMessage="Preview" />
              </Badge>
            )}
          </div>
        </div>
        <p
          aria-live="polite"
          className={cn('flex items-center gap-2 text-sm text-muted', !busy && 'sr-only')}
        >
          {busy && <Spinner />}
          {busy
            ? view
              ? t.formatMessage({
                  id: 'bridge.quote.updating',
                  defaultMessage: 'Updating the quote for your new input…',
                })
              : t.formatMessage({ id: 'bridge.quote.getting', defaultMessage: 'Getting a quote…' })
            : view
              ? t.formatMessage({ id: 'bridge.quote.ready', defaultMessage: 'Quote ready.' })
              : ''}
        </p>
        {status === 'idle' && <p className="text-sm text-muted">{props.idleText}</p>}
        {status === 'loading' && !view && <QuoteSkeleton />}
        {status === 'error' && <QuoteError error={props.error} onRetry={props.onRetry} />}
        {view && status !== 'error' && status !== 'idle' && (
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
            <FeeRows
              fees={view.fees}
              priceUsd={props.priceUsd}
              destinationName={props.destinationName}
            />
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
        )}
      </section>
    </Card>
  );
}
