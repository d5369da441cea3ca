import { Button } from '../../../components/ui/Button';
import { useFormat } from '../../../lib/useFormat';
import { T } from '../../../i18n/useT';
import { countdown, freshness } from '../model/freshness';

/** Time left on the quote; near the end, why it can no longer be signed and a way forward. */
export function QuoteExpiry({
  expiresAtMs,
  marginMs,
  now,
  onRefresh,
  refreshing,
}: {
  expiresAtMs: number;
  /** How long before expiry signing stops (freshness.ts). */
  marginMs: number;
  now: number;
  onRefresh: () => void;
  refreshing: boolean;
}) {
  const f = useFormat();
  const state = freshness(expiresAtMs, now, marginMs);
  const until = (
    <time dateTime={new Date(expiresAtMs).toISOString()} title={f.absoluteTime(expiresAtMs)}>
      {countdown(expiresAtMs, now, f.locale)}
    </time>
  );
  if (state === 'fresh') {
    return (
      <p className="text-sm text-muted">
        <T
          id="bridge.expiry.valid"
          defaultMessage="Quote valid for <time>{countdown}</time>"
          values={{
            countdown: until,
            time: (chunks) => <span className="font-medium text-text tabular-nums">{chunks}</span>,
          }}
        />
      </p>
    );
  }
  return (
    <div className="flex flex-wrap items-center justify-between gap-3 rounded-lg bg-warning-soft px-3 py-2 text-sm">
      <p>
        {state === 'expired' ? (
          <T
            id="bridge.expiry.expired"
            defaultMessage="This quote has expired. Getting a new one…"
          />
        ) : (
          <T
            id="bridge.expiry.expiring"
            defaultMessage="Expires in <time>{countdown}</time> — too close to sign safely."
            values={{
              countdown: until,
              time: (chunks) => <span className="font-semibold tabular-nums">{chunks}</span>,
            }}
          />
        )}
      </p>
      {state === 'expiring' && (
        <Button size="sm" variant="secondary" onClick={onRefresh} loading={refreshing}>
          <T id="bridge.expiry.newQuote" defaultMessage="Get a new quote" />
        </Button>
      )}
    </div>
  );
}
