import { Button } from '../../../components/ui/Button';
import { formatAbsoluteTime } from '../../../lib/time';
import { countdown, freshness } from '../model/freshness';

/** Time left on the quote; near the end, why it can no longer be signed and a way forward. */
export function QuoteExpiry({
  expiresAtMs,
  now,
  onRefresh,
  refreshing,
}: {
  expiresAtMs: number;
  now: number;
  onRefresh: () => void;
  refreshing: boolean;
}) {
  const state = freshness(expiresAtMs, now);
  const until = (
    <time dateTime={new Date(expiresAtMs).toISOString()} title={formatAbsoluteTime(expiresAtMs)}>
      {countdown(expiresAtMs, now)}
    </time>
  );
  if (state === 'fresh') {
    return (
      <p className="text-sm text-muted">
        Quote valid for <span className="font-medium text-text tabular-nums">{until}</span>
      </p>
    );
  }
  return (
    <div className="flex flex-wrap items-center justify-between gap-3 rounded-lg bg-warning-soft px-3 py-2 text-sm">
      <p>
        {state === 'expired' ? (
          'This quote has expired. Getting a new one…'
        ) : (
          <>
            Expires in <span className="font-semibold tabular-nums">{until}</span> — too close to
            sign safely.
          </>
        )}
      </p>
      {state === 'expiring' && (
        <Button size="sm" variant="secondary" onClick={onRefresh} loading={refreshing}>
          Get a new quote
        </Button>
      )}
    </div>
  );
}
