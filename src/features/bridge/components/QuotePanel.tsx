import { lazy, Suspense, useEffect, useId } from 'react';
import { Badge } from '../../../components/ui/Badge';
import { Card } from '../../../components/ui/Card';
import { Spinner } from '../../../components/ui/Spinner';
import { cn } from '../../../lib/cn';
import { T, useT } from '../../../i18n/useT';
import type { QuoteView } from '../model/quote-view';
import { QuoteSkeleton } from './QuoteSkeleton';

// A quote's figures load with the first quote asked for, not with the first page: the answer
// takes longer than the chunk (the amount is debounced first), so it is rarely waited for.
const loadDetails = () => import('./QuoteDetails');
const QuoteDetails = lazy(() => loadDetails().then((m) => ({ default: m.QuoteDetails })));

// Said from the app's table of error copy, loaded when a quote fails (as LoadError does).
const QuoteError = lazy(() => import('./QuoteError').then((m) => ({ default: m.QuoteError })));

/** Starts the download of a quote's figures, for a control that is about to ask for one. */
export const preloadQuoteDetails = () => void loadDetails();

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
  const { status, view, stale, preview, gasless } = props;
  const t = useT();
  const headingId = useId();
  const busy = status === 'loading' || stale;
  useEffect(() => {
    if (status !== 'idle') preloadQuoteDetails();
  }, [status]);
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
        {status === 'error' && (
          <Suspense fallback={null}>
            <QuoteError error={props.error} onRetry={props.onRetry} />
          </Suspense>
        )}
        {view && status !== 'error' && status !== 'idle' && (
          <Suspense fallback={<QuoteSkeleton />}>
            <QuoteDetails {...props} view={view} />
          </Suspense>
        )}
      </section>
    </Card>
  );
}
